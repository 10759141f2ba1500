import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { featureFlagsFor } from '@portal/contracts/portal/flags';
import type { ServiceDeps } from '../lib/service-deps.ts';
import { socialClients } from '../modules/social/providers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What service functions take first (lib/service-deps.ts): routes call `fn(app.deps, …)`. */
    deps: ServiceDeps;
  }
}

/** One deps object for every service, built once from the context, messaging and storage. */
export default fp(
  async function serviceDeps(app: FastifyInstance) {
    const { config } = app;
    app.decorate('deps', {
      db: app.db,
      now: app.now,
      mailer: app.mailer,
      sms: app.sms,
      storage: app.storage,
      log: app.log,
      socialClients: socialClients(config.social, config.production),
      featureFlags: featureFlagsFor(config.portalEnv, config.featureOverrides),
      portalUrl: config.portalUrl,
      site: config.site,
      vatPercent: config.vatPercent,
      maxUploadBytes: config.maxUploadBytes,
      mediaImportTimeoutMs: config.mediaImportTimeoutMs,
      outboundLoopbackAllowed: config.outboundLoopbackAllowed,
      liveMaxOverlappingSessions: config.liveMaxOverlappingSessions,
      liveReminderMinutes: config.liveReminderMinutes,
      bulkDownloadImmediateSeconds: config.bulkDownloadImmediateSeconds,
      accessTokenSecret: config.accessTokenSecret,
      mfaEncryptionKey: config.mfaEncryptionKey,
      ffmpegPath: config.ffmpegPath,
      speechToText: config.speechToText,
      crm: config.crm,
    } satisfies ServiceDeps);
  },
  { name: 'service-deps', dependencies: ['context', 'messaging', 'storage'] },
);
