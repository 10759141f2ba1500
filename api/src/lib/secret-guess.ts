import type { FastifyRequest } from 'fastify';
import { SECRET_GUESS_LIMIT } from '@portal/contracts/common/limits';
import { limitTexts } from '@portal/contracts/common/limits-texts';
import type { Db } from '../db/index.ts';
import { ApiError } from './http-errors.ts';
import { giveBack, takeRateLimit, type RateLimit } from './rate-limit.ts';

/**
 * Who guesses: the client address, and the account when signed in (an account spreading its
 * guesses over many addresses is held by the second key).
 */
export interface Guesser {
  address: string;
  userId: number | null;
}

export const guesserOf = (request: FastifyRequest): Guesser => ({
  address: request.ip,
  userId: request.auth?.userId ?? null,
});

const LIMIT: RateLimit = { bucket: 'secret-guess', ...SECRET_GUESS_LIMIT };

const keysOf = ({ address, userId }: Guesser): string[] =>
  userId === null ? [`address:${address}`] : [`address:${address}`, `user:${userId}`];

const tooMany = (retryAfterSeconds: number) =>
  new ApiError(429, limitTexts.tooManyGuesses(Math.ceil(retryAfterSeconds / 60)), {
    'retry-after': String(retryAfterSeconds),
  });

/** Places in the budget for every key of the guesser; none are kept when one key is refused. */
async function takePlaces(db: Db, guesser: Guesser, now: Date): Promise<number[]> {
  const taken: number[] = [];
  for (const key of keysOf(guesser)) {
    const result = await takeRateLimit(db, LIMIT, key, now);
    if (!result.allowed) {
      await Promise.all(taken.map((hitId) => giveBack(db, hitId)));
      throw tooMany(result.retryAfterSeconds);
    }
    taken.push(result.hitId);
  }
  return taken;
}

/** A check's answer to a wrong guess: nothing found, or false. */
const isWrong = (result: unknown): boolean =>
  result === undefined || result === null || result === false;

/**
 * Runs `check`, which tells whether a secret (a discount code, a link's hash, a password, a 2FA
 * code) is right, within the one budget of wrong guesses that every such route shares: 429 once
 * the guesser has used it up, whichever route the guesses went through.
 *
 * Only wrong guesses count: someone opening their own link again and again, or a client applying
 * a good code, never runs out, while every wrong guess is paid for. The place is taken before the
 * check and given back after a right one, so guesses sent in parallel cannot overrun the budget.
 * A check that fails (throws) keeps its place: routes that answer a wrong secret with an error
 * count it as a wrong guess. Call it outside a transaction, so other requests see the place.
 */
export async function guessSecret<T>(
  db: Db,
  guesser: Guesser,
  now: Date,
  check: () => Promise<T>,
): Promise<T> {
  const places = await takePlaces(db, guesser, now);
  const result = await check();
  if (!isWrong(result)) await Promise.all(places.map((hitId) => giveBack(db, hitId)));
  return result;
}
