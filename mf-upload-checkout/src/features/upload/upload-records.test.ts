import { webcrypto } from 'node:crypto';
import { testMedia, unpricedMedia } from '@portal/contracts/media/test-media';
import {
  bytesSent,
  identify,
  memoryRecords,
  sameFile,
  uploadJournal,
  type Digest,
  type UploadRecord,
} from './upload-records.ts';

// jsdom has no SubtleCrypto: Node's own digests the same bytes.
const digest: Digest = async (bytes) => webcrypto.subtle.digest('SHA-256', bytes);

const MB = 1024 * 1024;
const fileOf = (
  bytes: Uint8Array<ArrayBuffer>,
  name = 'board-meeting.mp4',
  lastModified = 1_700_000_000_000,
) => new File([bytes], name, { lastModified });

describe('the file an upload is for', () => {
  const bytes = new Uint8Array(3 * MB).map((_, i) => i % 251);

  it('is known by its name, size, last change and its first and last MB', async () => {
    const identity = await identify(fileOf(bytes), digest);
    expect(identity).toMatchObject({
      name: 'board-meeting.mp4',
      size: 3 * MB,
      lastModified: 1_700_000_000_000,
    });
    expect(identity.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(sameFile(await identify(fileOf(bytes), digest), identity)).toBe(true);
  });

  it('is another file when its last MB differs, or its name or last change', async () => {
    const identity = await identify(fileOf(bytes), digest);
    const changed = bytes.slice();
    changed[changed.length - 1] = 7;
    expect(sameFile(await identify(fileOf(changed), digest), identity)).toBe(false);
    expect(sameFile(await identify(fileOf(bytes, 'other.mp4'), digest), identity)).toBe(false);
    expect(sameFile(await identify(fileOf(bytes, undefined, 1), digest), identity)).toBe(false);
  });
});

describe('the record of an upload on its way', () => {
  const identity = { name: 'talk.mp3', size: 25, lastModified: 1, fingerprint: 'ab' };
  const media = testMedia(9, { ...unpricedMedia, title: 'talk.mp3', status: 'pending' });

  it('is written once the media exists and again as each part is stored, then removed', async () => {
    const records = memoryRecords();
    const journal = uploadJournal(records, 'user:4', async () => identity);
    void journal.created(media, 3);
    await journal.partSent({ PartNumber: 2, ETag: '"b"' });
    expect(records.all()).toEqual([
      expect.objectContaining({
        owner: 'user:4',
        mediaId: 9,
        partCount: 3,
        title: 'talk.mp3',
        file: identity,
        parts: [{ PartNumber: 2, ETag: '"b"' }],
      }),
    ]);
    await journal.partSent({ PartNumber: 1, ETag: '"a"' });
    expect(records.all()[0]!.parts).toEqual([
      { PartNumber: 2, ETag: '"b"' },
      { PartNumber: 1, ETag: '"a"' },
    ]);
    await journal.ended();
    expect(records.all()).toEqual([]);
  });

  it('is not kept for a file sent in one PUT: there is nothing to go on from', async () => {
    const records = memoryRecords();
    const journal = uploadJournal(records, 'visitor', async () => identity);
    await journal.created(media, 1);
    expect(records.all()).toEqual([]);
  });

  it('is listed to its owner only, and counts the bytes its parts hold', async () => {
    const record: UploadRecord = {
      owner: 'user:4',
      mediaId: 9,
      partCount: 3,
      parts: [
        { PartNumber: 1, ETag: '"a"' },
        { PartNumber: 3, ETag: '"c"' },
      ],
      title: 'talk.mp3',
      file: identity,
      startedAt: 0,
    };
    const records = memoryRecords([record]);
    await expect(records.list('user:5')).resolves.toEqual([]);
    await expect(records.list('user:4')).resolves.toEqual([record]);
    expect(bytesSent(record, 10)).toBe(15); // part 3 is the 5-byte rest
  });
});
