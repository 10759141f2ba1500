/**
 * The session id a caller without a token sends instead (client spec sections 7 and 9): 32 random
 * alphanumeric characters. Its form, and a new one.
 */
import { SESSION_ID_LENGTH } from '../common/constants.ts';

const sessionIdPattern = new RegExp(`^[A-Za-z0-9]{${SESSION_ID_LENGTH}}$`);
export const isSessionId = (value: string): boolean => sessionIdPattern.test(value);

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 random alphanumeric characters from the platform's CSPRNG. */
export function createSessionId(random: Crypto = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(SESSION_ID_LENGTH));
  // 248 is the largest multiple of 62 below 256; rejecting above it keeps characters uniform.
  const chars = [...bytes].filter((b) => b < 248).map((b) => alphabet[b % alphabet.length]);
  return chars.length === SESSION_ID_LENGTH ? chars.join('') : createSessionId(random);
}
