import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { tempDirsForFile } from '../test/helper.ts';
import { persistedSecret } from './persisted-secret.ts';

const dataDir = tempDirsForFile('portal-secret-');
const run = promisify(execFile);

/** A process of its own asking for `name` once the clock reaches `at`, as servers started together do. */
const askAt = async (dir: string, name: string, at: number): Promise<string> => {
  const script = `
    import { persistedSecret } from ${JSON.stringify(join(import.meta.dirname, 'persisted-secret.ts'))};
    while (Date.now() < ${at});
    process.stdout.write(persistedSecret(${JSON.stringify(dir)}, ${JSON.stringify(name)}));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
  return stdout;
};

it('generates a secret once and gives the same one after', () => {
  const dir = dataDir();
  const secret = persistedSecret(dir, 'accessTokenSecret');
  expect(secret.length).toBeGreaterThanOrEqual(32);
  expect(persistedSecret(dir, 'accessTokenSecret')).toBe(secret);
  expect(persistedSecret(dir, 'storageSigningSecret')).not.toBe(secret);
  expect(Object.keys(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')))).toEqual([
    'accessTokenSecret',
    'storageSigningSecret',
  ]);
});

it('replaces a kept value too short to be a key', () => {
  const dir = dataDir();
  writeFileSync(join(dir, 'secrets.json'), JSON.stringify({ accessTokenSecret: 'short' }));
  expect(persistedSecret(dir, 'accessTokenSecret')).toMatch(/^.{32,}$/);
});

it('gives processes asking at the same moment one secret, the one kept', async () => {
  const dir = dataDir();
  const at = Date.now() + 1500;
  const secrets = await Promise.all(
    Array.from({ length: 6 }, () => askAt(dir, 'accessTokenSecret', at)),
  );
  const kept = JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')) as Record<
    string,
    string
  >;
  expect(new Set(secrets)).toEqual(new Set([kept.accessTokenSecret]));
});

it('takes over the lock of a process that died holding it', () => {
  const dir = dataDir();
  writeFileSync(join(dir, 'secrets.json.lock'), '');
  expect(persistedSecret(dir, 'accessTokenSecret')).toMatch(/^.{32,}$/);
  expect(existsSync(join(dir, 'secrets.json.lock'))).toBe(false);
});
