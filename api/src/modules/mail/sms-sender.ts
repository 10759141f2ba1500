import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config, TwilioConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import type { SmsMessage, SmsSender } from './mailer.ts';
import { insertOutboxRow } from './outbox.ts';

export interface SmsSenderDeps {
  config: Pick<Config, 'sms' | 'production'>;
  db: Db;
  now: () => Date;
  fetch: typeof fetch;
  log?: Pick<FastifyBaseLogger, 'info'>;
}

// A sign-in waits on this call; a provider that hangs must not hold the request forever.
const PROVIDER_TIMEOUT_MS = 10_000;

/** Twilio when configured; else the outbox, which production never uses (SMS is off). */
export function createSmsSender(deps: SmsSenderDeps): SmsSender {
  const { sms, production } = deps.config;
  if (sms) return { available: true, send: (message) => sendByTwilio(deps, sms, message) };
  if (!production) return { available: true, send: (message) => sendToOutbox(deps, message) };
  return {
    available: false,
    send: async () => {
      throw new Error(
        'SMS is off: Twilio is not configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM)',
      );
    },
  };
}

/** Twilio refused the SMS or could not be reached; the message says which, for the log. */
class SmsProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsProviderError';
  }
}

const messageSchema = z.object({ sid: z.string(), status: z.string() });
const twilioErrorSchema = z.object({
  code: z.number(),
  message: z.string(),
  more_info: z.string().optional(),
});

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Twilio asks for E.164; the portal keeps a number as its owner typed it, spaced or dashed. */
const e164 = (phone: string): string => phone.replace(/[\s().-]/g, '');

/**
 * The SMS by Twilio's Messages API:
 *
 *   POST {TWILIO_API_URL}/2010-04-01/Accounts/{AccountSid}/Messages.json
 *   Authorization: Basic base64(AccountSid:AuthToken)
 *   Content-Type: application/x-www-form-urlencoded
 *   To=+447700900123&From=+15005550006&Body=…   (MessagingServiceSid=MG… instead of or with From)
 *   → 201 { "sid": "SM…", "status": "queued", … }
 *   → 4xx or 5xx { "code": 21211, "message": "Invalid 'To' Phone Number: …",
 *                  "more_info": "https://www.twilio.com/docs/errors/21211", "status": 400 }
 */
async function sendByTwilio(
  { fetch: fetcher, log }: SmsSenderDeps,
  twilio: TwilioConfig,
  message: SmsMessage,
): Promise<void> {
  const form = new URLSearchParams({ To: e164(message.to), Body: message.text });
  if (twilio.from) form.set('From', twilio.from);
  if (twilio.messagingServiceSid) form.set('MessagingServiceSid', twilio.messagingServiceSid);
  const credentials = Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64');
  let response: Response;
  try {
    response = await fetcher(
      `${twilio.url}/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${credentials}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      },
    );
  } catch (error) {
    throw new SmsProviderError(`Twilio could not be reached: ${String(error)}`);
  }
  const text = await response.text();
  if (!response.ok) {
    const refusal = twilioErrorSchema.safeParse(parsedJson(text));
    if (!refusal.success)
      throw new SmsProviderError(`Twilio answered ${response.status}: ${text.slice(0, 200)}`);
    const { code, message: reason, more_info: moreInfo } = refusal.data;
    throw new SmsProviderError(
      `Twilio refused the SMS (${response.status}, error ${code}): ${reason}${moreInfo ? ` ${moreInfo}` : ''}`,
    );
  }
  const sent = messageSchema.safeParse(parsedJson(text));
  if (!sent.success)
    throw new SmsProviderError(`Twilio's answer names no message: ${text.slice(0, 200)}`);
  log?.info({ twilioSid: sent.data.sid, twilioStatus: sent.data.status }, 'SMS handed to Twilio');
}

async function sendToOutbox({ db, now, log }: SmsSenderDeps, message: SmsMessage) {
  const row = await insertOutboxRow(db, {
    channel: 'sms',
    recipient: message.to.toLowerCase(),
    subject: 'SMS',
    text: message.text,
    createdAt: now(),
  });
  // The text holds a sign-in code: the log only says where to find it.
  log?.info({ outboxId: row.id }, 'SMS written to the outbox');
}
