import { eq } from 'drizzle-orm';
import { randomPKCECodeVerifier } from 'openid-client';
import { Role } from '@portal/contracts/policy/roles';
import type { Tokens } from '@portal/contracts/auth/schema';
import { oauthStates, userIdentities } from '../../db/schema.ts';
import { bearer } from '../../test/helper.ts';
import {
  accountRows,
  authorizationUrl,
  callback,
  postedMessage,
  setupSocialTestApp,
  scriptIsAllowed,
  signInWith,
  testAccount,
  tokensIn,
} from './test-flow.ts';
import type { OidcAccount } from '../../test/oidc-stand-in.ts';

const social = setupSocialTestApp();
const { t } = social;

const facebook = (account: OidcAccount) => signInWith(social.app, social.idp, 'facebook', account);
const profile = (tokens: Tokens) =>
  social.app.inject({ url: '/v1/user/profile', headers: bearer(tokens) });

async function expectRefused(attempt: () => Promise<{ statusCode: number; body: string }>) {
  const before = await accountRows(t.db);
  const response = await attempt();
  expect(response.statusCode).toBe(400);
  expect(postedMessage(response)).toMatchObject({ error: expect.any(String) });
  expect(await accountRows(t.db)).toEqual(before);
}

describe('Facebook sign-in (OAuth 2, Graph API)', () => {
  test('the popup goes to the dialog with PKCE and without OpenID Connect', async () => {
    const url = await authorizationUrl(social.app, 'facebook');
    expect(url.origin + url.pathname).toBe(social.idp.social.facebook.dialogUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'portal-test-client',
      response_type: 'code',
      redirect_uri: 'http://portal.test/v1/auth-service/callback/facebook',
      scope: 'email public_profile',
      state: expect.any(String),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
  });

  test('a new person gets a client account named as on Facebook', async () => {
    const account = testAccount({ given_name: 'Fay' });
    const response = await facebook(account);
    expect(response.statusCode).toBe(200);
    expect(scriptIsAllowed(response)).toBe(true);
    const user = (await profile(tokensIn(postedMessage(response)))).json();
    expect(user).toMatchObject({ email: account.email, role: Role.CLIENT, firstname: 'Fay' });
    const links = await t.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, user.id));
    expect(links).toEqual([
      expect.objectContaining({ provider: 'facebook', subject: account.sub }),
    ]);
  });

  test('a name with hidden characters is stored without them', async () => {
    const response = await facebook(testAccount({ given_name: 'F\u0000a\u2066y' }));
    expect(response.statusCode).toBe(200);
    const user = (await profile(tokensIn(postedMessage(response)))).json();
    expect(user).toMatchObject({ firstname: 'Fay' });
  });

  test('a person whose Facebook email is unconfirmed (none given) is refused', async () => {
    await expectRefused(() => facebook(testAccount({ email_verified: false })));
  });

  test('a code_verifier that is not the one challenged is refused by the token endpoint', async () => {
    social.idp.signInAs(testAccount());
    const url = await social.idp.authorize(await authorizationUrl(social.app, 'facebook'));
    await t.db
      .update(oauthStates)
      .set({ codeVerifier: randomPKCECodeVerifier() })
      .where(eq(oauthStates.state, url.searchParams.get('state') ?? ''));
    await expectRefused(() => callback(social.app, url));
  });

  test("a Facebook state is refused at Google's callback", async () => {
    social.idp.signInAs(testAccount());
    const url = await social.idp.authorize(await authorizationUrl(social.app, 'facebook'));
    url.pathname = '/v1/auth-service/callback/google';
    await expectRefused(() => callback(social.app, url));
  });
});
