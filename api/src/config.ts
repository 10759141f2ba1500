import { compile as compileTrustedProxies } from '@fastify/proxy-addr';
import { z } from 'zod';
import { UPLOAD_CHUNK_SIZE } from '@portal/contracts/common/constants';
import { portalEnvironments, type PortalEnvironment } from '@portal/contracts/portal/flags';
import { DEFAULT_VAT_PERCENT } from '@portal/contracts/services/pricing';
import { LIVE_MAX_OVERLAPPING_SESSIONS } from '@portal/contracts/common/limits';
import type { FeatureFlags } from '@portal/contracts/portal/flags';
import type { RemotesManifest } from '@portal/contracts/portal/schema';
import { featureOverridesFrom, remoteManifestUrlsFrom } from './config-prefixed.ts';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chooseFfmpeg, type FfmpegOrigin } from './lib/ffmpeg-binary.ts';
import { persistedSecret } from './lib/persisted-secret.ts';
import { fromRepoRoot } from './paths.ts';

const require = createRequire(import.meta.url);

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  portalEnv: PortalEnvironment;
  /** NODE_ENV or PORTAL_ENV is production: secrets required, no demo data, no Swagger UI. */
  production: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Demo accounts and their work on a first start: by default in the embedded database only,
   * opted into on PostgreSQL with DEMO_DATA=true; never in production.
   */
  demoData: boolean;
  oauthClientSecret: string;
  accessTokenSecret: string;
  logLevel: (typeof logLevels)[number];
  maintenance: boolean;
  /** Fastify's trustProxy: see TRUST_PROXY in docs/configuration.md. */
  trustProxy: boolean | string[];
  featureOverrides: Partial<FeatureFlags>;
  remotes: RemotesManifest;
  staticRoot: string;
  site: { url: string; phone: string };
  /** The portal's own public origin: links in mail and the social sign-in callback use it. */
  portalUrl: string;
  /** VAT added to every price, a whole percentage (grossPrice = price + VAT). */
  vatPercent: number;
  /** smtp:// or smtps:// URL; unset: mail goes to the outbox under DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Bot check: reCAPTCHA-compatible secret and verify URL; unset outside production: skipped. */
  recaptcha: { secret: string; siteKey: string; verifyUrl: string } | undefined;
  /** 32-byte key (base64 or hex) encrypting two-factor secrets at rest. */
  mfaEncryptionKey: Buffer;
  /** Twilio sends the SMS; unset: codes go to the outbox outside production, else SMS is off. */
  sms: TwilioConfig | undefined;
  social: SocialProviders;
  /** Where media bytes are kept: local files behind signed URLs, or an S3 bucket. */
  storage: StorageConfig;
  /** The largest media file accepted, in bytes. */
  maxUploadBytes: number;
  /** Pending media (never processed) older than this are removed with their bytes. */
  pendingMediaMaxHours: number;
  /** The longest a media is fetched from a client's link, redirects and all (lib/safe-fetch.ts). */
  mediaImportTimeoutMs: number;
  /**
   * Tests only: outbound requests to addresses others chose (a media link) may reach 127.0.0.1,
   * where a test's stand-in server listens. No environment variable sets it: never in production.
   */
  outboundLoopbackAllowed: boolean;
  /** The most live note-taking sessions booked to run at one moment. */
  liveMaxOverlappingSessions: number;
  /** How long before a paid live session starts its client and note-taker are reminded. */
  liveReminderMinutes: number;
  /** A project zip of more media time than this (or of over 50 files) is made by the task queue. */
  bulkDownloadImmediateSeconds: number;
  /** Card payment with Stripe PaymentIntents; unset: card payment is off. */
  stripe: StripeConfig | undefined;
  /**
   * The ffmpeg that makes media playable in browsers: FFMPEG_PATH, else PATH's if it is 5 or
   * newer, else @ffmpeg-installer's (lib/ffmpeg-binary.ts).
   */
  ffmpegPath: string;
  ffmpegOrigin: FfmpegOrigin;
  /** The speech-to-text provider's HTTP API; unset: resend to speech-to-text is off. */
  speechToText: SpeechToTextConfig | undefined;
  /** HubSpot, where clients are added as contacts; unset: adding one does nothing (204). */
  crm: CrmConfig | undefined;
  /** The customer-messaging chat clients and visitors get; unset: no chat. */
  chat: ChatConfig | undefined;
}

