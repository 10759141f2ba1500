import { simpleParser } from 'mailparser';
import qs from 'qs';
import { createSessionId } from '@portal/contracts/auth/session-id';
import { mailTexts } from '@portal/contracts/mail/texts';
import { readEml } from '../mail/outbox.ts';
import { botCheckFailed } from '../bot-check/pass-bot-check.ts';
import { setupTestApp } from '../../test/helper.ts';
import { lastMessageTo, outboxFor } from '../../test/outbox.ts';
import { pdfText } from '../../test/pdf.ts';
import { serviceNotAvailable } from './options.ts';

const t = setupTestApp();
const URL = '/v1/media/send-estimated-price';

type Fields = Record<string, unknown>;
const line = (id: number, duration: number, turnaround: number, more: Fields = {}) => ({
  duration,
  service_options: { id, turnaround, speakers: '1', ...more },
});
const quoteFields = (email: string, estimation: Fields[], more: Fields = {}): Fields => ({
  estimation,
  currency: 'GBP',
  email,
  firstname: 'Nora',
  lastname: 'Quinn',
  company: 'Quinn Research',
  phone: '+44 7700 900123',
  captcha: '',
  ...more,
});

// The portal's wire format: form-encoded, nested in brackets.
const send = (fields: Fields, remoteAddress = '198.51.100.1', app = t.app) =>
  app.inject({
    method: 'POST',
    url: URL,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-session-id': createSessionId(),
      host: 'portal.test',
    },
    payload: qs.stringify(fields),
    remoteAddress,
  });

async function attachmentOf(email: string) {
  const message = await lastMessageTo(t.db, email);
  if (!message) throw new Error(`No mail to ${email}`);
  const eml = await readEml(t.app.config.dataDir, message);
  return { message, parsed: await simpleParser(eml ?? '') };
}

describe('sending a quote', () => {
  test('mails every line at every turnaround, ex and inc VAT, with the quote as a PDF', async () => {
    const response = await send(
      quoteFields('Nora@Example.com', [
        line(1, 90, 604_800),
        line(9, 1800, 86_400, { price_calculation_elements: { difficult_audio: 'true' } }),
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true });

    const { message, parsed } = await attachmentOf('nora@example.com');
    expect(message.subject).toBe(mailTexts.quote.subject);
    // IVB £1.10 × 2 min; MFA £1.70 × (100 + 50 + 20)% × 30 min = £86.70.
    expect(message.text).toContain('1. Intelligent Verbatim, 1 min 30 s (2 billed minutes)');
    expect(message.text).toContain('   7 days (chosen): £2.20 ex VAT, £2.64 inc VAT');
    expect(message.text).toContain('   48 hours: £2.75 ex VAT, £3.30 inc VAT');
    expect(message.text).toContain('2. Minutes with Follow-up Actions, 30 min (30 billed minutes)');
    expect(message.text).toContain('   1 Speaker, Difficult audio');
    expect(message.text).toContain('   24 hours (chosen): £86.70 ex VAT, £104.04 inc VAT');
    // MFA offers no 12-hour turnaround.
    expect(message.text.split('2. Minutes')[1]).not.toContain('Checkout by 6pm');
    expect(message.text).toContain(
      'Total at the turnarounds chosen: £88.90 ex VAT, £106.68 inc VAT (VAT 20%).',
    );
    // The configured origin, whatever Host the request named.
    expect(message.text).toContain(`${t.app.config.portalUrl}/v3/fileupload/addfiles`);
    expect(message.text).not.toContain('portal.test');

    expect(parsed.attachments).toHaveLength(1);
    const [pdf] = parsed.attachments;
    expect(pdf?.filename).toBe(mailTexts.quote.attachmentName);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf?.content ?? Buffer.alloc(0)).join(' ');
    expect(text).toContain('Intelligent Verbatim');
    expect(text).toContain('Nora Quinn');
    expect(text).toContain('£106.68');
  });

  test('JSON bodies work too; figures sent by the client are ignored', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      remoteAddress: '198.51.100.2',
      payload: quoteFields('json@example.com', [
        { ...line(1, 90, 604_800), price: 1, grossPrice: 1, fullPrice: 1 },
      ]),
    });
    expect(response.statusCode).toBe(200);
    const mail = await lastMessageTo(t.db, 'json@example.com');
    expect(mail?.text).toContain('7 days (chosen): £2.20 ex VAT, £2.64 inc VAT');
  });
});

