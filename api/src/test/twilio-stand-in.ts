import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TwilioConfig } from '../config.ts';

/**
 * Twilio's Messages API for tests, in memory: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`
 * with HTTP Basic auth (AccountSid:AuthToken) and a form-encoded body of To, From or
 * MessagingServiceSid, and Body. It answers as Twilio documents: 201 with the message resource,
 * or Twilio's JSON error `{ code, message, more_info, status }`. A body that is not form-encoded
 * is read as Twilio reads it, as no fields at all. Twilio's test numbers that fail are honoured:
 * To +15005550009 is not a mobile (21614), +15005550004 has unsubscribed (21610).
 */
export interface TwilioStandIn {
  /** TWILIO_API_URL, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN of the stand-in's one account. */
  url: string;
  accountSid: string;
  authToken: string;
  /** The fields of every message accepted, in order. */
  messages: Record<string, string>[];
  /** The SMS configuration of this account, with a sender unless told otherwise. */
  config(overrides?: Partial<TwilioConfig>): TwilioConfig;
  close(): Promise<void>;
}

/** A number of Twilio's test credentials that sends: any other sender would do as well. */
export const TWILIO_TEST_FROM = '+15005550006';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const E164 = /^\+[1-9][0-9]{1,14}$/;

/** Twilio's test numbers that fail as a real recipient may, by their error code. */
const failingRecipients: Record<string, { code: number; message: string }> = {
  '+15005550009': { code: 21614, message: "'To' number is not a valid mobile number" },
  '+15005550004': { code: 21610, message: 'Attempt to send to unsubscribed recipient' },
};

function sendError(response: ServerResponse, status: number, code: number, message: string) {
  response.writeHead(status, {
    'content-type': 'application/json',
    ...(status === 401 ? { 'www-authenticate': 'Basic realm="Twilio API"' } : {}),
  });
  response.end(
    JSON.stringify({
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    }),
  );
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return new URLSearchParams(
    type === 'application/x-www-form-urlencoded' ? Buffer.concat(chunks).toString() : '',
  );
}

/** Why Twilio would refuse these fields (its code and message), or undefined. */
function refusalOf(fields: URLSearchParams): { code: number; message: string } | undefined {
  const to = fields.get('To');
  if (!to) return { code: 21604, message: "A 'To' phone number is required." };
  if (!E164.test(to)) return { code: 21211, message: `Invalid 'To' Phone Number: ${to}` };
  if (!fields.get('From') && !fields.get('MessagingServiceSid'))
    return { code: 21603, message: "A 'From' phone number is required." };
  if (!fields.get('Body')) return { code: 21602, message: 'Message body is required.' };
  return failingRecipients[to];
}

export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const accountSid = `AC${hex(16)}`;
  const authToken = hex(16);
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const credentials = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messages: Record<string, string>[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const path = request.url?.split('?')[0] ?? '';
      if (
        !/^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(path) ||
        request.method !== 'POST'
      )
        return sendError(response, 404, 20404, `The requested resource ${path} was not found`);
      if (request.headers.authorization !== credentials || path !== messagesPath)
        return sendError(response, 401, 20003, 'Authenticate');
      const fields = await formOf(request);
      const refusal = refusalOf(fields);
      if (refusal) return sendError(response, 400, refusal.code, refusal.message);
      messages.push(Object.fromEntries(fields));
      const sid = `SM${hex(16)}`;
      const now = new Date().toUTCString().replace('GMT', '+0000');
      const viaService = fields.get('MessagingServiceSid');
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          account_sid: accountSid,
          api_version: '2010-04-01',
          body: fields.get('Body'),
          date_created: now,
          date_sent: null,
          date_updated: now,
          direction: 'outbound-api',
          error_code: null,
          error_message: null,
          from: fields.get('From'),
          messaging_service_sid: viaService,
          num_media: '0',
          num_segments: '1',
          price: null,
          price_unit: 'USD',
          sid,
          status: viaService ? 'accepted' : 'queued',
          subresource_uris: {
            media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json`,
          },
          to: fields.get('To'),
          uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    accountSid,
    authToken,
    messages,
    config: (overrides = {}) => ({
      url,
      accountSid,
      authToken,
      from: TWILIO_TEST_FROM,
      messagingServiceSid: undefined,
      ...overrides,
    }),
    close: () => {
      // The API's fetch keeps its connections open for the next call.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