export interface ChatConfig {
  /** The provider's id of this portal's workspace (Intercom's app id). */
  appId: string;
  /** The provider's widget script; Intercom's for the app id unless CHAT_WIDGET_URL says. */
  widgetUrl: string;
}

export interface TwilioConfig {
  /** Twilio's API origin (TWILIO_API_URL): https://api.twilio.com, or a stand-in in tests. */
  url: string;
  /** The account's SID (AC…) and auth token: the Basic credentials, and the account's path. */
  accountSid: string;
  authToken: string;
  /** Who the SMS is from: a number of the account, a Messaging Service (MG…), or both. */
  from: string | undefined;
  messagingServiceSid: string | undefined;
}

export interface CrmConfig {
  /** HubSpot's API origin (HUBSPOT_API_URL): https://api.hubapi.com, or a stand-in in tests. */
  url: string;
  /** A HubSpot private app's access token with the crm.objects.contacts.write scope. */
  accessToken: string;
}

/** OpenAI's limit on an upload to its transcription API: 25 MB. */
export const S2T_PART_MAX_BYTES = 25 * 1024 * 1024;
/** Ten minutes a part: short enough that a retry redoes little, long enough for context. */
export const S2T_PART_MAX_SECONDS = 600;

export interface SpeechToTextConfig {
  /** The engine's origin (and base path): drafts are asked of POST {url}/v1/audio/transcriptions. */
  url: string;
  /** Sent as the bearer token; unset for an engine that takes none (one on the client's machine). */
  apiKey: string | undefined;
  /** The engine's model, sent with every part (OpenAI's whisper-1; ignored by whisper.cpp). */
  model: string;
  /** The most bytes a part of a recording sent to the engine may have (OpenAI takes 25 MB). */
  partMaxBytes: number;
  /** The most seconds a part may last: a failed request costs one part's work, not the whole's. */
  partMaxSeconds: number;
  /** What the provider sends in X-S2T-Secret to report an error; unset: only admins report. */
  callbackSecret: string | undefined;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends its requests instead of api.stripe.com (tests, stand-ins). */
  apiUrl: string | undefined;
}

export type StorageConfig =
  | {
      kind: 'local';
      /** Files under DATA_DIR/media. */
      root: string;
      /** HMAC key of the signed /v1/storage URLs. */
      signingSecret: string;
    }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible endpoint; unset: AWS. */
      endpoint: string | undefined;
      forcePathStyle: boolean;
    };

export interface SocialProvider {
  clientId: string;
  clientSecret: string;
}

/** A provider is on only when both its client id and secret are set. */
export interface SocialProviders {
  google?: SocialProvider & { issuer: string };
  facebook?: SocialProvider & { dialogUrl: string; graphUrl: string };
}

