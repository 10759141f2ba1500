import { eq } from 'drizzle-orm';
import { randomPKCECodeVerifier } from 'openid-client';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { socialTexts } from '@portal/contracts/social/texts';
import type { Tokens } from '@portal/contracts/auth/schema';
import { oauthStates, users } from '../../db/schema.ts';
import { bearer, signIn } from '../../test/helper.ts';
import { createUser } from '../user/service.ts';
import { STATE_TTL_MS } from './service.ts';
import {
  accountRows,
  authorizationUrl,
  callback,
  openPopup,
  PORTAL_URL,
  postedMessage,
  redirectUris,
  setupSocialTestApp,
  scriptIsAllowed,
  signInWith,
  testAccount,
  tokensIn,
} from './test-flow.ts';
import type { OidcAccount } from '../../test/oidc-stand-in.ts';

const logLines: string[] = [];
const social = setupSocialTestApp(
  { logLevel: 'warn' },
  { logStream: { write: (line) => logLines.push(line) } },
);
const { t } = social;

const google = (account: OidcAccount) => signInWith(social.app, social.idp, 'google', account);
const tokensOf = (response: { body: string }) => tokensIn(postedMessage(response));
const profile = (tokens: Tokens) =>
  social.app.inject({ url: '/v1/user/profile', headers: bearer(tokens) });
const lastWarning = () => JSON.parse(logLines.at(-1) ?? '{}');

/** A refusal: the failure page, a warning with the reason, and no account or link made. */
async function expectRefused(attempt: () => Promise<{ statusCode: number; body: string }>) {
  const before = await accountRows(t.db);
  const response = await attempt();
  expect(response.statusCode).toBe(400);
  expect(postedMessage(response)).toEqual({
    type: 'portal-social-login',
    error: socialTexts.failure,
  });
  expect(await accountRows(t.db)).toEqual(before);
  expect(lastWarning()).toMatchObject({ level: 40, msg: 'social sign-in refused' });
  return lastWarning().reason as string;
}

describe('Google sign-in', () => {
  test('the popup goes to the discovered authorization endpoint with PKCE and a nonce', async () => {
    const response = await openPopup(social.app, `authclient=google&session_id=${'s'.repeat(32)}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const url = new URL(String(response.headers.location));
    expect(url.origin + url.pathname).toBe(`${social.idp.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'portal-test-client',
      response_type: 'code',
      redirect_uri: 'http://portal.test/v1/auth-service/callback/google',
      scope: 'openid email profile',
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    const [row] = await t.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.state, url.searchParams.get('state') ?? ''));
    expect(row).toMatchObject({ provider: 'google', sessionId: 's'.repeat(32) });
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + STATE_TTL_MS);
  });

  test('a new person gets a client account and tokens, posted by an allowed script', async () => {
    const account = testAccount({ email: 'New.Person@Example.test', given_name: 'Nina' });
    const response = await google(account);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(scriptIsAllowed(response)).toBe(true);
    const tokens = tokensOf(response);
    expect(JSON.stringify(response.headers)).not.toContain(tokens.refreshToken);
    expect(JSON.stringify(response.headers)).not.toContain(tokens.accessToken);
    expect(logLines.join('')).not.toContain(tokens.accessToken);
    expect((await profile(tokens)).json()).toMatchObject({
      email: 'new.person@example.test',
      role: Role.CLIENT,
      status: UserStatus.ACTIVE,
      firstname: 'Nina',
      lastname: account.family_name,
    });
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.person@example.test'));
    expect(user?.passwordHash).toBeNull();
  });

  test("names with hidden characters or markup are stored without them, cut to a name's length", async () => {
    const account = testAccount({
      given_name: '\u202eNi\u0000na\u0007 <b>',
      family_name: `Long${'e'.repeat(200)}`,
    });
    const response = await google(account);
    expect(response.statusCode).toBe(200);
    const user = (await profile(tokensOf(response))).json();
    expect(user).toMatchObject({ firstname: 'Nina b', lastname: `Long${'e'.repeat(96)}` });
  });

  test('signing in again reuses the linked account', async () => {
    const account = testAccount();
    const first = tokensOf(await google(account));
    const before = await accountRows(t.db);
    const second = tokensOf(await google({ ...account, email: 'changed@example.test' }));
    expect(await accountRows(t.db)).toEqual(before);
    expect((await profile(second)).json().id).toBe((await profile(first)).json().id);
  });

  test('an existing password account with the same verified email is linked', async () => {
    const existing = await createUser(
      t.db,
      {
        email: 'has.password@example.test',
        password: 'Password-123',
        role: Role.CLIENT,
        status: UserStatus.ACTIVE,
        firstname: 'Pat',
        lastname: 'Word',
      },
      t.clock.now(),
    );
    const before = await accountRows(t.db);
    const response = await google(testAccount({ email: 'Has.Password@example.test' }));
    expect((await profile(tokensOf(response))).json().id).toBe(existing.id);
    expect(await accountRows(t.db)).toEqual({
      ...before,
      identities: (before.identities ?? 0) + 1,
    });
    await expect(signIn(social.app, existing.email, 'Password-123')).resolves.toBeDefined();
  });

  test('an unverified email is refused', async () => {
    const reason = await expectRefused(() => google(testAccount({ email_verified: false })));
    expect(reason).toBe('google gave no verified email');
  });

  test('an unverified email does not take over the account registered under it', async () => {
    await expectRefused(() =>
      google(testAccount({ email: 'has.password@example.test', email_verified: false })),
    );
  });

  test('an account that is not active is refused', async () => {
    const account = testAccount();
    const tokens = tokensOf(await google(account));
    const id = (await profile(tokens)).json().id as number;
    await t.db.update(users).set({ status: UserStatus.PENDING }).where(eq(users.id, id));
    expect(await expectRefused(() => google(account))).toBe(`account ${id} is not active`);
  });
});

