import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret handed out once (refresh token, link in a mail): 256 random bits. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/**
 * What is stored of a handed-out secret: a leaked table cannot be turned into working tokens,
 * links or codes. The secrets carry enough entropy for a plain hash.
 */
export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');
