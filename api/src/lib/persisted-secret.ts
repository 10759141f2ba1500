import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Secrets = Record<string, string>;

/**
 * A random secret generated on first use and kept in DATA_DIR/secrets.json, so that outside
 * production tokens survive restarts without anyone configuring a key.
 */
export function persistedSecret(dataDir: string, name: string, bytes = 48): string {
  const file = join(dataDir, 'secrets.json');
  const secrets: Secrets = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Secrets)
    : {};
  const existing = secrets[name];
  if (typeof existing === 'string' && existing.length >= 32) return existing;
  const secret = randomBytes(bytes).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...secrets, [name]: secret }, null, 2)}\n`, {
    mode: 0o600,
  });
  return secret;
}
