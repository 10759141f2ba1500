import { z } from 'zod';
import { portalEnvironments, type PortalEnvironment } from '@portal/contracts';
import type { FeatureFlags, RemotesManifest } from '@portal/contracts';
import { featureOverridesFrom, remoteManifestUrlsFrom } from './config-prefixed.ts';
import { persistedSecret } from './lib/persisted-secret.ts';
import { fromRepoRoot } from './paths.ts';

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
  oauthClientSecret: string;
  accessTokenSecret: string;
  logLevel: (typeof logLevels)[number];
  maintenance: boolean;
  trustProxy: boolean;
  featureOverrides: Partial<FeatureFlags>;
  remotes: RemotesManifest;
  staticRoot: string;
  site: { url: string; phone: string };
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

const port = { error: 'expected a port number 1-65535' };

const envSchema = z.object({
  PORT: z.coerce.number(port).int(port).min(1, port).max(65535, port).default(8080),
  HOST: z.string().default('0.0.0.0'),
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
  TRUST_PROXY: trueOrFalse.default(false),
  STATIC_ROOT: z.string().default('.'),
  SITE_URL: z.url({ error: 'expected an absolute URL' }).default('https://transcription.example'),
  SITE_PHONE: z.string().default('+44 20 7946 0000'),
});

const issueLines = (error: z.ZodError): string[] =>
  error.issues.map(
    (issue) => `Invalid environment variable ${String(issue.path[0])}: ${issue.message}`,
  );

/** Reads and checks the environment once at start; every problem is reported, not just the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=`) means "not set", as in most deployment tools.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(set);
  const features = featureOverridesFrom(set);
  const remotes = remoteManifestUrlsFrom(set);
  const problems = [
    ...(parsed.success ? [] : issueLines(parsed.error)),
    ...features.problems,
    ...remotes.problems,
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);

  const vars = parsed.data;
  const portalEnv = vars.PORTAL_ENV ?? (vars.NODE_ENV === 'production' ? 'production' : 'local');
  const production = vars.NODE_ENV === 'production' || portalEnv === 'production';
  if (production) {
    const missing = (['OAUTH_CLIENT_SECRET', 'ACCESS_TOKEN_SECRET'] as const).filter(
      (n) => !vars[n],
    );
    if (missing.length > 0) {
      throw new ConfigError(
        missing.map((name) => `Invalid environment variable ${name}: required in production`),
      );
    }
  }
  const dataDir = fromRepoRoot(vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    nodeEnv: vars.NODE_ENV,
    portalEnv,
    production,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    oauthClientSecret: vars.OAUTH_CLIENT_SECRET ?? 'portal-web-secret',
    accessTokenSecret: vars.ACCESS_TOKEN_SECRET ?? persistedSecret(dataDir, 'accessTokenSecret'),
    logLevel: vars.LOG_LEVEL,
    maintenance: vars.MAINTENANCE,
    trustProxy: vars.TRUST_PROXY,
    featureOverrides: features.overrides,
    remotes: remotes.urls,
    staticRoot: fromRepoRoot(vars.STATIC_ROOT),
    site: { url: vars.SITE_URL, phone: vars.SITE_PHONE },
  };
}
