import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDirsForFile } from '../test/helper.ts';
import { persistedSecret } from './persisted-secret.ts';

const dataDir = tempDirsForFile('portal-secret-');

/**
 * A process of its own asking for `name` at the moment it is told, as servers started together
 * do: each says when it has loaded, so a slow start on a busy machine cannot spread the asks out.
 */
function asker(dir: string, name: string) {
  const script = `
    import { once } from 'node:events';
    import { persistedSecret } from ${JSON.stringify(join(import.meta.dirname, 'persisted-secret.ts'))};
    process.stdout.write('ready\\n');
    const [at] = await once(process.stdin, 'data');
    while (Date.now() < Number(String(at)));
    process.stdout.write(persistedSecret(${JSON.stringify(dir)}, ${JSON.stringify(name)}));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8');
  const ready = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (out.startsWith('ready\n')) resolve();
    }),
  );
  const asked = once(child, 'close').then(() => out.slice('ready\n'.length));
  return {
    ready,
    askAt: (at: number) => {
      child.stdin.end(String(at));
      return asked;
    },
  };
}

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
  const askers = Array.from({ length: 6 }, () => asker(dir, 'accessTokenSecret'));
  await Promise.all(askers.map((each) => each.ready));
  const at = Date.now() + 100;
  const secrets = await Promise.all(askers.map((each) => each.askAt(at)));
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