export class ConfigError extends Error {
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

const trueOrFalse = z
  .enum(['true', 'false'], { error: 'expected true or false' })
  .transform((value) => value === 'true');

/**
 * Addresses and ranges as Fastify's trustProxy reads them, checked by its own parser. A bare
 * number is an address there (1 is 0.0.0.1), so one meant as a count of hops is refused.
 */
const isProxyList = (list: string[]): boolean => {
  if (list.some((entry) => /^\d+$/.test(entry))) return false;
  try {
    compileTrustedProxies(list);
    return true;
  } catch {
    return false;
  }
};

/**
 * Which hops' X-Forwarded-For entries to believe: every one (true), none (false), or those sent
 * from the proxies listed, so an entry a client wrote before its load balancer appended the
 * real one is not taken. (Fastify trusts no hop for a bare count: it cannot tell a proxy from a
 * client sending enough entries.)
 */
const trustedProxies = z.string().transform((value, context) => {
  if (value === 'true' || value === 'false') return value === 'true';
  const list = value.split(',').map((entry) => entry.trim());
  if (isProxyList(list)) return list;
  context.addIssue({
    code: 'custom',
    message: 'expected true, false or a comma-separated list of proxy addresses',
  });
  return z.NEVER;
});

const port = { error: 'expected a port number 1-65535' };
/** 10 000 parts of UPLOAD_CHUNK_SIZE: the most an S3 multipart upload holds. */
export const MAX_UPLOAD_BYTES_LIMIT = 10_000 * UPLOAD_CHUNK_SIZE;
const uploadBytes = {
  error: `expected a whole number of bytes from 1 to ${MAX_UPLOAD_BYTES_LIMIT}`,
};
const hours = { error: 'expected a whole number of hours from 1 to 720' };
const importSeconds = { error: 'expected a whole number of seconds from 1 to 86400' };
const sessions = { error: 'expected a whole number of sessions from 1 to 1000' };
const reminderMinutes = { error: 'expected a whole number of minutes from 10 to 1440' };
const zipSeconds = { error: 'expected a whole number of seconds from 0 to 360000' };
const percent = { error: 'expected a whole percentage 0-100' };

const envSchema = z.object({
  PORT: z.coerce.number(port).int(port).min(1, port).max(65535, port).default(8080),
  HOST: z.string().optional(),
  NODE_ENV: z.string().default('development'),
  PORTAL_ENV: z.enum(portalEnvironments, { error: 'expected production, local or e2e' }).optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, { error: 'expected a postgres:// connection URL' })
    .optional(),
  OAUTH_CLIENT_SECRET: z.string().optional(),
  ACCESS_TOKEN_SECRET: z
    .string()
    .min(32, { error: 'expected an HS256 key of at least 32 characters' })
    .optional(),
  LOG_LEVEL: z
    .enum(logLevels, { error: `expected one of ${logLevels.join(', ')}` })
    .default('info'),
  MAINTENANCE: trueOrFalse.default(false),
  TRUST_PROXY: trustedProxies.default(false),
  DEMO_DATA: trueOrFalse.optional(),
  STATIC_ROOT: z.string().default('.'),
  SITE_URL: z.url({ error: 'expected an absolute URL' }).default('https://transcription.example'),
  SITE_PHONE: z.string().default('+44 20 7946 0000'),
  PORTAL_URL: z.url({ error: 'expected an absolute URL' }).optional(),
  VAT_PERCENT: z.coerce
    .number(percent)
    .int(percent)
    .min(0, percent)
    .max(100, percent)
    .default(DEFAULT_VAT_PERCENT),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, { error: 'expected an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().default('Transcription portal <no-reply@transcription.example>'),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().default(''),
  RECAPTCHA_VERIFY_URL: z
    .url({ error: 'expected an absolute URL' })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  MFA_ENCRYPTION_KEY: z
    .string()
    .refine((value) => keyBytes(value)?.length === 32, {
      error: 'expected 32 bytes, as 64 hex digits or base64',
    })
    .optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/, { error: 'expected AC and 32 hex digits' })
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-f]{32}$/, { error: 'expected MG and 32 hex digits' })
    .optional(),
  TWILIO_API_URL: z
    .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
    .default('https://api.twilio.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z
    .url({ error: 'expected an absolute URL' })
    .default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_DIALOG_URL: z
    .url({ error: 'expected an absolute URL' })
    .default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: z
    .url({ error: 'expected an absolute URL' })
    .default('https://graph.facebook.com/v19.0'),
  STORAGE: z.enum(['local', 's3'], { error: 'expected local or s3' }).optional(),
  STORAGE_SIGNING_SECRET: z
    .string()
    .min(32, { error: 'expected a key of at least 32 characters' })
    .optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/]+/, { error: 'expected an http:// or https:// URL' })
    .optional(),
  S3_FORCE_PATH_STYLE: trueOrFalse.default(false),
  MAX_UPLOAD_BYTES: z.coerce
    .number(uploadBytes)
    .int(uploadBytes)
    .min(1, uploadBytes)
    .max(MAX_UPLOAD_BYTES_LIMIT, uploadBytes)
    .default(5 * 1024 ** 3),
  PENDING_MEDIA_MAX_HOURS: z.coerce
    .number(hours)
    .int(hours)
    .min(1, hours)
    .max(720, hours)
    .default(24),
  MEDIA_IMPORT_TIMEOUT_SECONDS: z.coerce
    .number(importSeconds)
    .int(importSeconds)
    .min(1, importSeconds)
    .max(86_400, importSeconds)
    .default(3600),
  LIVE_MAX_OVERLAPPING_SESSIONS: z.coerce
    .number(sessions)
    .int(sessions)
    .min(1, sessions)
    .max(1000, sessions)
    .default(LIVE_MAX_OVERLAPPING_SESSIONS),
  // At least two of the reminder sweep's 5-minute rounds; at most the booking notice (a day).
  LIVE_REMINDER_MINUTES: z.coerce
    .number(reminderMinutes)
    .int(reminderMinutes)
    .min(10, reminderMinutes)
    .max(1440, reminderMinutes)
    .default(60),
  // The slowest format (PDF) takes about 0.3 s per 2-hour transcript on a 2-core machine
  // (api/bench/documents.ts): 10 hours of media answer within about 1.5 s, DOCX within 0.4 s.
  BULK_DOWNLOAD_IMMEDIATE_SECONDS: z.coerce
    .number(zipSeconds)
    .int(zipSeconds)
    .min(0, zipSeconds)
    .max(360_000, zipSeconds)
    .default(36_000),
  FFMPEG_PATH: z.string().optional(),
  HUBSPOT_ACCESS_TOKEN: z.string().optional(),
  HUBSPOT_API_URL: z
    .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
    .default('https://api.hubapi.com'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
    .optional(),
  S2T_URL: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).optional(),
  S2T_API_KEY: z.string().optional(),
  S2T_MODEL: z.string().trim().min(1).default('whisper-1'),
  S2T_PART_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(100_000, { error: 'expected at least 100000 bytes' })
    .default(S2T_PART_MAX_BYTES),
  S2T_PART_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(10, { error: 'expected at least 10 seconds' })
    .default(S2T_PART_MAX_SECONDS),
  S2T_CALLBACK_SECRET: z
    .string()
    .min(32, { error: 'expected a secret of at least 32 characters' })
    .optional(),
  CHAT_APP_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'expected letters, digits, - or _' })
    .optional(),
  CHAT_WIDGET_URL: z
    .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
    .optional(),
});

