import Fastify from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { repoRoot } from './paths.ts';
import { tempDirsForFile } from './test/helper.ts';

const dataDir = tempDirsForFile('portal-config-');
const keys = {
  ACCESS_TOKEN_SECRET: 's'.repeat(32),
  MFA_ENCRYPTION_KEY: 'ab'.repeat(32),
  STORAGE_SIGNING_SECRET: 'g'.repeat(32),
};
const base = () => ({ DATA_DIR: dataDir(), ...keys });
/** The least a production start needs. */
const production = {
  ...keys,
  NODE_ENV: 'production',
  OAUTH_CLIENT_SECRET: 'x',
  RECAPTCHA_SECRET: 'r',
  SMTP_URL: 'smtp://mail.example',
  PORTAL_URL: 'https://portal.example',
};
const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message.split('\n');
    throw error;
  }
  return [];
};

test('defaults describe a local server on port 8080 with the embedded database', () => {
  const config = loadConfig(keys);
  expect(config).toMatchObject({
    port: 8080,
    host: '127.0.0.1',
    portalEnv: 'local',
    production: false,
    databaseUrl: undefined,
    oauthClientSecret: 'portal-web-secret',
    logLevel: 'info',
    maintenance: false,
    featureOverrides: {},
    dataDir: join(repoRoot, '.data'),
    staticRoot: join(repoRoot, '.'),
    smtpUrl: undefined,
    recaptcha: undefined,
    sms: undefined,
    social: {},
  });
  expect(config.remotes['mf-admin']).toBe('/mf/mf-admin/mf-manifest.json');
});

test('relative paths hang off the repository root, not the working directory', () => {
  const config = loadConfig({ ...base(), DATA_DIR: 'tmp/data', STATIC_ROOT: 'build' });
  expect(config.dataDir).toBe(join(repoRoot, 'tmp/data'));
  expect(config.staticRoot).toBe(join(repoRoot, 'build'));
});

test('NODE_ENV=production means the production portal unless PORTAL_ENV says otherwise', () => {
  expect(loadConfig(production).portalEnv).toBe('production');
  expect(loadConfig({ ...production, PORTAL_ENV: 'e2e' })).toMatchObject({
    portalEnv: 'e2e',
    production: true,
  });
  expect(loadConfig({ ...base(), PORTAL_ENV: 'e2e' })).toMatchObject({
    portalEnv: 'e2e',
    production: false,
  });
});

