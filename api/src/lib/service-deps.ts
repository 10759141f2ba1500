import type { FastifyBaseLogger } from 'fastify';
import type { FeatureFlags, SocialProviderName } from '@portal/contracts/portal/flags';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { Mailer, SmsSender } from '../modules/mail/mailer.ts';
import type { SocialClient } from '../modules/social/providers.ts';
import type { BlobStorage } from '../modules/storage/storage.ts';

/**
 * Everything a service function may need from the app, built once at start (`app.deps`). A
 * service takes `db` (or a transaction) when that is all it needs, else a `Pick` of this first,
 * so its signature says what it uses and a test can hand it stand-ins.
 */
export interface ServiceDeps {
  db: Db;
  /** The clock every rule reads, so tests can move time. */
  now: () => Date;
  mailer: Mailer;
  sms: SmsSender;
  /** Where media bytes and documents are kept. */
  storage: BlobStorage;
  /** The app's logger; a route hands its request's instead where the line belongs to a request. */
  log: FastifyBaseLogger;
  /** The configured social sign-in providers. */
  socialClients: Partial<Record<SocialProviderName, SocialClient>>;
  /** The environment's feature flags with the configured overrides, as the portal gets them. */
  featureFlags: FeatureFlags;
  portalUrl: Config['portalUrl'];
  site: Config['site'];
  vatPercent: Config['vatPercent'];
  maxUploadBytes: Config['maxUploadBytes'];
  mediaImportTimeoutMs: Config['mediaImportTimeoutMs'];
  outboundLoopbackAllowed: Config['outboundLoopbackAllowed'];
  liveMaxOverlappingSessions: Config['liveMaxOverlappingSessions'];
  liveReminderMinutes: Config['liveReminderMinutes'];
  bulkDownloadImmediateSeconds: Config['bulkDownloadImmediateSeconds'];
  accessTokenSecret: Config['accessTokenSecret'];
  mfaEncryptionKey: Config['mfaEncryptionKey'];
  ffmpegPath: Config['ffmpegPath'];
  speechToText: Config['speechToText'];
  crm: Config['crm'];
}
