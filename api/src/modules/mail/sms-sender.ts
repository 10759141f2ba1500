import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import type { SmsMessage, SmsSender } from './mailer.ts';
import { insertOutboxRow } from './outbox.ts';

type Provider = NonNullable<Config['sms']>;

export interface SmsSenderDeps {
  config: Pick<Config, 'sms' | 'production'>;
  db: Db;
  now: () => Date;
  fetch: typeof fetch;
  log?: Pick<FastifyBaseLogger, 'info'>;
}

// A sign-in waits on this call; a provider that hangs must not hold the request forever.
const PROVIDER_TIMEOUT_MS = 10_000;

/** The provider when configured; else the outbox, which production never uses (SMS is off). */
export function createSmsSender(deps: SmsSenderDeps): SmsSender {
  const { sms, production } = deps.config;
  if (sms) return { available: true, send: (message) => postToProvider(deps.fetch, sms, message) };
  if (!production) return { available: true, send: (message) => sendToOutbox(deps, message) };
  return {
    available: false,
    send: async () => {
      throw new Error('SMS is off: no provider is configured (SMS_PROVIDER_URL, SMS_API_KEY)');
    },
  };
}

async function postToProvider(fetcher: typeof fetch, provider: Provider, message: SmsMessage) {
  const response = await fetcher(provider.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${provider.apiKey}` },
    body: JSON.stringify({ to: message.to, from: provider.from, text: message.text }),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  // Nothing is read from the answer; cancelling frees the connection.
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The SMS provider answered ${response.status}`);
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