const stripeVariables = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

/** The variables as set, before any check: what one needs of the others is read from these. */
type SetVars = Record<string, string | undefined>;

/** All three Stripe keys, or none (card payment off); one or two set is a mistake. */
function stripeProblems(vars: SetVars): string[] {
  const set = stripeVariables.filter((name) => vars[name]);
  if (set.length === 0 || set.length === stripeVariables.length) return [];
  return stripeVariables
    .filter((name) => !vars[name])
    .map(
      (name) =>
        `Invalid environment variable ${name}: required for card payment when ${set.join(' and ')} ${set.length === 1 ? 'is' : 'are'} set`,
    );
}

function stripeConfig(vars: EnvVars): StripeConfig | undefined {
  if (!vars.STRIPE_SECRET_KEY || !vars.STRIPE_PUBLISHABLE_KEY || !vars.STRIPE_WEBHOOK_SECRET)
    return undefined;
  return {
    secretKey: vars.STRIPE_SECRET_KEY,
    publishableKey: vars.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
    apiUrl: vars.STRIPE_API_URL,
  };
}

const twilioAccount = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const;
const twilioSenders = ['TWILIO_FROM', 'TWILIO_MESSAGING_SERVICE_SID'] as const;

/** Twilio's account SID, auth token and a sender go together: some without the rest is a mistake. */
function twilioProblems(vars: SetVars): string[] {
  const set = [...twilioAccount, ...twilioSenders].filter((name) => vars[name]);
  if (set.length === 0) return [];
  const missing: string[] = twilioAccount.filter((name) => !vars[name]);
  if (!twilioSenders.some((name) => vars[name]))
    missing.push('TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)');
  const when = `${set.join(' and ')} ${set.length === 1 ? 'is' : 'are'} set`;
  return missing.map(
    (name) => `Invalid environment variable ${name}: required for SMS when ${when}`,
  );
}

