import { randomInt, timingSafeEqual } from 'node:crypto';
import { hashSecret } from '../../lib/secret-tokens.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** A new code is not sent while the last one is younger than this: no mail or SMS flooding. */
export const RESEND_AFTER_MS = 30 * 1000;

// Codes are typed by people: spaces and letter case do not count.
export const digest = (value: string): string => hashSecret(value.trim().toLowerCase());

/** Compares digests in constant time, so timing tells nothing about how close a guess was. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** "xxxx-xxxx-xxxx": 60 bits from an alphabet without look-alike characters. */
export function recoveryCode(): string {
  const chars = Array.from(
    { length: 12 },
    () => recoveryAlphabet[randomInt(recoveryAlphabet.length)],
  );
  return [0, 4, 8].map((start) => chars.slice(start, start + 4).join('')).join('-');
}

/** The index of the matching digest; every entry is compared so the time does not depend on it. */
export function matchIndex(digests: readonly string[], candidate: string): number {
  const wanted = digest(candidate);
  let found = -1;
  digests.forEach((stored, index) => {
    if (sameDigest(stored, wanted) && found < 0) found = index;
  });
  return found;
}
