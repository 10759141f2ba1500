import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB of memory, two passes, one lane. The library's default
// algorithm is argon2id (its `Algorithm` is a const enum, which erasable TypeScript cannot name).
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or against a throwaway hash when there is no user, so
 * an unknown email (or an account with no password yet) costs the same time as a wrong password.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const target = storedHash ?? (await dummyHash);
  const matches = await verify(target, password).catch(() => false);
  return typeof storedHash === 'string' && matches;
}