function twilioConfig(vars: EnvVars): TwilioConfig | undefined {
  if (!vars.TWILIO_ACCOUNT_SID || !vars.TWILIO_AUTH_TOKEN) return undefined;
  return {
    url: vars.TWILIO_API_URL.replace(/\/+$/, ''),
    accountSid: vars.TWILIO_ACCOUNT_SID,
    authToken: vars.TWILIO_AUTH_TOKEN,
    from: vars.TWILIO_FROM,
    messagingServiceSid: vars.TWILIO_MESSAGING_SERVICE_SID,
  };
}

/** A key without the engine it is for is a mistake (an engine may take no key). */
function speechToTextProblems(vars: SetVars): string[] {
  if (vars.S2T_API_KEY && !vars.S2T_URL)
    return ['Invalid environment variable S2T_URL: required when S2T_API_KEY is set'];
  return [];
}

function speechToTextConfig(vars: EnvVars): SpeechToTextConfig | undefined {
  if (!vars.S2T_URL) return undefined;
  return {
    url: vars.S2T_URL.replace(/\/+$/, ''),
    apiKey: vars.S2T_API_KEY || undefined,
    model: vars.S2T_MODEL,
    partMaxBytes: vars.S2T_PART_MAX_BYTES,
    partMaxSeconds: vars.S2T_PART_MAX_SECONDS,
    callbackSecret: vars.S2T_CALLBACK_SECRET,
  };
}

/** A widget URL without an app id to boot it with is a mistake. */
function chatProblems(vars: SetVars): string[] {
  if (vars.CHAT_WIDGET_URL && !vars.CHAT_APP_ID)
    return ['Invalid environment variable CHAT_APP_ID: required when CHAT_WIDGET_URL is set'];
  return [];
}

function demoDataProblems(vars: SetVars): string[] {
  if (vars.DEMO_DATA === 'true' && isProduction(vars))
    return ['Invalid environment variable DEMO_DATA: demo data is never made in production'];
  return [];
}

function chatConfig(vars: EnvVars): ChatConfig | undefined {
  if (!vars.CHAT_APP_ID) return undefined;
  return {
    appId: vars.CHAT_APP_ID,
    widgetUrl: vars.CHAT_WIDGET_URL ?? `https://widget.intercom.io/widget/${vars.CHAT_APP_ID}`,
  };
}

/** A 32-byte key written as 64 hex digits or as base64; anything else is not a key. */
function keyBytes(value: string): Buffer | undefined {
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  const decoded = Buffer.from(value, 'base64');
  return decoded.length === 32 ? decoded : undefined;
}

type EnvVars = z.infer<typeof envSchema>;

/** The ffmpeg binary shipped in @ffmpeg-installer's package for this platform, if there is one. */
function bundledFfmpeg(): string | undefined {
  try {
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    // It throws (a string) on a platform it has no binary for.
    return undefined;
  }
}

function ffmpegOf(configured: string | undefined, pathVariable: string | undefined) {
  // missingVariables has refused a machine with none.
  const { path, origin } = chooseFfmpeg(configured, pathVariable, bundledFfmpeg)!;
  return { ffmpegPath: path, ffmpegOrigin: origin };
}

