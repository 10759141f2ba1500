import { pdfText } from '../../test/pdf.ts';
import { setupTestApp } from '../../test/helper.ts';
import { buildQuotePdf } from './quote-pdf.ts';
import { prepareQuote, type QuoteRequest } from './service.ts';

const t = setupTestApp();

const line = (id: number, duration: number, turnaround: number, speakers = '1') => ({
  duration,
  serviceOptions: { id, turnaround, speakers },
});

const request = (estimation: QuoteRequest['estimation']): QuoteRequest => ({
  estimation,
  currency: 'EUR',
  email: 'nora@example.com',
  firstname: 'Nora',
  lastname: 'Quinn',
  company: 'Quinn & Co',
  phone: '+44 7700 900123',
});

const site = { url: 'https://transcription.example', phone: '+44 20 7946 0000' };
const orderUrl = 'https://portal.test/v3/fileupload/addfiles';
const terms = () => ({ now: t.clock.now(), vatPercent: 20 });

test('a real document: title, date, contact, lines × turnarounds, VAT, total and validity', async () => {
  // IVB (EUR 1.30/min) 90 s at 7 days; MFA (EUR 1.95/min) 30 min at 24 hours (+50%).
  const quote = await prepareQuote(
    t.db,
    request([line(1, 90, 604_800), line(9, 1800, 86_400)]),
    terms(),
  );
  const pdf = await buildQuotePdf(quote, { site, orderUrl, compress: false });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.subarray(-6).toString()).toContain('%%EOF');
  // Words wrapped onto two lines read as one text here.
  const text = pdfText(pdf).join(' ').replace(/\s+/g, ' ');
  for (const expected of [
    'Transcription quote',
    'Date: 2 March 2026',
    'Valid until: 1 April 2026',
    'Nora Quinn',
    'Quinn & Co',
    'nora@example.com',
    '1. Intelligent Verbatim',
    '2. Minutes with Follow-up Actions',
    '1 min 30 s, billed as 2 min',
    '30 min, billed as 30 min',
    '7 days',
    '48 hours',
    'Checkout by 6pm (local time)',
    // IVB at 7 days: 2 × €1.30; MFA at 24 hours: 30 × €2.925 = €87.75.
    '€2.60 ex VAT',
    '€3.12 inc VAT',
    '€87.75 ex VAT',
    '€105.30 inc VAT',
    'not offered',
    'VAT at 20%',
    '€90.35',
    '€18.07',
    '€108.42',
    'Total inc VAT',
    'This quote is valid for 30 days',
  ])
    expect(text).toContain(expected);
});

test('compressed by default, and still readable', async () => {
  const quote = await prepareQuote(t.db, request([line(1, 60, 604_800)]), terms());
  const compressed = await buildQuotePdf(quote, { site, orderUrl });
  const plain = await buildQuotePdf(quote, { site, orderUrl, compress: false });
  expect(compressed.toString('latin1')).toContain('/FlateDecode');
  expect(compressed.length).toBeLessThan(plain.length);
  expect(pdfText(compressed)).toEqual(pdfText(plain));
});

test('twenty recordings run onto a second page with the table header repeated', async () => {
  const quote = await prepareQuote(
    t.db,
    request(Array.from({ length: 20 }, (_, i) => line((i % 9) + 1, 60 * (i + 1), 604_800, '2-3'))),
    terms(),
  );
  const pdf = await buildQuotePdf(quote, { site, orderUrl, compress: false });
  const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(2);
  const text = pdfText(pdf);
  expect(text.filter((part) => part === 'Recording').length).toBe(pages.length);
  expect(text).toContain('20. Summary Notes');
});
