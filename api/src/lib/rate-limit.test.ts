import { count } from 'drizzle-orm';
import { rateLimitHits } from '../db/schema.ts';
import { setupTestApp } from '../test/helper.ts';
import { giveBack, takeRateLimit } from './rate-limit.ts';

const t = setupTestApp();
const limit = { bucket: 'test', limit: 3, windowMs: 60_000 };

test('a sliding window per key: refused hits are not counted, old hits are removed', async () => {
  const take = (key: string) => takeRateLimit(t.db, limit, key, t.clock.now());
  for (let i = 0; i < 3; i += 1) {
    expect(await take('a')).toMatchObject({ allowed: true });
    t.clock.advance(10_000);
  }
  // The first hit leaves the window 60 s after it: 30 s from now.
  expect(await take('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
  expect(await take('b')).toMatchObject({ allowed: true });
  t.clock.advance(30_000);
  expect(await take('a')).toMatchObject({ allowed: true });
  t.clock.advance(120_000);
  expect(await take('c')).toMatchObject({ allowed: true });
  // Only c's hit is left: every other one is older than the window.
  expect((await t.db.select({ n: count() }).from(rateLimitHits))[0]?.n).toBe(1);
});

test('requests racing for the last places never get more than the limit', async () => {
  const results = await Promise.all(
    Array.from({ length: 10 }, () => takeRateLimit(t.db, limit, 'race', t.clock.now())),
  );
  expect(results.filter((result) => result.allowed).length).toBeLessThanOrEqual(3);
});

test('a hit given back frees its place at once', async () => {
  const take = () => takeRateLimit(t.db, limit, 'returned', t.clock.now());
  const hits = [await take(), await take(), await take()];
  expect((await take()).allowed).toBe(false);
  const [first] = hits;
  if (!first?.allowed) throw new Error('the first hit was allowed');
  await giveBack(t.db, first.hitId);
  expect((await take()).allowed).toBe(true);
  expect((await take()).allowed).toBe(false);
});