describe('nothing is sent when', () => {
  const refused = async (fields: Fields, email: string) => {
    const response = await send(fields, '198.51.100.3');
    expect(response.statusCode).toBe(422);
    expect(await outboxFor(t.db, email)).toEqual([]);
    return response.json<{ field?: string; message: string }[]>();
  };

  test('a line has an unknown service or options its service does not offer', async () => {
    const email = 'lines@example.com';
    const fields = await refused(
      quoteFields(email, [
        line(1, 60, 604_800),
        line(999, 60, 604_800),
        line(5, 60, 43_200, {
          speakers: 'choir',
          timestamps: 'hourly',
          price_calculation_elements: { rush: 'true' },
        }),
      ]),
      email,
    );
    expect(fields).toEqual([
      { field: 'estimation[1][service_options][id]', message: serviceNotAvailable },
      {
        field: 'estimation[2][service_options][turnaround]',
        message: 'This turnaround is not available',
      },
      {
        field: 'estimation[2][service_options][speakers]',
        message: 'This speakers option is not available',
      },
      {
        field: 'estimation[2][service_options][timestamps]',
        message: 'This timestamps option is not available',
      },
      {
        field: 'estimation[2][service_options][price_calculation_elements][rush]',
        message: 'This add-on is not available',
      },
    ]);
  });

  test('durations, the currency or the contact are wrong, or there are no lines', async () => {
    const email = 'contact@example.com';
    const fields = await refused(
      quoteFields(
        email,
        [line(1, 0, 604_800), line(1, 400_000, 604_800), { service_options: { id: 1 } }],
        { currency: 'JPY', firstname: ' ', phone: 'call me' },
      ),
      email,
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'estimation[0][duration]', message: 'Duration must be at least 1 second' },
        { field: 'estimation[1][duration]', message: 'Duration must be at most 100 hours' },
        { field: 'estimation[2][duration]', message: 'Duration must be a number of seconds' },
        { field: 'currency', message: 'Must be one of: USD, GBP, EUR, CAD' },
        { field: 'firstname', message: 'Required' },
        { field: 'phone', message: "Doesn't conform to pattern" },
      ]),
    );
    const none = await refused({ ...quoteFields(email, []), estimation: undefined }, email);
    expect(none).toEqual([{ field: 'estimation', message: 'Required' }]);
    const bad = await send(quoteFields('not-an-email', [line(1, 60, 604_800)]), '198.51.100.3');
    expect(bad.json()).toEqual([{ field: 'email', message: 'Invalid email' }]);
  });

  test('the bot check fails', async () => {
    const app = await t.build({
      recaptcha: { secret: 's', siteKey: 'k', verifyUrl: 'http://127.0.0.1:9/siteverify' },
    });
    const email = 'robot@example.com';
    const response = await send(
      quoteFields(email, [line(1, 60, 604_800)], { captcha: 'token' }),
      '198.51.100.4',
      app,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'captcha', message: botCheckFailed }]);
    expect(await outboxFor(t.db, email)).toEqual([]);
  });
});

describe('the quote throttle', () => {
  test('five quotes per address in ten minutes; the sixth waits', async () => {
    const address = '198.51.100.50';
    const ask = (email: string, from = address) =>
      send(quoteFields(email, [line(1, 60, 604_800)]), from);
    for (let i = 0; i < 5; i += 1) {
      expect((await ask(`q${i}@example.com`)).statusCode).toBe(200);
      t.clock.advance(60_000);
    }
    const sixth = await ask('q5@example.com');
    expect(sixth.statusCode).toBe(429);
    // The first quote leaves the window 10 minutes after it was sent: in 5 minutes from now.
    expect(sixth.headers['retry-after']).toBe('300');
    expect(sixth.json()).toEqual({
      error: 'You have asked for several quotes in a short time. Please try again in 5 minutes.',
      message: 'You have asked for several quotes in a short time. Please try again in 5 minutes.',
    });
    expect(await outboxFor(t.db, 'q5@example.com')).toEqual([]);
    // Another address is not held back; a refused request does not extend the wait.
    expect((await ask('other@example.com', '198.51.100.51')).statusCode).toBe(200);
    expect((await ask('q5@example.com')).statusCode).toBe(429);
    t.clock.advance(300_000);
    expect((await ask('q5@example.com')).statusCode).toBe(200);
    expect((await ask('q6@example.com')).statusCode).toBe(429);
  });

  test('invalid requests do not count', async () => {
    const address = '198.51.100.60';
    for (let i = 0; i < 6; i += 1)
      expect(
        (await send(quoteFields('x@example.com', [line(999, 60, 604_800)]), address)).statusCode,
      ).toBe(422);
    expect(
      (await send(quoteFields('y@example.com', [line(1, 60, 604_800)]), address)).statusCode,
    ).toBe(200);
  });
});
