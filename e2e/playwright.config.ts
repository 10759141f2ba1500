import { defineConfig } from '@playwright/test';
import { E2E_ACCESS_TOKEN_SECRET } from './scripts/access-token.ts';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { OIDC_STAND_IN_CLIENT } from '../api/src/test/oidc-stand-in.ts';
import { STAND_IN_KEY } from '../api/src/modules/speech-to-text/test-provider.ts';
import { CDN_REMOTE_ENV, cdnManifestUrl } from './scripts/remote-origin.ts';
import { s3Port, s3PortalURL } from './scripts/s3-portal.ts';

const port = Number(process.env.E2E_PORT ?? 8090);
const baseURL = `http://127.0.0.1:${port}`;
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 8091);
const chatPort = Number(process.env.E2E_CHAT_PORT ?? 8092);
const remoteOriginPort = Number(process.env.E2E_REMOTE_ORIGIN_PORT ?? 8093);
const s2tEnginePort = Number(process.env.E2E_S2T_ENGINE_PORT ?? 8094);
const remoteManifestUrl = cdnManifestUrl(`http://127.0.0.1:${remoteOriginPort}`);

/** The portal's settings in every journey: stand-ins for the outside services, its own data. */
const portalEnv = {
  PORT: String(port),
  HOST: '127.0.0.1',
  PORTAL_URL: baseURL,
  DATA_DIR: process.env.E2E_DATA_DIR ?? '.e2e-data',
  PORTAL_ENV: 'e2e',
  // Known to the journeys, so one can hold a genuinely expired access token.
  ACCESS_TOKEN_SECRET: E2E_ACCESS_TOKEN_SECRET,
  LOG_LEVEL: 'warn',
  // Lets a journey act from its own client address (X-Forwarded-For), as behind a proxy.
  TRUST_PROXY: 'true',
  // The journeys always run on their own embedded database, whatever the caller's shell has.
  DATABASE_URL: '',
  // Social sign-in: Google is the local OpenID provider above; no other provider is
  // configured, whatever the caller's shell has.
  GOOGLE_CLIENT_ID: OIDC_STAND_IN_CLIENT.clientId,
  GOOGLE_CLIENT_SECRET: OIDC_STAND_IN_CLIENT.clientSecret,
  GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
  FACEBOOK_CLIENT_ID: '',
  FACEBOOK_CLIENT_SECRET: '',
  // The customer chat loads the stand-in's widget above.
  CHAT_APP_ID: 'e2e-chat',
  CHAT_WIDGET_URL: `http://127.0.0.1:${chatPort}/widget.js`,
  // Drafts come from the engine stand-in above, whatever the caller's shell has.
  S2T_URL: `http://127.0.0.1:${s2tEnginePort}`,
  S2T_API_KEY: STAND_IN_KEY,
  // A project zip of over a minute of media is made in the background, so a journey's
  // minute-long recordings take that path.
  BULK_DOWNLOAD_IMMEDIATE_SECONDS: '60',
  // One remote is deployed on its own, on the second origin below, for every journey.
  [CDN_REMOTE_ENV]: remoteManifestUrl,
};

/**
 * A second portal on S3 storage (the stand-in bucket below), for the journeys that need a
 * browser to reach a bucket; its own port and data, every remote from its own origin.
 */
const { [CDN_REMOTE_ENV]: _cdn, ...sameOriginEnv } = portalEnv;
const s3PortalEnv = {
  ...sameOriginEnv,
  PORT: new URL(s3PortalURL).port,
  PORTAL_URL: s3PortalURL,
  DATA_DIR: `${portalEnv.DATA_DIR}-s3`,
  STORAGE: 's3',
  S3_BUCKET: 'portal-media',
  S3_REGION: 'eu-west-2',
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_FORCE_PATH_STYLE: 'true',
  AWS_ACCESS_KEY_ID: 'STANDINKEY',
  AWS_SECRET_ACCESS_KEY: 'stand-in-secret-key',
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // A test.only left in a journey would pass CI on that journey alone.
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  reporter: [
    ['line'],
    // CLS and LCP of every screen the journeys showed (tests/web-vitals.ts).
    ['./scripts/web-vitals-reporter.ts'],
    ...(process.env.TEST_REPORT
      ? [['json', { outputFile: process.env.TEST_REPORT }] as const]
      : []),
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  // Two workers, the server, ffmpeg and Chromium share two cores: four short journeys
  // within 30 s alone went past it in one CI run beside the long ones (transcoding, live notes).
  timeout: 60_000,
  // A web-first assertion retries until it holds; 5 s (the default) was too short for a screen's
  // first load on a loaded two-core machine. Waits for long work (a transcoding) say so themselves.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // Transitions take the tokens' 1 ms: axe measured a button's contrast mid-fade and failed.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      // A real OpenID provider standing in for Google.
      command: 'node scripts/oidc-provider-server.ts',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { OIDC_PORT: String(oidcPort), PORTAL_PORT: String(port) },
    },
    {
      // A stand-in for the chat provider's widget script.
      command: 'node scripts/chat-widget-server.ts',
      url: `http://127.0.0.1:${chatPort}/widget.js`,
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { CHAT_PORT: String(chatPort) },
    },
    {
      // A speech-to-text engine speaking OpenAI's transcription API.
      command: 'node scripts/s2t-engine-server.ts',
      port: s2tEnginePort,
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { S2T_ENGINE_PORT: String(s2tEnginePort) },
    },
    {
      // The production build, started the way a user starts it.
      command: 'node ../scripts/start.ts',
      url: `${baseURL}/v3/config.json`,
      timeout: 300_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'pipe',
      env: portalEnv,
    },
    {
      // A second origin standing in for a CDN; after the portal, whose start builds the remote.
      command: 'node scripts/remote-origin-server.ts',
      url: remoteManifestUrl,
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { REMOTE_ORIGIN_PORT: String(remoteOriginPort) },
    },
    {
      // The bucket of the portal on S3 storage, its CORS open to that portal.
      command: 'node scripts/s3-stand-in-server.ts',
      port: s3Port,
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { S3_PORT: String(s3Port), PORTAL_ORIGIN: s3PortalURL },
    },
    {
      // The same build on S3 storage; after the first portal, whose start built it.
      command: 'node ../scripts/start.ts',
      url: `${s3PortalURL}/v3/config.json`,
      timeout: 300_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'pipe',
      env: s3PortalEnv,
    },
  ],
});
