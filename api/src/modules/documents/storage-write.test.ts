import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestClock } from '../../test/clock.ts';
import { startS3StandIn, storageOnStandIn, type S3StandIn } from '../../test/s3-stand-in.ts';
import { readAll } from '../../test/storage-contract.ts';
import { LocalStorage } from '../storage/local.ts';
import type { S3Storage } from '../storage/s3.ts';
import type { BlobStorage } from '../storage/storage.ts';

// Generated documents are written by the API itself: both storages keep and replace them.
const clock = createTestClock();
const root = mkdtempSync(join(tmpdir(), 'portal-documents-storage-'));
let s3: S3StandIn;
let bucket: S3Storage;

beforeAll(async () => {
  s3 = await startS3StandIn(clock.now);
  bucket = storageOnStandIn(s3, clock.now);
});

afterAll(async () => {
  bucket.close();
  await s3.close();
  rmSync(root, { recursive: true, force: true });
});

const storages: [string, () => BlobStorage][] = [
  ['local', () => new LocalStorage(root, 'test-storage-signing-secret-of-32-chars', clock.now)],
  ['s3', () => bucket],
];

test.each(storages)('%s: write stores the bytes, a second write replaces them', async (_, of) => {
  const storage = of();
  const key = 'transcript-1-v1-TXT_clean.txt';
  await storage.write(key, Buffer.from('first'), 'text/plain; charset=utf-8');
  expect(await storage.head(key)).toMatchObject({ size: 5 });
  await storage.write(key, Buffer.from('Zoë, second'), 'text/plain; charset=utf-8');
  expect((await readAll(await storage.read(key))).toString()).toBe('Zoë, second');
});