describe('Google callback checks', () => {
  const backFromProvider = async () => {
    social.idp.signInAs(testAccount());
    return social.idp.authorize(await authorizationUrl(social.app, 'google'));
  };
  const storedState = (url: URL) => eq(oauthStates.state, url.searchParams.get('state') ?? '');

  test('a forged state is refused', async () => {
    const url = await backFromProvider();
    url.searchParams.set('state', 'forged-state');
    expect(await expectRefused(() => callback(social.app, url))).toBe(
      'unknown or already used state',
    );
  });

  test('a replayed callback is refused: the state is single use', async () => {
    const url = await backFromProvider();
    expect((await callback(social.app, url)).statusCode).toBe(200);
    await expectRefused(() => callback(social.app, url));
  });

  test('a state older than ten minutes is refused', async () => {
    const url = await backFromProvider();
    t.clock.advance(STATE_TTL_MS);
    expect(await expectRefused(() => callback(social.app, url))).toBe('expired state');
  });

  test('a code_verifier that is not the one challenged is refused by the provider', async () => {
    const url = await backFromProvider();
    await t.db
      .update(oauthStates)
      .set({ codeVerifier: randomPKCECodeVerifier() })
      .where(storedState(url));
    expect(await expectRefused(() => callback(social.app, url))).toMatch(/invalid_grant/);
  });

  test('an ID token with another nonce is refused', async () => {
    const url = await backFromProvider();
    await t.db.update(oauthStates).set({ nonce: 'another-nonce' }).where(storedState(url));
    expect(await expectRefused(() => callback(social.app, url))).toMatch(/nonce/);
  });

  test('an error from the provider is refused and uses up the state', async () => {
    const state = (await authorizationUrl(social.app, 'google')).searchParams.get('state') ?? '';
    const url = new URL(redirectUris[0] ?? '');
    url.search = new URLSearchParams({
      error: 'access_denied',
      state,
      iss: social.idp.issuer,
    }).toString();
    expect(await expectRefused(() => callback(social.app, url))).toMatch(/access_denied/);
    expect(await t.db.select().from(oauthStates).where(storedState(url))).toEqual([]);
  });

  test('a callback without a state is refused', async () => {
    const url = new URL(`${redirectUris[0]}?code=abc`);
    expect(await expectRefused(() => callback(social.app, url))).toBe('no state in the callback');
  });
});

describe('the popup entry point', () => {
  test('a forged Host header does not move the callback off the portal', async () => {
    const response = await openPopup(social.app, 'authclient=google', 'evil.example');
    const url = new URL(String(response.headers.location));
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${PORTAL_URL}/v1/auth-service/callback/google`,
    );
  });

  test('a provider that is not configured, or unknown, is not found', async () => {
    for (const [server, query] of [
      [t.app, 'authclient=google'],
      [social.app, 'authclient=twitter'],
      [social.app, 'authclient=constructor'],
    ] as const) {
      const response = await openPopup(server, query);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  test('a malformed session id is a validation error', async () => {
    const response = await openPopup(social.app, 'authclient=google&session_id=short');
    expect(response.statusCode).toBe(422);
  });

  test('both routes are documented, and other pages keep the strict CSP', async () => {
    const document = (await social.app.inject({ url: '/v1/openapi.json' })).json();
    expect(document.paths['/v1/auth-service/auth'].get.tags).toEqual(['auth']);
    const page = document.paths['/v1/auth-service/callback/{provider}'].get.responses[200];
    expect(page.content['text/html'].schema).toEqual({ type: 'string' });
    const csp = (await social.app.inject({ url: '/v1/openapi.json' })).headers[
      'content-security-policy'
    ];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('sha256-');
  });
});
