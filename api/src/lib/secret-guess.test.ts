import { SECRET_GUESS_LIMIT } from '@portal/contracts/common/limits';
import { SESSION_ID_HEADER } from '@portal/contracts/auth/rules';
import { limitTexts } from '@portal/contracts/common/limits-texts';
import { coupons } from '../db/schema.ts';
import { person, type Person } from '../modules/project/test-fixtures.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { setupTestApp } from '../test/helper.ts';

const t = setupTestApp();
const { limit, windowMs } = SECRET_GUESS_LIMIT;
const tooMany = limitTexts.tooManyGuesses(windowMs / 60_000);

beforeAll(async () => {
  await t.db.insert(coupons).values({
    code: 'RIGHT10',
    discountPercent: 10,
    maxUses: 5,
    createdAt: t.clock.now(),
  });
});

let lastAddress = 0;
/** Each test guesses from addresses of its own. */
const newAddress = () => `198.51.100.${(lastAddress += 1)}`;

const lookUp = (code: string, remoteAddress: string, headers = {}) =>
  t.app.inject({ url: `/v1/activator/coupon?code=${code}`, remoteAddress, headers });

const visitor = { [SESSION_ID_HEADER]: 'a'.repeat(32) };
const applyCode = (
  coupon: string,
  remoteAddress: string,
  headers: Record<string, string> = visitor,
) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/cart/update',
    payload: { coupon },
    remoteAddress,
    headers,
  });

async function guessWrong(times: number, remoteAddress: string, headers = {}) {
  for (let i = 0; i < times; i += 1)
    expect((await lookUp(`WRONG${i}`, remoteAddress, headers)).statusCode).toBe(404);
}

test('wrong codes through the lookup and the cart update spend one budget, answered 429', async () => {
  const address = newAddress();
  await guessWrong(limit - 1, address);
  const last = await applyCode('WRONG', address);
  expect(last.statusCode).toBe(422);

  const refused = await applyCode('WRONG', address);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ error: tooMany, message: tooMany });
  expect(refused.headers['retry-after']).toBe(String(windowMs / 1000));
  // Spent is spent: even the right code waits, through either route.
  expect((await applyCode('RIGHT10', address)).statusCode).toBe(429);
  expect((await lookUp('RIGHT10', address)).statusCode).toBe(429);
  // Another address has a budget of its own.
  expect((await lookUp('RIGHT10', newAddress())).statusCode).toBe(200);

  t.clock.advance(windowMs);
  expect((await applyCode('RIGHT10', address)).json()).toMatchObject({ coupon: 'RIGHT10' });
});

test('right guesses cost nothing', async () => {
  const address = newAddress();
  for (let i = 0; i < limit + 5; i += 1)
    expect((await lookUp('RIGHT10', address)).statusCode).toBe(200);
  await guessWrong(limit, address);
  expect((await lookUp('RIGHT10', address)).statusCode).toBe(429);
});

test('a signed-in account is held to one budget from any address', async () => {
  const client = await person(t, 'Roaming');
  for (let i = 0; i < limit; i += 1)
    expect((await lookUp(`WRONG${i}`, newAddress(), client.headers)).statusCode).toBe(404);
  expect((await lookUp('RIGHT10', newAddress(), client.headers)).statusCode).toBe(429);
  expect((await lookUp('RIGHT10', newAddress())).statusCode).toBe(200);
});

test('guesses sent at once never get past the budget', async () => {
  const address = newAddress();
  const answers = await Promise.all(
    Array.from({ length: 3 * limit }, (_, i) => lookUp(`WRONG${i}`, address)),
  );
  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(limit);
  expect(statuses.filter((status) => status !== 404).every((status) => status === 429)).toBe(true);
});

type Guess = (client: Person, remoteAddress: string) => Promise<{ statusCode: number }>;

const post = (url: string, payload: object, remoteAddress: string, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });
const get = (url: string, remoteAddress: string, headers = {}) =>
  t.app.inject({ url, remoteAddress, headers });

// Every other route that tells whether a secret is right, each with a wrong one.
const secretRoutes: Record<string, Guess> = {
  'an activation link': (_, address) => get('/v1/user/activate/forged', address),
  'setting the password of an activation link': (_, address) =>
    post(
      '/v1/user/set-password',
      { activation_hash: 'forged', password: DEMO_PASSWORD, firstname: 'A', lastname: 'B' },
      address,
    ),
  'a password-reset link': (_, address) =>
    post('/v1/user/password-reset/forged', { password: DEMO_PASSWORD }, address),
  'the current password of a password change': (client, address) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/user/${client.id}`,
      payload: { password: 'New-Password-2027!', current_password: 'not-it' },
      remoteAddress: address,
      headers: client.headers,
    }),
  'a company invitation link': (client, address) =>
    get('/v1/company/details/forged', address, client.headers),
  'joining by a company invitation link': (client, address) =>
    get('/v1/company/join/forged', address, client.headers),
  'declining by a company invitation link': (client, address) =>
    get('/v1/company/decline/forged', address, client.headers),
  'an ownership offer link': (client, address) =>
    get('/v1/project/review-ownership/forged', address, client.headers),
  'accepting by an ownership offer link': (client, address) =>
    get('/v1/project/accept-ownership/forged', address, client.headers),
  'declining by an ownership offer link': (client, address) =>
    get('/v1/project/decline-ownership/forged', address, client.headers),
  'a project access invitation link': (client, address) =>
    get('/v1/project/review-permission/forged', address, client.headers),
  'an authenticator enrolment code': async (client, address) => {
    const settings = await post('/v1/multi-factor-auth', {}, address, client.headers);
    const id = settings.json<{ id: number }>().id;
    return t.app.inject({
      method: 'PUT',
      url: `/v1/multi-factor-auth/${id}`,
      payload: { type: 'totp', mfa_code: '000000' },
      remoteAddress: address,
      headers: client.headers,
    });
  },
  'an SMS enrolment code': async (client, address) => {
    const settings = await post('/v1/multi-factor-auth', {}, address, client.headers);
    const id = settings.json<{ id: number }>().id;
    const url = `/v1/multi-factor-auth/validate-sms-code/${id}`;
    return post(url, { mfa_code: '000000' }, address, client.headers);
  },
};

test.each(Object.entries(secretRoutes))('%s spends the same budget', async (_, guess) => {
  const client = await person(t, 'Guesser');
  const address = newAddress();
  await guessWrong(limit - 1, address);
  const wrong = await guess(client, address);
  expect([404, 422]).toContain(wrong.statusCode);
  expect((await lookUp('RIGHT10', address)).statusCode).toBe(429);
  const refused = await guess(client, address);
  expect(refused.statusCode).toBe(429);
});