test('the server listens on this machine only outside production, on every interface in it, unless HOST says', () => {
  expect(loadConfig(base()).host).toBe('127.0.0.1');
  expect(loadConfig({ ...base(), PORTAL_ENV: 'e2e' }).host).toBe('127.0.0.1');
  expect(loadConfig(production).host).toBe('0.0.0.0');
  expect(loadConfig({ ...base(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
});

test('each bad value is reported with the variable it came from', () => {
  expect(
    problemsOf({
      ...base(),
      PORT: '99999',
      PORTAL_ENV: 'staging',
      DATABASE_URL: 'mysql://x',
      LOG_LEVEL: 'loud',
      MAINTENANCE: 'yes',
      ACCESS_TOKEN_SECRET: 'short',
    }),
  ).toEqual([
    'Invalid environment variable PORT: expected a port number 1-65535',
    'Invalid environment variable PORTAL_ENV: expected production, local or e2e',
    'Invalid environment variable DATABASE_URL: expected a postgres:// connection URL',
    'Invalid environment variable ACCESS_TOKEN_SECRET: expected an HS256 key of at least 32 characters',
    'Invalid environment variable LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent',
    'Invalid environment variable MAINTENANCE: expected true or false',
  ]);
  expect(problemsOf({ ...base(), PORT: 'http' })).toEqual([
    'Invalid environment variable PORT: expected a port number 1-65535',
  ]);
  expect(problemsOf({ ...base(), PORT: '' })).toEqual([]);
});

test('TRUST_PROXY believes every hop, none, or the proxies listed', () => {
  const trusted = (value?: string) => loadConfig({ ...base(), TRUST_PROXY: value }).trustProxy;
  expect(trusted()).toBe(false);
  expect(trusted('true')).toBe(true);
  expect(trusted('false')).toBe(false);
  expect(trusted('10.0.0.0/8, loopback,2001:db8::1')).toEqual([
    '10.0.0.0/8',
    'loopback',
    '2001:db8::1',
  ]);
  for (const bad of [
    'yes',
    // A count of hops: Fastify would trust none of them.
    '1',
    '10.0.0.0/33',
    '10.0.0.300',
    'proxy.example',
    '10.0.0.1,',
  ])
    expect(problemsOf({ ...base(), TRUST_PROXY: bad })).toEqual([
      'Invalid environment variable TRUST_PROXY: expected true, false or a comma-separated list of proxy addresses',
    ]);
});

test('behind one load balancer that appends to X-Forwarded-For, TRUST_PROXY naming it ignores what the client sent', async () => {
  const addressOf = async (value: string) => {
    const app = Fastify({ trustProxy: loadConfig({ ...base(), TRUST_PROXY: value }).trustProxy });
    app.get('/', (request) => request.ip);
    // The client wrote the first entry; the load balancer (the socket's peer) appended the second.
    const response = await app.inject({
      url: '/',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' },
    });
    await app.close();
    return response.body;
  };
  expect(await addressOf('10.0.0.0/8')).toBe('203.0.113.7');
  expect(await addressOf('10.0.0.2')).toBe('203.0.113.7');
  expect(await addressOf('true')).toBe('198.51.100.1');
  expect(await addressOf('false')).toBe('10.0.0.2');
});

test('VAT_PERCENT is a whole percentage, 20 unless set', () => {
  expect(loadConfig(base()).vatPercent).toBe(20);
  expect(loadConfig({ ...base(), VAT_PERCENT: '0' }).vatPercent).toBe(0);
  expect(loadConfig({ ...base(), VAT_PERCENT: '17' }).vatPercent).toBe(17);
  for (const bad of ['twenty', '17.5', '-1', '101'])
    expect(problemsOf({ ...base(), VAT_PERCENT: bad })).toEqual([
      'Invalid environment variable VAT_PERCENT: expected a whole percentage 0-100',
    ]);
});

test('live sessions are reminded of 60 minutes before, unless LIVE_REMINDER_MINUTES says', () => {
  expect(loadConfig(base()).liveReminderMinutes).toBe(60);
  expect(loadConfig({ ...base(), LIVE_REMINDER_MINUTES: '30' }).liveReminderMinutes).toBe(30);
  for (const bad of ['an hour', '7.5', '9', '1441'])
    expect(problemsOf({ ...base(), LIVE_REMINDER_MINUTES: bad })).toEqual([
      'Invalid environment variable LIVE_REMINDER_MINUTES: expected a whole number of minutes from 10 to 1440',
    ]);
});

test('zips of up to ten hours of media are made at once, unless BULK_DOWNLOAD_IMMEDIATE_SECONDS says', () => {
  expect(loadConfig(base()).bulkDownloadImmediateSeconds).toBe(36_000);
  expect(
    loadConfig({ ...base(), BULK_DOWNLOAD_IMMEDIATE_SECONDS: '0' }).bulkDownloadImmediateSeconds,
  ).toBe(0);
  for (const bad of ['ten hours', '1.5', '-1', '360001'])
    expect(problemsOf({ ...base(), BULK_DOWNLOAD_IMMEDIATE_SECONDS: bad })).toEqual([
      'Invalid environment variable BULK_DOWNLOAD_IMMEDIATE_SECONDS: expected a whole number of seconds from 0 to 360000',
    ]);
});

test('demo data: the embedded database has it, PostgreSQL only with DEMO_DATA=true', () => {
  const postgres = { ...base(), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal' };
  expect(loadConfig(base()).demoData).toBe(true);
  expect(loadConfig({ ...base(), DEMO_DATA: 'false' }).demoData).toBe(false);
  expect(loadConfig(postgres).demoData).toBe(false);
  expect(loadConfig({ ...postgres, DEMO_DATA: 'true' }).demoData).toBe(true);
  expect(problemsOf({ ...base(), DEMO_DATA: 'yes' })).toEqual([
    'Invalid environment variable DEMO_DATA: expected true or false',
  ]);
  expect(problemsOf({ ...base(), NODE_ENV: 'production', DEMO_DATA: 'true' })).toContain(
    'Invalid environment variable DEMO_DATA: demo data is never made in production',
  );
});

test('production requires real secrets', () => {
  expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
    'Invalid environment variable OAUTH_CLIENT_SECRET: required in production',
    'Invalid environment variable ACCESS_TOKEN_SECRET: required in production',
    'Invalid environment variable MFA_ENCRYPTION_KEY: required in production',
    'Invalid environment variable RECAPTCHA_SECRET: required in production',
    'Invalid environment variable SMTP_URL: required in production',
    'Invalid environment variable PORTAL_URL: required in production',
    'Invalid environment variable STORAGE_SIGNING_SECRET: required in production',
  ]);
  expect(problemsOf({ ...keys, PORTAL_ENV: 'production', OAUTH_CLIENT_SECRET: 'x' })).toEqual([
    'Invalid environment variable RECAPTCHA_SECRET: required in production',
    'Invalid environment variable SMTP_URL: required in production',
    'Invalid environment variable PORTAL_URL: required in production',
  ]);
});

test('one start names every bad and every missing variable of a production environment', () => {
  const error = (() => {
    try {
      loadConfig({
        NODE_ENV: 'production',
        PORT: 'eighty',
        ACCESS_TOKEN_SECRET: 'short',
        SMTP_URL: 'mail.example',
        STORAGE: 's3',
        FEATURE_NO_SUCH_FLAG: 'on',
        STRIPE_SECRET_KEY: 'sk_live_1',
      });
    } catch (thrown) {
      return thrown;
    }
  })();
  expect(error).toBeInstanceOf(ConfigError);
  expect((error as ConfigError).message.split('\n')).toEqual([
    'Invalid environment variable PORT: expected a port number 1-65535',
    'Invalid environment variable ACCESS_TOKEN_SECRET: expected an HS256 key of at least 32 characters',
    'Invalid environment variable SMTP_URL: expected an smtp:// or smtps:// URL',
    'Invalid environment variable FEATURE_NO_SUCH_FLAG: no such feature flag',
    'Invalid environment variable STRIPE_PUBLISHABLE_KEY: required for card payment when STRIPE_SECRET_KEY is set',
    'Invalid environment variable STRIPE_WEBHOOK_SECRET: required for card payment when STRIPE_SECRET_KEY is set',
    'Invalid environment variable S3_BUCKET: required when STORAGE is s3',
    'Invalid environment variable OAUTH_CLIENT_SECRET: required in production',
    'Invalid environment variable MFA_ENCRYPTION_KEY: required in production',
    'Invalid environment variable RECAPTCHA_SECRET: required in production',
    'Invalid environment variable PORTAL_URL: required in production',
  ]);
  // A production named by a PORTAL_ENV of its own is one too, whatever else is wrong.
  expect(problemsOf({ ...keys, PORTAL_ENV: 'production', LOG_LEVEL: 'loud' })).toEqual([
    'Invalid environment variable LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent',
    'Invalid environment variable OAUTH_CLIENT_SECRET: required in production',
    'Invalid environment variable RECAPTCHA_SECRET: required in production',
    'Invalid environment variable SMTP_URL: required in production',
    'Invalid environment variable PORTAL_URL: required in production',
  ]);
});

test("PORTAL_URL is the origin of the portal's links, this server's own unless set", () => {
  expect(loadConfig(base()).portalUrl).toBe('http://localhost:8080');
  expect(loadConfig({ ...base(), PORT: '9000' }).portalUrl).toBe('http://localhost:9000');
  expect(loadConfig({ ...base(), PORTAL_URL: 'https://portal.example/' }).portalUrl).toBe(
    'https://portal.example',
  );
  expect(problemsOf({ ...base(), PORTAL_URL: 'portal.example' })).toEqual([
    'Invalid environment variable PORTAL_URL: expected an absolute URL',
  ]);
});

test('outside production the keys are generated once and kept in DATA_DIR', () => {
  const dir = dataDir();
  const first = loadConfig({ DATA_DIR: dir });
  expect(first.accessTokenSecret.length).toBeGreaterThanOrEqual(32);
  expect(first.mfaEncryptionKey).toHaveLength(32);
  const again = loadConfig({ DATA_DIR: dir });
  expect(again.accessTokenSecret).toBe(first.accessTokenSecret);
  expect(again.mfaEncryptionKey.equals(first.mfaEncryptionKey)).toBe(true);
  expect(first.storage).toEqual({
    kind: 'local',
    root: join(dir, 'media'),
    signingSecret: expect.stringMatching(/^.{32,}$/),
  });
  expect(again.storage).toEqual(first.storage);
  expect(Object.keys(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')))).toEqual([
    'accessTokenSecret',
    'mfaEncryptionKey',
    'storageSigningSecret',
  ]);
  expect(loadConfig({ DATA_DIR: dataDir() }).accessTokenSecret).not.toBe(first.accessTokenSecret);
});

test('configured keys are used as given and nothing is written', () => {
  const dir = dataDir();
  const config = loadConfig({ DATA_DIR: dir, ...keys, ACCESS_TOKEN_SECRET: 'k'.repeat(40) });
  expect(config.accessTokenSecret).toBe('k'.repeat(40));
  expect(config.mfaEncryptionKey.toString('hex')).toBe('ab'.repeat(32));
  expect(
    loadConfig({ ...base(), MFA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') })
      .mfaEncryptionKey,
  ).toEqual(Buffer.alloc(32, 7));
  expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
  expect(problemsOf({ ...base(), MFA_ENCRYPTION_KEY: 'short' })).toEqual([
    'Invalid environment variable MFA_ENCRYPTION_KEY: expected 32 bytes, as 64 hex digits or base64',
  ]);
});

test('a social provider is on only with both its client id and secret', () => {
  expect(loadConfig({ ...base(), GOOGLE_CLIENT_ID: 'g' }).social).toEqual({});
  expect(
    loadConfig({ ...base(), GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' }).social,
  ).toEqual({
    google: { clientId: 'g', clientSecret: 's', issuer: 'https://accounts.google.com' },
  });
});

test('FEATURE_<FLAG>=on|off overrides one flag', () => {
  const config = loadConfig({
    ...base(),
    FEATURE_LIVE_NOTETAKING: 'off',
    FEATURE_THIRTY_DAY_PROJECT: 'on',
  });
  expect(config.featureOverrides).toEqual({ liveNotetaking: false, thirtyDayProject: true });
  expect(
    problemsOf({ ...base(), FEATURE_LIVE_NOTETAKING: 'false', FEATURE_TELEPORT: 'on' }),
  ).toEqual([
    'Invalid environment variable FEATURE_LIVE_NOTETAKING: expected on or off',
    'Invalid environment variable FEATURE_TELEPORT: no such feature flag',
  ]);
});

test('REMOTE_<NAME>_URL moves one remote', () => {
  const url = 'https://cdn.example.com/library/mf-manifest.json';
  const config = loadConfig({ ...base(), REMOTE_MF_CLIENT_LIBRARY_URL: url });
  expect(config.remotes['mf-client-library']).toBe(url);
  expect(config.remotes['mf-editor']).toBe('/mf/mf-editor/mf-manifest.json');
  expect(
    problemsOf({ ...base(), REMOTE_MF_EDITOR_URL: 'ftp://x', REMOTE_MF_CHAT_URL: '/x' }),
  ).toEqual([
    'Invalid environment variable REMOTE_MF_EDITOR_URL: expected an http(s) URL or a path',
    'Invalid environment variable REMOTE_MF_CHAT_URL: no such remote',
  ]);
});

test('media storage is local files unless S3 is chosen, and every setting is checked', () => {
  const local = loadConfig(base());
  expect(local.storage).toMatchObject({ kind: 'local', signingSecret: 'g'.repeat(32) });
  expect(local.maxUploadBytes).toBe(5 * 1024 ** 3);
  expect(local.pendingMediaMaxHours).toBe(24);
  expect(loadConfig({ ...base(), S3_BUCKET: 'media', AWS_REGION: 'eu-west-2' }).storage).toEqual({
    kind: 's3',
    bucket: 'media',
    region: 'eu-west-2',
    endpoint: undefined,
    forcePathStyle: false,
  });
  expect(
    loadConfig({
      ...base(),
      STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    }).storage,
  ).toEqual({
    kind: 's3',
    bucket: 'media',
    region: 'auto',
    endpoint: 'http://127.0.0.1:9000',
    forcePathStyle: true,
  });
  // STORAGE=local wins over a bucket left in the environment.
  expect(loadConfig({ ...base(), STORAGE: 'local', S3_BUCKET: 'media' }).storage.kind).toBe(
    'local',
  );
  expect(
    problemsOf({
      ...base(),
      STORAGE: 'disk',
      STORAGE_SIGNING_SECRET: 'short',
      S3_ENDPOINT: 'minio:9000',
      S3_FORCE_PATH_STYLE: 'yes',
      MAX_UPLOAD_BYTES: '0',
      PENDING_MEDIA_MAX_HOURS: '1.5',
    }),
  ).toEqual([
    'Invalid environment variable STORAGE: expected local or s3',
    'Invalid environment variable STORAGE_SIGNING_SECRET: expected a key of at least 32 characters',
    'Invalid environment variable S3_ENDPOINT: expected an http:// or https:// URL',
    'Invalid environment variable S3_FORCE_PATH_STYLE: expected true or false',
    'Invalid environment variable MAX_UPLOAD_BYTES: expected a whole number of bytes from 1 to 104857600000',
    'Invalid environment variable PENDING_MEDIA_MAX_HOURS: expected a whole number of hours from 1 to 720',
  ]);
  expect(problemsOf({ ...base(), STORAGE: 's3' })).toEqual([
    'Invalid environment variable S3_BUCKET: required when STORAGE is s3',
  ]);
  expect(loadConfig({ ...base(), MAX_UPLOAD_BYTES: '1048576' }).maxUploadBytes).toBe(1_048_576);
});

test('card payment needs all three Stripe keys, or none; STRIPE_API_URL is an http(s) URL', () => {
  expect(loadConfig(base()).stripe).toBeUndefined();
  const all = {
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
  };
  expect(loadConfig({ ...base(), ...all }).stripe).toEqual({
    secretKey: 'sk_test_1',
    publishableKey: 'pk_test_1',
    webhookSecret: 'whsec_1',
    apiUrl: undefined,
  });
  expect(
    loadConfig({ ...base(), ...all, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.apiUrl,
  ).toBe('http://127.0.0.1:12111');
  expect(problemsOf({ ...base(), STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual([
    'Invalid environment variable STRIPE_PUBLISHABLE_KEY: required for card payment when STRIPE_SECRET_KEY is set',
    'Invalid environment variable STRIPE_WEBHOOK_SECRET: required for card payment when STRIPE_SECRET_KEY is set',
  ]);
  expect(
    problemsOf({ ...base(), ...all, STRIPE_WEBHOOK_SECRET: '', STRIPE_API_URL: 'ftp://x' }),
  ).toEqual([
    'Invalid environment variable STRIPE_API_URL: expected an http:// or https:// URL',
    'Invalid environment variable STRIPE_WEBHOOK_SECRET: required for card payment when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set',
  ]);
  expect(problemsOf({ ...base(), ...all, STRIPE_WEBHOOK_SECRET: '' })).toEqual([
    'Invalid environment variable STRIPE_WEBHOOK_SECRET: required for card payment when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set',
  ]);
});

test('speech-to-text asks the engine at S2T_URL, with its key if any; a key needs the URL', () => {
  expect(loadConfig(base()).speechToText).toBeUndefined();
  const engine = { S2T_URL: 'https://api.openai.com/', S2T_API_KEY: 'sk-1' };
  expect(loadConfig({ ...base(), ...engine }).speechToText).toEqual({
    url: 'https://api.openai.com',
    apiKey: 'sk-1',
    model: 'whisper-1',
    partMaxBytes: 25 * 1024 * 1024,
    partMaxSeconds: 600,
    callbackSecret: undefined,
  });
  // whisper.cpp's server on the client's own machine takes no key.
  const local = {
    S2T_URL: 'http://127.0.0.1:8080',
    S2T_MODEL: 'large-v3',
    S2T_PART_MAX_BYTES: '10000000',
    S2T_PART_MAX_SECONDS: '300',
  };
  expect(loadConfig({ ...base(), ...local }).speechToText).toMatchObject({
    apiKey: undefined,
    model: 'large-v3',
    partMaxBytes: 10_000_000,
    partMaxSeconds: 300,
  });
  expect(problemsOf({ ...base(), S2T_API_KEY: 'sk-1', S2T_CALLBACK_SECRET: 'short' })).toEqual([
    'Invalid environment variable S2T_CALLBACK_SECRET: expected a secret of at least 32 characters',
    'Invalid environment variable S2T_URL: required when S2T_API_KEY is set',
  ]);
  expect(problemsOf({ ...base(), ...engine, S2T_URL: 'ftp://x' })).toEqual([
    'Invalid environment variable S2T_URL: expected an http:// or https:// URL',
  ]);
  expect(problemsOf({ ...base(), ...engine, S2T_PART_MAX_SECONDS: '5' })).toEqual([
    'Invalid environment variable S2T_PART_MAX_SECONDS: expected at least 10 seconds',
  ]);
});

test('SMS goes by Twilio with an account SID, its auth token and a sender, at its API unless another URL is named', () => {
  const account = { TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`, TWILIO_AUTH_TOKEN: 'token-1' };
  expect(loadConfig(base()).sms).toBeUndefined();
  expect(loadConfig({ ...base(), ...account, TWILIO_FROM: '+15005550006' }).sms).toEqual({
    url: 'https://api.twilio.com',
    accountSid: account.TWILIO_ACCOUNT_SID,
    authToken: 'token-1',
    from: '+15005550006',
    messagingServiceSid: undefined,
  });
  const standIn = {
    ...account,
    TWILIO_MESSAGING_SERVICE_SID: `MG${'b2'.repeat(16)}`,
    TWILIO_API_URL: 'http://127.0.0.1:9002/',
  };
  expect(loadConfig({ ...base(), ...standIn }).sms).toMatchObject({
    url: 'http://127.0.0.1:9002',
    from: undefined,
    messagingServiceSid: standIn.TWILIO_MESSAGING_SERVICE_SID,
  });
  expect(problemsOf({ ...base(), TWILIO_ACCOUNT_SID: account.TWILIO_ACCOUNT_SID })).toEqual([
    'Invalid environment variable TWILIO_AUTH_TOKEN: required for SMS when TWILIO_ACCOUNT_SID is set',
    'Invalid environment variable TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID): required for SMS when TWILIO_ACCOUNT_SID is set',
  ]);
  expect(problemsOf({ ...base(), TWILIO_FROM: '+15005550006' })).toEqual([
    'Invalid environment variable TWILIO_ACCOUNT_SID: required for SMS when TWILIO_FROM is set',
    'Invalid environment variable TWILIO_AUTH_TOKEN: required for SMS when TWILIO_FROM is set',
  ]);
  expect(
    problemsOf({ ...base(), ...standIn, TWILIO_ACCOUNT_SID: 'AC12', TWILIO_API_URL: 'ftp://x' }),
  ).toEqual([
    'Invalid environment variable TWILIO_ACCOUNT_SID: expected AC and 32 hex digits',
    'Invalid environment variable TWILIO_API_URL: expected an http:// or https:// URL',
  ]);
});

test('the CRM is HubSpot once its access token is set, at its API unless another URL is named', () => {
  expect(loadConfig(base()).crm).toBeUndefined();
  expect(loadConfig({ ...base(), HUBSPOT_ACCESS_TOKEN: 'pat-1' }).crm).toEqual({
    url: 'https://api.hubapi.com',
    accessToken: 'pat-1',
  });
  const standIn = { HUBSPOT_ACCESS_TOKEN: 'pat-1', HUBSPOT_API_URL: 'http://127.0.0.1:9001/' };
  expect(loadConfig({ ...base(), ...standIn }).crm?.url).toBe('http://127.0.0.1:9001');
  expect(problemsOf({ ...base(), ...standIn, HUBSPOT_API_URL: 'ftp://x' })).toEqual([
    'Invalid environment variable HUBSPOT_API_URL: expected an http:// or https:// URL',
  ]);
});

test('the chat is on with an app id, from Intercom unless another widget script is named', () => {
  expect(loadConfig(base()).chat).toBeUndefined();
  expect(loadConfig({ ...base(), CHAT_APP_ID: 'abc123' }).chat).toEqual({
    appId: 'abc123',
    widgetUrl: 'https://widget.intercom.io/widget/abc123',
  });
  const standIn = { CHAT_APP_ID: 'local', CHAT_WIDGET_URL: 'http://127.0.0.1:9000/widget.js' };
  expect(loadConfig({ ...base(), ...standIn }).chat).toEqual({
    appId: 'local',
    widgetUrl: 'http://127.0.0.1:9000/widget.js',
  });
  expect(problemsOf({ ...base(), CHAT_WIDGET_URL: 'https://chat.example/w.js' })).toEqual([
    'Invalid environment variable CHAT_APP_ID: required when CHAT_WIDGET_URL is set',
  ]);
  expect(problemsOf({ ...base(), CHAT_APP_ID: 'a b', CHAT_WIDGET_URL: 'ftp://x' })).toEqual([
    'Invalid environment variable CHAT_APP_ID: expected letters, digits, - or _',
    'Invalid environment variable CHAT_WIDGET_URL: expected an http:// or https:// URL',
  ]);
});

test("ffmpeg is FFMPEG_PATH when set, else a newer one on PATH, else @ffmpeg-installer's", () => {
  expect(loadConfig(base())).toMatchObject({
    ffmpegPath: expect.stringMatching(/@ffmpeg-installer\/[a-z0-9-]+\/ffmpeg(\.exe)?$/),
    ffmpegOrigin: 'bundled',
  });
  expect(loadConfig({ ...base(), FFMPEG_PATH: '/usr/bin/ffmpeg' })).toMatchObject({
    ffmpegPath: '/usr/bin/ffmpeg',
    ffmpegOrigin: 'FFMPEG_PATH',
  });
});
