import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SocialProviderName } from '@portal/contracts/portal/flags';
import type { Tokens } from '@portal/contracts/auth/schema';
import type { AppDeps } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { userIdentities, users } from '../../db/schema.ts';
import { setupTestApp, type TestContext } from '../../test/helper.ts';
import { startOidcStandIn, type OidcAccount, type OidcStandIn } from '../../test/oidc-stand-in.ts';
import type { SocialLoginMessage } from './page.ts';

/** The portal's origin in the tests (PORTAL_URL): the test provider registers its callbacks. */
export const PORTAL_URL = 'http://portal.test';
const HOST = new URL(PORTAL_URL).host;

export const redirectUris = ['google', 'facebook'].map(
  (provider) => `${PORTAL_URL}/v1/auth-service/callback/${provider}`,
);

export interface SocialTestContext {
  t: TestContext;
  /** The app, its social sign-in pointed at the provider; set before the first test. */
  app: FastifyInstance;
  idp: OidcStandIn;
}

/**
 * Call at the top of a test file: a test app whose social sign-in goes to an in-process OpenID
 * provider that knows the portal's callbacks.
 */
export function setupSocialTestApp(
  overrides: Partial<Config> = {},
  deps: Partial<AppDeps> = {},
): SocialTestContext {
  const context = { t: setupTestApp() } as SocialTestContext;
  beforeAll(async () => {
    context.idp = await startOidcStandIn({ redirectUris });
    context.app = await context.t.build(
      { social: context.idp.social, portalUrl: PORTAL_URL, ...overrides },
      undefined,
      deps,
    );
  });
  afterAll(() => context.idp.close());
  return context;
}

export const openPopup = (app: FastifyInstance, query: string, host = HOST) =>
  app.inject({ url: `/v1/auth-service/auth?${query}`, headers: { host } });

/** The popup's first leg: the provider's authorization URL the portal redirects to. */
export async function authorizationUrl(
  app: FastifyInstance,
  provider: SocialProviderName,
): Promise<URL> {
  const response = await openPopup(app, `authclient=${provider}`);
  if (response.statusCode !== 302) throw new Error(`${response.statusCode} ${response.body}`);
  return new URL(String(response.headers.location));
}

export const callback = (app: FastifyInstance, url: URL) =>
  app.inject({ url: `${url.pathname}${url.search}`, headers: { host: HOST } });

/** The whole popup: portal, provider sign-in as `account`, back to the portal's callback. */
export async function signInWith(
  app: FastifyInstance,
  idp: OidcStandIn,
  provider: SocialProviderName,
  account: OidcAccount,
): Promise<LightMyRequestResponse> {
  idp.signInAs(account);
  return callback(app, await idp.authorize(await authorizationUrl(app, provider)));
}

export const inlineScript = (html: string): string =>
  /<script>(.*)<\/script>/s.exec(html)?.[1] ?? '';

/** What the page's script posts to the opener. */
export function postedMessage(response: { body: string }): SocialLoginMessage {
  const json = /postMessage\((.*), window\.location\.origin\)/s.exec(inlineScript(response.body));
  if (!json?.[1]) throw new Error(`No message in ${response.body}`);
  return JSON.parse(json[1]) as SocialLoginMessage;
}

/** The tokens a message carries; anything else fails the test with what came instead. */
export function tokensIn(message: SocialLoginMessage): Tokens {
  if (!('tokens' in message)) throw new Error(`expected tokens: ${JSON.stringify(message)}`);
  return message.tokens;
}

/** One CSP header, whose script-src names exactly the hash of the page's one inline script. */
export function scriptIsAllowed(response: LightMyRequestResponse): boolean {
  const hash = createHash('sha256').update(inlineScript(response.body)).digest('base64');
  const csp = response.headers['content-security-policy'];
  if (typeof csp !== 'string') return false;
  return csp.split(';').some((directive) => directive.trim() === `script-src 'sha256-${hash}'`);
}

/** Rows a refused sign-in must leave as they were. */
export async function accountRows(db: Db) {
  const [people] = await db.select({ n: count() }).from(users);
  const [links] = await db.select({ n: count() }).from(userIdentities);
  return { users: people?.n, identities: links?.n };
}

let serial = 0;
export function testAccount(overrides: Partial<OidcAccount> = {}): OidcAccount {
  serial += 1;
  return {
    sub: `subject-${serial}`,
    email: `social-${serial}@example.test`,
    email_verified: true,
    given_name: 'Sam',
    family_name: `Social${serial}`,
    ...overrides,
  };
}
