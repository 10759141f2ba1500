import { createTestClock } from '../../test/clock.ts';
import { startS3StandIn, storageOnStandIn, type S3StandIn } from '../../test/s3-stand-in.ts';
import { describeStorageContract, sendTo } from '../../test/storage-contract.ts';
import type { S3Storage } from './s3.ts';

// The S3 storage against an in-process S3-compatible stand-in (see s3-stand-in.ts), through the
// real AWS SDK: presigned URLs are checked for their SigV4 signature and expiry.
const clock = createTestClock();
let s3: S3StandIn;
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startS3StandIn(clock.now);
  storage = storageOnStandIn(s3, clock.now);
});

afterAll(async () => {
  storage.close();
  await s3.close();
});

test('presigned URLs are dated by the app clock and name the operation', async () => {
  const url = new URL(await storage.presignPart('k.wav', 'upload-1', 3));
  expect(url.origin).toBe(s3.endpoint);
  expect(url.pathname).toBe(`/${s3.bucket}/k.wav`);
  expect(url.searchParams.get('X-Amz-Date')).toBe('20260302T090000Z');
  expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
  expect(url.searchParams.get('partNumber')).toBe('3');
  expect(url.searchParams.get('uploadId')).toBe('upload-1');
  // No checksum of an empty body, which would make the browser's PUT fail.
  expect([...url.searchParams.keys()].some((name) => /checksum/i.test(name))).toBe(false);
});

describeStorageContract('s3', () => ({
  storage,
  send: sendTo(undefined as never),
  advance: clock.advance,
}));
