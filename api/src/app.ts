import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import type { AnyTaskDefinition } from './lib/task-queue.ts';
import { encapsulated } from './lib/encapsulated.ts';
import { serializerCompiler } from './lib/serializer.ts';
import { validatorCompiler } from './lib/validation.ts';
import activatorRoutes from './modules/activator/routes.ts';
import promoCodeRoutes from './modules/promo-codes/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import cartRoutes from './modules/cart/routes.ts';
import companyRoutes from './modules/company/routes.ts';
import documentRoutes from './modules/documents/routes.ts';
import e2eSupportRoutes from './modules/e2e-support/routes.ts';
import jobRoutes from './modules/job/routes.ts';
import mailRoutes from './modules/mail/routes.ts';
import mediaRoutes from './modules/media/routes.ts';
import mediaImportRoutes from './modules/media-import/routes.ts';
import mediaReturnRoutes from './modules/media-return/routes.ts';
import mediaEditRoutes from './modules/media-edits/routes.ts';
import mediaAssignmentRoutes from './modules/media-assignment/routes.ts';
import splitRoutes from './modules/split/routes.ts';
import speechToTextRoutes from './modules/speech-to-text/routes.ts';
import mfaRoutes from './modules/mfa/routes.ts';
import paymentRoutes from './modules/payment/routes.ts';
import projectRoutes from './modules/project/routes.ts';
import projectPermissionRoutes from './modules/project-permission/routes.ts';
import serviceRoutes from './modules/services/routes.ts';
import preBookingRoutes from './modules/pre-booking/routes.ts';
import liveBookingRoutes from './modules/live-booking/routes.ts';
import { liveReminderSchedule } from './modules/live-booking/reminders.ts';
import adHocChargeRoutes from './modules/ad-hoc-charge/routes.ts';
import invoiceRoutes from './modules/invoice/routes.ts';
import invoiceReportRoutes from './modules/report/invoice-routes.ts';
import reportRoutes from './modules/report/routes.ts';
import shortFileBashingRoutes from './modules/short-file-bashing/routes.ts';
import serviceDiscountRoutes from './modules/service-discount/routes.ts';
import shiftRoutes from './modules/shift/routes.ts';
import socialRoutes from './modules/social/routes.ts';
import spellCheckerRoutes from './modules/spell-checker/routes.ts';
import staffContractsRoutes from './modules/staff-contracts/routes.ts';
import storage from './modules/storage/plugin.ts';
import storageRoutes from './modules/storage/routes.ts';
import transcriptRoutes from './modules/transcript/routes.ts';
import transcriptSnapshotRoutes from './modules/transcript-snapshot/routes.ts';
import type { BlobStorage } from './modules/storage/storage.ts';
import typistActivityRoutes from './modules/typist-activity/routes.ts';
import typistSettingsRoutes from './modules/typist-settings/routes.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import userRoutes from './modules/user/routes.ts';
import webRoutes from './modules/web/routes.ts';
import auth from './plugins/auth.ts';
import context from './plugins/context.ts';
import errors from './plugins/errors.ts';
import messaging from './plugins/messaging.ts';
import openapi from './plugins/openapi.ts';
import policyGate from './plugins/policy-gate.ts';
import requestId, { requestIdFor } from './plugins/request-id.ts';
import revocations from './plugins/revocations.ts';
import routeIndex from './plugins/route-index.ts';
import security from './plugins/security.ts';
import serviceDeps from './plugins/service-deps.ts';
import taskQueue from './plugins/task-queue.ts';
import wireFormat, { BODY_LIMIT, parseQuery } from './plugins/wire-format.ts';

export interface AppDeps {
  /** Opened (and closed) by the caller: the server, or a test on its own clean database. */
  database: Database;
  now?: () => Date;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
  /** Media storage other than the configured one (tests: an S3 stand-in). */
  storage?: BlobStorage;
  /** A mailer other than the configured one (tests: one that holds background mail). */
  mailer?: Mailer;
  /** Task kinds the app does not have, by name (tests of the task queue). */
  taskDefinitions?: Record<string, AnyTaskDefinition>;
}

/** Every route module, each in a scope of its own, in the order they are registered. */
const routeModules = [
  authRoutes,
  mfaRoutes,
  userRoutes,
  staffContractsRoutes,
  socialRoutes,
  serviceRoutes,
  mediaRoutes,
  mediaImportRoutes,
  mediaReturnRoutes,
  mediaEditRoutes,
  mediaAssignmentRoutes,
  splitRoutes,
  speechToTextRoutes,
  storageRoutes,
  cartRoutes,
  paymentRoutes,
  projectRoutes,
  projectPermissionRoutes,
  activatorRoutes,
  promoCodeRoutes,
  companyRoutes,
  transcriptRoutes,
  transcriptSnapshotRoutes,
  shiftRoutes,
  preBookingRoutes,
  liveBookingRoutes,
  liveReminderSchedule,
  adHocChargeRoutes,
  invoiceRoutes,
  invoiceReportRoutes,
  reportRoutes,
  shortFileBashingRoutes,
  serviceDiscountRoutes,
  jobRoutes,
  typistSettingsRoutes,
  typistActivityRoutes,
  spellCheckerRoutes,
  documentRoutes,
  mailRoutes,
  webRoutes,
  e2eSupportRoutes,
];

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    bodyLimit: BODY_LIMIT,
    genReqId: requestIdFor,
    trustProxy: config.trustProxy,
    routerOptions: { querystringParser: parseQuery },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins: they must see every route registered after them.
  await app.register(routeIndex);
  await app.register(security, { config });
  await app.register(compress, { threshold: 1024 });
  await app.register(openapi, { config });

  // Application plugins.
  await app.register(context, {
    config,
    db: deps.database.db,
    now: deps.now ?? (() => new Date()),
  });
  await app.register(messaging, deps.mailer ? { mailer: deps.mailer } : {});
  await app.register(requestId);
  await app.register(errors);
  await app.register(wireFormat);
  await app.register(storage, deps.storage ? { storage: deps.storage } : {});
  await app.register(serviceDeps);
  await app.register(taskQueue, {
    database: deps.database,
    extraDefinitions: deps.taskDefinitions,
  });
  await app.register(revocations, { database: deps.database });
  await app.register(auth);
  await app.register(policyGate);

  for (const routes of routeModules) await app.register(encapsulated(routes));
  return app;
}