function socialProviders(vars: EnvVars): SocialProviders {
  const google =
    vars.GOOGLE_CLIENT_ID && vars.GOOGLE_CLIENT_SECRET
      ? {
          clientId: vars.GOOGLE_CLIENT_ID,
          clientSecret: vars.GOOGLE_CLIENT_SECRET,
          issuer: vars.GOOGLE_ISSUER,
        }
      : undefined;
  const facebook =
    vars.FACEBOOK_CLIENT_ID && vars.FACEBOOK_CLIENT_SECRET
      ? {
          clientId: vars.FACEBOOK_CLIENT_ID,
          clientSecret: vars.FACEBOOK_CLIENT_SECRET,
          dialogUrl: vars.FACEBOOK_DIALOG_URL,
          graphUrl: vars.FACEBOOK_GRAPH_URL,
        }
      : undefined;
  return { ...(google && { google }), ...(facebook && { facebook }) };
}

/** Local files unless S3 is chosen: STORAGE=s3, or S3_BUCKET set without STORAGE. */
function storageKind<Kind extends string>(vars: {
  STORAGE?: Kind | undefined;
  S3_BUCKET?: string | undefined;
}): Kind | 'local' | 's3' {
  return vars.STORAGE ?? (vars.S3_BUCKET ? 's3' : 'local');
}

// Outside production the demo accounts' published passwords work: only this machine may reach
// them unless HOST says otherwise. Production sits behind its load balancer on every interface.
const LOOPBACK = '127.0.0.1';
const ALL_INTERFACES = '0.0.0.0';

/** NODE_ENV or PORTAL_ENV is production. */
const isProduction = (vars: { NODE_ENV?: string; PORTAL_ENV?: string | undefined }): boolean =>
  vars.NODE_ENV === 'production' || vars.PORTAL_ENV === 'production';

const requiredInProduction = [
  'OAUTH_CLIENT_SECRET',
  'ACCESS_TOKEN_SECRET',
  'MFA_ENCRYPTION_KEY',
  'RECAPTCHA_SECRET',
  // Activation and reset links must reach people: no outbox in production.
  'SMTP_URL',
  // Links in mail never follow a request's Host header, so the origin must be known.
  'PORTAL_URL',
] as const;

/**
 * Variables that others make necessary: a bucket for S3, the Stripe keys together, real secrets
 * in production. Read from what is set, so that a bad value elsewhere hides none of them.
 */
function missingVariables(vars: SetVars): string[] {
  const problems = [
    ...stripeProblems(vars),
    ...speechToTextProblems(vars),
    ...twilioProblems(vars),
    ...chatProblems(vars),
    ...demoDataProblems(vars),
  ];
  if (!chooseFfmpeg(vars.FFMPEG_PATH, vars.PATH, bundledFfmpeg))
    problems.push(
      'Invalid environment variable FFMPEG_PATH: required where @ffmpeg-installer/ffmpeg has no binary for this platform and PATH has no ffmpeg 5 or newer',
    );
  const kind = storageKind(vars);
  if (kind === 's3' && !vars.S3_BUCKET)
    problems.push('Invalid environment variable S3_BUCKET: required when STORAGE is s3');
  if (!isProduction(vars)) return problems;
  const missing: string[] = requiredInProduction.filter((name) => !vars[name]);
  // Signed storage URLs must not change with the machine's data folder.
  if (kind === 'local' && !vars.STORAGE_SIGNING_SECRET) missing.push('STORAGE_SIGNING_SECRET');
  return [
    ...problems,
    ...missing.map((name) => `Invalid environment variable ${name}: required in production`),
  ];
}

function storageConfig(vars: EnvVars, env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  if (storageKind(vars) === 'local')
    return {
      kind: 'local',
      root: join(dataDir, 'media'),
      signingSecret:
        vars.STORAGE_SIGNING_SECRET ?? persistedSecret(dataDir, 'storageSigningSecret'),
    };
  return {
    kind: 's3',
    bucket: vars.S3_BUCKET ?? '',
    region: vars.S3_REGION ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1',
    endpoint: vars.S3_ENDPOINT,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
  };
}

