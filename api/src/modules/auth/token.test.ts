import { eq } from 'drizzle-orm';
import { errorTexts } from '@portal/contracts/common/errors';
import type { Tokens } from '@portal/contracts/auth/schema';
import { users } from '../../db/schema.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import {
  bearer,
  clientAuthorization,
  form,
  requestToken,
  setupTestApp,
} from '../../test/helper.ts';

const t = setupTestApp();
beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
});

const profile = (tokens: Pick<Tokens, 'accessToken'>) =>
  t.app.inject({ url: '/v1/user/profile', headers: bearer(tokens) });

describe('password grant', () => {
  test('issues a bearer access token and a refresh token', async () => {
    const response = await requestToken(t.app, {
      grant_type: 'password',
      username: 'Client@Demo.test ',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const tokens = response.json<Tokens>();
    expect(tokens).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      tokenType: 'Bearer',
      expiresIn: 900,
    });
    expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = JSON.parse(
      Buffer.from(tokens.accessToken.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(claims).toEqual({
      sub: expect.stringMatching(/^\d+$/),
      role: 4,
      sid: expect.any(String),
      iat: expect.any(Number),
      exp: claims.iat + 900,
    });
    expect((await profile(tokens)).json()).toMatchObject({ email: 'client@demo.test', role: 4 });
  });

  test('a JSON body is accepted as well', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/oauth2/token',
      headers: { authorization: clientAuthorization() },
      payload: { grant_type: 'password', username: 'typist@demo.test', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  test('a wrong password and an unknown email get the same answer', async () => {
    const wrong = await requestToken(
      t.app,
      { grant_type: 'password', username: 'client@demo.test', password: 'nope' },
      '198.51.100.1',
    );
    const unknown = await requestToken(
      t.app,
      { grant_type: 'password', username: 'nobody@demo.test', password: 'nope' },
      '198.51.100.1',
    );
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: errorTexts.invalidCredentials });
    }
  });

  test('an account that is not active cannot sign in', async () => {
    await t.db.update(users).set({ status: 4 }).where(eq(users.email, 'radmin@demo.test'));
    const response = await requestToken(t.app, {
      grant_type: 'password',
      username: 'radmin@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: errorTexts.accountInactive });
  });

  test('missing fields are listed by name', async () => {
    const response = await requestToken(t.app, { grant_type: 'password', username: '  ' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      { field: 'username', message: 'Required' },
      { field: 'password', message: 'Required' },
    ]);
    const noGrant = await requestToken(t.app, {});
    expect(noGrant.statusCode).toBe(422);
    expect(noGrant.json()).toEqual([{ field: 'grant_type', message: 'Required' }]);
  });
});

describe('client credentials', () => {
  test.each([
    ['missing', undefined],
    ['a wrong secret', clientAuthorization('not-the-secret')],
    ['a bearer instead', 'Bearer abc'],
    ['garbage', 'Basic !!!'],
  ])('%s is refused before the body is looked at', async (_case, authorization) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/oauth2/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(authorization ? { authorization } : {}),
      },
      payload: form({
        grant_type: 'password',
        username: 'client@demo.test',
        password: DEMO_PASSWORD,
      }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: errorTexts.invalidClient });
  });
});

test('an unknown grant type is a 400 with the catalogue text', async () => {
  for (const grantType of ['client_credentials', 'authorization_code']) {
    const response = await requestToken(t.app, { grant_type: grantType });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: errorTexts.unsupportedGrantType,
      message: errorTexts.unsupportedGrantType,
    });
  }
});
