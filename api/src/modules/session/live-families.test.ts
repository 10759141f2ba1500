import { jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { Tokens } from '@portal/contracts/auth/schema';
import { refreshTokens } from '../../db/schema.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { bearer, setupTestApp, signIn } from '../../test/helper.ts';
import { until } from '../../test/until.ts';
import {
  REVOCATION_CHANNEL,
  hearRevocations,
  joinRevocations,
  leaveRevocations,
} from './live-families.ts';

// A live sign-in is remembered between requests; a revocation made elsewhere reaches it through
// the database's notifications, and without them nothing is remembered.

const t = setupTestApp();
beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
});

const familyOf = (tokens: Tokens): string =>
  JSON.parse(Buffer.from(tokens.accessToken.split('.')[1] ?? '', 'base64url').toString()).sid;
const profileStatus = async (tokens: Tokens) =>
  (await t.app.inject({ url: '/v1/user/profile', headers: bearer(tokens) })).statusCode;
/** Another process's revocation: its write, announced or not. */
async function revokeElsewhere(tokens: Tokens, announce: boolean) {
  const familyId = familyOf(tokens);
  await t.db.transaction(async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: t.clock.now() })
      .where(eq(refreshTokens.familyId, familyId));
    if (announce)
      await tx.execute(sql`select pg_notify(${REVOCATION_CHANNEL}, ${`family:${familyId}`})`);
  });
}
/** The announcement reaches the app in the background: its sign-in is forgotten once heard. */
const forgotten = (tokens: Tokens) => until(async () => (await profileStatus(tokens)) === 401);

test('a sign-in found live is not looked up again, until a revocation is announced', async () => {
  const tokens = await signIn(t.app, 'client@demo.test');
  expect(await profileStatus(tokens)).toBe(200);
  await revokeElsewhere(tokens, false);
  // Remembered: the silent write is not seen, which is why every revocation announces itself.
  expect(await profileStatus(tokens)).toBe(200);
  await revokeElsewhere(tokens, true);
  await forgotten(tokens);
});

test("a user's sign-ins are all forgotten when they are revoked together", async () => {
  const tokens = await signIn(t.app, 'typist@demo.test');
  expect(await profileStatus(tokens)).toBe(200);
  await t.db.transaction(async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: t.clock.now() })
      .where(eq(refreshTokens.familyId, familyOf(tokens)));
    const [row] = await tx
      .select({ userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, familyOf(tokens)));
    await tx.execute(sql`select pg_notify(${REVOCATION_CHANNEL}, ${`user:${row?.userId}`})`);
  });
  await forgotten(tokens);
});

test('while an app cannot hear revocations, every request looks its sign-in up', async () => {
  const tokens = await signIn(t.app, 'proofreader@demo.test');
  expect(await profileStatus(tokens)).toBe(200);
  let lose = () => {};
  const ear = joinRevocations();
  try {
    await hearRevocations(
      {
        listen: async (_channel, _onNotify, onLost) => {
          lose = onLost;
          return async () => {};
        },
      },
      ear,
      () => {},
    );
    lose();
    await revokeElsewhere(tokens, false);
    expect(await profileStatus(tokens)).toBe(401);
  } finally {
    leaveRevocations(ear);
  }
});

const onPostgres = process.env.DATABASE_URL ? test : test.skip;

onPostgres(
  'a lost listening connection stops the remembering until the app hears again',
  async () => {
    const client = await signIn(t.app, 'business@demo.test');
    expect(await profileStatus(client)).toBe(200);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
    where query like 'LISTEN %' and datname = current_database()`);
    await until(() => logged.mock.calls.length > 0);
    logged.mockRestore();
    await revokeElsewhere(client, false);
    expect(await profileStatus(client)).toBe(401);
  },
);
