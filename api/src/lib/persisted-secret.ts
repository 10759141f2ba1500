import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

type Secrets = Record<string, string>;

/** Longer than any holder keeps the lock: past it, the holder died holding it. */
const STALE_LOCK_MS = 2_000;
const LOCK_RETRY_MS = 5;

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The file is replaced whole (a rename), so it never reads torn. */
const readSecrets = (file: string): Secrets =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Secrets) : {};

const usable = (secret: unknown): secret is string =>
  typeof secret === 'string' && secret.length >= 32;

/** Runs `update` alone among the processes sharing `file`, holding `file.lock`. */
function alone<T>(file: string, update: () => T): T {
  const lock = `${file}.lock`;
  const stale = Date.now() + STALE_LOCK_MS;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > stale) rmSync(lock, { force: true });
      else pause(LOCK_RETRY_MS);
    }
  }
  try {
    return update();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * A random secret generated on first use and kept in DATA_DIR/secrets.json, so that outside
 * production tokens survive restarts without anyone configuring a key. Processes started
 * together on one DATA_DIR (two API processes, a test's servers) all get the one kept: each
 * would otherwise write its own, and tokens signed by all but the last would stop verifying.
 */
export function persistedSecret(dataDir: string, name: string, bytes = 48): string {
  const file = join(dataDir, 'secrets.json');
  const kept = readSecrets(file)[name];
  if (usable(kept)) return kept;
  mkdirSync(dataDir, { recursive: true });
  return alone(file, () => {
    // Another process may have kept one since the first read.
    const secrets = readSecrets(file);
    const raced = secrets[name];
    if (usable(raced)) return raced;
    const secret = randomBytes(bytes).toString('base64url');
    const written = `${file}.${process.pid}`;
    writeFileSync(written, `${JSON.stringify({ ...secrets, [name]: secret }, null, 2)}\n`, {
      mode: 0o600,
    });
    renameSync(written, file);
    return secret;
  });
}