const issueLines = (error: z.ZodError): string[] =>
  error.issues.map(
    (issue) => `Invalid environment variable ${String(issue.path[0])}: ${issue.message}`,
  );

/**
 * Reads and checks the environment once at start; every problem is reported at once, bad values
 * and missing variables alike, so one start names all there is to fix.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=`) means "not set", as in most deployment tools.
  const set: SetVars = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(set);
  const features = featureOverridesFrom(set);
  const remotes = remoteManifestUrlsFrom(set);
  const problems = [
    ...(parsed.success ? [] : issueLines(parsed.error)),
    ...features.problems,
    ...remotes.problems,
    ...missingVariables(set),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);

  const vars = parsed.data;
  const portalEnv = vars.PORTAL_ENV ?? (vars.NODE_ENV === 'production' ? 'production' : 'local');
  const production = isProduction(vars);
  const dataDir = fromRepoRoot(vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST ?? (production ? ALL_INTERFACES : LOOPBACK),
    nodeEnv: vars.NODE_ENV,
    portalEnv,
    production,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    demoData: !production && (vars.DEMO_DATA ?? !vars.DATABASE_URL),
    oauthClientSecret: vars.OAUTH_CLIENT_SECRET ?? 'portal-web-secret',
    accessTokenSecret: vars.ACCESS_TOKEN_SECRET ?? persistedSecret(dataDir, 'accessTokenSecret'),
    logLevel: vars.LOG_LEVEL,
    maintenance: vars.MAINTENANCE,
    trustProxy: vars.TRUST_PROXY,
    featureOverrides: features.overrides,
    remotes: remotes.urls,
    staticRoot: fromRepoRoot(vars.STATIC_ROOT),
    site: { url: vars.SITE_URL, phone: vars.SITE_PHONE },
    portalUrl: new URL(vars.PORTAL_URL ?? `http://localhost:${vars.PORT}`).origin,
    vatPercent: vars.VAT_PERCENT,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    recaptcha: vars.RECAPTCHA_SECRET
      ? {
          secret: vars.RECAPTCHA_SECRET,
          siteKey: vars.RECAPTCHA_SITE_KEY,
          verifyUrl: vars.RECAPTCHA_VERIFY_URL,
        }
      : undefined,
    mfaEncryptionKey:
      keyBytes(vars.MFA_ENCRYPTION_KEY ?? '') ??
      Buffer.from(persistedSecret(dataDir, 'mfaEncryptionKey', 32), 'base64url'),
    sms: twilioConfig(vars),
    social: socialProviders(vars),
    storage: storageConfig(vars, env, dataDir),
    maxUploadBytes: vars.MAX_UPLOAD_BYTES,
    pendingMediaMaxHours: vars.PENDING_MEDIA_MAX_HOURS,
    mediaImportTimeoutMs: vars.MEDIA_IMPORT_TIMEOUT_SECONDS * 1000,
    outboundLoopbackAllowed: false,
    liveMaxOverlappingSessions: vars.LIVE_MAX_OVERLAPPING_SESSIONS,
    liveReminderMinutes: vars.LIVE_REMINDER_MINUTES,
    bulkDownloadImmediateSeconds: vars.BULK_DOWNLOAD_IMMEDIATE_SECONDS,
    stripe: stripeConfig(vars),
    ...ffmpegOf(vars.FFMPEG_PATH, env.PATH),
    speechToText: speechToTextConfig(vars),
    crm: vars.HUBSPOT_ACCESS_TOKEN
      ? { url: vars.HUBSPOT_API_URL.replace(/\/+$/, ''), accessToken: vars.HUBSPOT_ACCESS_TOKEN }
      : undefined,
    chat: chatConfig(vars),
  };
}
