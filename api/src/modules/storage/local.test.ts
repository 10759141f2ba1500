import {
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { UPLOAD_CHUNK_SIZE } from '@portal/contracts/common/constants';
import { setupTestApp } from '../../test/helper.ts';
import { describeStorageContract, md5Etag, readAll, sendTo } from '../../test/storage-contract.ts';
import { storageTexts } from '@portal/contracts/media/texts';
import { TEMP_FILE_STALE_MS, type LocalStorage } from './local.ts';
import { parseRange } from './routes.ts';

const t = setupTestApp();
const storage = () => t.app.storage as LocalStorage;
const root = () => (t.app.config.storage.kind === 'local' ? t.app.config.storage.root : '');
/** Files left anywhere under the storage folder but the given objects. */
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    : [];

const put = (url: string, body: Buffer | Readable, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/octet-stream', ...headers },
    payload: body,
  });

describe('signed local URLs', () => {
  test('a URL signed for one thing does not allow another: method, key, part, upload or size', async () => {
    const content = Buffer.from('RIFF....WAVE');
    const putUrl = await storage().presignPut('a.wav', content.length);
    const getUrl = await storage().presignGet('a.wav');
    const uploadId = await storage().createMultipartUpload('b.wav');
    const partUrl = await storage().presignPart('b.wav', uploadId, 1);
    const otherUpload = await storage().createMultipartUpload('c.wav');

    const refused = [
      // A GET link used to PUT, and a PUT link used to GET.
      await put(getUrl.replace(/&?filename=[^&]*/, ''), content),
      await t.app.inject({ url: putUrl.replace(/max_size=\d+&/, '') }),
      // Another part, another upload, another key, a larger size than signed.
      await put(partUrl.replace('/parts/1?', '/parts/2?'), content),
      await put(partUrl.replace(uploadId, otherUpload), content),
      await put(partUrl.replace('key=b.wav', 'key=c.wav'), content),
      await put(putUrl.replace(`max_size=${content.length}`, 'max_size=99999999'), content),
      // No signature at all, and rubbish for one.
      await put(putUrl.replace(/&signature=.*/, ''), content),
      await put(putUrl.replace(/signature=.*/, 'signature=%00%01'), content),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: storageTexts.invalidSignature });
    }
    // Nothing was written: the uploads hold only their key files.
    expect(filesUnder(root()).sort()).toEqual(
      [join('uploads', uploadId, 'key'), join('uploads', otherUpload, 'key')].sort(),
    );
    await storage().abortMultipartUpload('b.wav', uploadId);
    await storage().abortMultipartUpload('c.wav', otherUpload);
  });

  test('a body over the signed size, or a part over 10 MB, is a 413, announced or streamed', async () => {
    const url = await storage().presignPut('big.wav', 1000);
    const over = await put(url, Buffer.alloc(1001));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ message: storageTexts.tooLarge(1000) });
    // Sent without a length (chunked): stopped while streaming.
    const streamed = await put(url, Readable.from([Buffer.alloc(600), Buffer.alloc(600)]));
    expect(streamed.statusCode).toBe(413);

    const uploadId = await storage().createMultipartUpload('parts.wav');
    const partUrl = await storage().presignPart('parts.wav', uploadId, 1);
    const part = await put(partUrl, Buffer.alloc(UPLOAD_CHUNK_SIZE + 1));
    expect(part.statusCode).toBe(413);
    expect(part.json()).toMatchObject({ message: storageTexts.tooLarge(UPLOAD_CHUNK_SIZE) });
    const streamedPart = await put(
      partUrl,
      Readable.from([Buffer.alloc(UPLOAD_CHUNK_SIZE), Buffer.alloc(10)]),
    );
    expect(streamedPart.statusCode).toBe(413);
    // The bytes that came before the limit lie in the upload's file, recorded as no part.
    expect(filesUnder(root()).sort()).toEqual(
      [join('uploads', uploadId, 'data'), join('uploads', uploadId, 'key')].sort(),
    );

    // Exactly the limit is fine, and a part sent again replaces the first.
    const exact = await put(partUrl, Buffer.alloc(UPLOAD_CHUNK_SIZE, 1));
    expect(exact.statusCode).toBe(200);
    const again = await put(partUrl, Buffer.from('shorter'));
    expect(again.headers.etag).not.toBe(exact.headers.etag);
    expect(filesUnder(join(root(), 'uploads', uploadId)).sort()).toEqual(
      ['data', 'key', `1.${String(again.headers.etag).replace(/"/g, '')}.7`].sort(),
    );
    await storage().abortMultipartUpload('parts.wav', uploadId);
    expect(filesUnder(root())).toEqual([]);
  });

  test('a PUT with no bytes is a 400 that makes no file, announced or streamed, typed or not', async () => {
    const url = await storage().presignPut('empty.wav', 1000);
    const uploadId = await storage().createMultipartUpload('empty-parts.wav');
    const partUrl = await storage().presignPart('empty-parts.wav', uploadId, 1);
    const refused = [
      // As a script sends it: no body, no Content-Type, no Content-Length.
      await t.app.inject({ method: 'PUT', url }),
      await t.app.inject({ method: 'PUT', url: partUrl }),
      await put(url, Buffer.alloc(0)),
      await put(partUrl, Buffer.alloc(0), { 'content-length': '0' }),
      // Chunked with no chunk: found empty once the body ends.
      await put(url, Readable.from([]), { 'transfer-encoding': 'chunked' }),
      await put(partUrl, Readable.from([]), { 'transfer-encoding': 'chunked' }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: storageTexts.empty, message: storageTexts.empty });
    }
    expect(filesUnder(root())).toEqual([join('uploads', uploadId, 'key')]);
    await storage().abortMultipartUpload('empty-parts.wav', uploadId);
  });

  test('GET serves byte ranges', async () => {
    const content = Buffer.from('0123456789');
    await put(await storage().presignPut('range.wav', 10), content);
    const url = await storage().presignGet('range.wav', { fileName: 'My talk.wav' });
    const whole = await t.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-disposition']).toBe("attachment; filename*=UTF-8''My%20talk.wav");
    expect(whole.body).toBe('0123456789');
    const part = await t.app.inject({ url, headers: { range: 'bytes=2-4' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 2-4/10');
    expect(part.body).toBe('234');
    expect((await t.app.inject({ url, headers: { range: 'bytes=-3' } })).body).toBe('789');
    const outside = await t.app.inject({ url, headers: { range: 'bytes=20-' } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */10');
    await storage().delete('range.wav');
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  test('ranges are read as HTTP says', () => {
    expect(parseRange(undefined, 10)).toBeUndefined();
    expect(parseRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-20', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=9-3', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,4-5', 10)).toBe('unsatisfiable');
    expect(parseRange('items=0-1', 10)).toBe('unsatisfiable');
  });

  test('the bytes are taken whatever type the browser gives the file, or none', async () => {
    const content = Buffer.from('{"not":"parsed"}');
    const typed = await put(await storage().presignPut('typed.wav', content.length), content, {
      'content-type': 'application/json',
    });
    expect(typed.statusCode).toBe(200);
    expect(typed.headers.etag).toBe(md5Etag(content));
    // A file of unknown type is sent with no Content-Type at all.
    const untyped = await t.app.inject({
      method: 'PUT',
      url: await storage().presignPut('untyped.wav', content.length),
      payload: content,
    });
    expect(untyped.statusCode).toBe(200);
    expect(untyped.headers.etag).toBe(md5Etag(content));
    await storage().delete('typed.wav');
    await storage().delete('untyped.wav');
  });

  test('other routes keep their form-or-JSON rule', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/media',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from('x'),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('multipart parts, each written at its place', () => {
  const part = (partNumber: number, length = UPLOAD_CHUNK_SIZE) => Buffer.alloc(length, partNumber);
  const sendPart = async (key: string, uploadId: string, partNumber: number, bytes: Buffer) => {
    const response = await put(await storage().presignPart(key, uploadId, partNumber), bytes);
    expect(response.statusCode).toBe(200);
    return { partNumber, etag: String(response.headers.etag) };
  };

  test('parts sent out of order and one sent again make the file in order, the same file they were written to', async () => {
    const key = 'placed.wav';
    const uploadId = await storage().createMultipartUpload(key);
    const third = await sendPart(key, uploadId, 3, part(3, 1000));
    const first = await sendPart(key, uploadId, 1, part(1));
    const stale = await sendPart(key, uploadId, 2, part(9, UPLOAD_CHUNK_SIZE));
    const second = await sendPart(key, uploadId, 2, part(2));
    // A write of the same part is a new ETag: the list must name the bytes last sent.
    expect(second.etag).not.toBe(stale.etag);
    await expect(
      storage().completeMultipartUpload(key, uploadId, [first, stale, third]),
    ).rejects.toThrow('The ETag of part 2 does not match its bytes');
    const written = statSync(join(root(), 'uploads', uploadId, 'data')).ino;

    await storage().completeMultipartUpload(key, uploadId, [third, first, second]);
    const object = join(root(), 'objects', key);
    // Moved, not copied: the parts were written where the object now is.
    expect(statSync(object).ino).toBe(written);
    const bytes = await readAll(await storage().read(key));
    expect(bytes.equals(Buffer.concat([part(1), part(2), part(3, 1000)]))).toBe(true);
    expect(filesUnder(root())).toEqual([join('objects', key)]);
    await storage().delete(key);
  });

  test('a missing part is refused with its number and changes nothing; the upload can still be completed', async () => {
    const key = 'missing.wav';
    const uploadId = await storage().createMultipartUpload(key);
    const first = await sendPart(key, uploadId, 1, part(1));
    const listed = [first, { partNumber: 2, etag: first.etag }];
    await expect(storage().completeMultipartUpload(key, uploadId, listed)).rejects.toThrow(
      'Part 2 has not been uploaded',
    );
    expect(await storage().head(key)).toBeUndefined();
    const second = await sendPart(key, uploadId, 2, part(2, 10));
    await storage().completeMultipartUpload(key, uploadId, [first, second]);
    expect((await storage().head(key))?.size).toBe(UPLOAD_CHUNK_SIZE + 10);
    await storage().delete(key);
  });

  test('a part cut short is not uploaded, whatever was sent for it before, and leaves no file', async () => {
    const key = 'cut.wav';
    const uploadId = await storage().createMultipartUpload(key);
    const first = await sendPart(key, uploadId, 1, part(1, 100));
    const body = new PassThrough();
    const sending = storage().putPart(key, uploadId, 1, body);
    body.write(part(7, 50));
    // Cut once the new bytes are being taken: the earlier part's record is gone by then.
    const recorded = () => readdirSync(join(root(), 'uploads', uploadId)).length > 2;
    while (recorded()) await new Promise((resolve) => setImmediate(resolve));
    body.destroy();
    await expect(sending).rejects.toThrow('The upload was interrupted');
    await expect(storage().completeMultipartUpload(key, uploadId, [first])).rejects.toThrow(
      'Part 1 has not been uploaded',
    );
    expect(filesUnder(root()).sort()).toEqual(
      [join('uploads', uploadId, 'data'), join('uploads', uploadId, 'key')].sort(),
    );
    await storage().abortMultipartUpload(key, uploadId);
    expect(filesUnder(root())).toEqual([]);
  });

  test('parts of other sizes than 10 MB are copied together in order', async () => {
    const key = 'uneven.wav';
    const uploadId = await storage().createMultipartUpload(key);
    const listed = [
      await sendPart(key, uploadId, 2, part(2, 300)),
      await sendPart(key, uploadId, 1, part(1, 200)),
    ];
    await storage().completeMultipartUpload(key, uploadId, listed);
    const bytes = await readAll(await storage().read(key));
    expect(bytes.equals(Buffer.concat([part(1, 200), part(2, 300)]))).toBe(true);
    expect(filesUnder(root())).toEqual([join('objects', key)]);
    await storage().delete(key);
  });
});

describe('temporary files', () => {
  const tmp = () => join(root(), 'tmp');
  /** A temporary file last written `ageMs` before the app's clock. */
  const tempFileAged = (name: string, ageMs: number): string => {
    mkdirSync(tmp(), { recursive: true });
    const path = join(tmp(), name);
    writeFileSync(path, 'partial bytes');
    const when = new Date(t.clock.now().getTime() - ageMs);
    utimesSync(path, when, when);
    return path;
  };

  test('those a crash left are removed when a server starts; a fresh one, maybe another server’s, stays', async () => {
    tempFileAged('crashed', TEMP_FILE_STALE_MS + 60_000);
    const fresh = tempFileAged('fresh', 60_000);
    await t.build({});
    expect(readdirSync(tmp())).toEqual(['fresh']);
    rmSync(fresh);
  });

  test('an upload still arriving survives a sweep, however old its file, and completes', async () => {
    const url = await storage().presignPut('slow.wav', 100);
    const body = new PassThrough();
    const sending = put(url, body, { 'transfer-encoding': 'chunked' });
    const first = Buffer.from('first half ');
    body.write(first);
    // Wait until those bytes are in the file: no write touches it after its date is set.
    const written = () =>
      existsSync(tmp()) &&
      readdirSync(tmp()).some((name) => statSync(join(tmp(), name)).size === first.length);
    while (!written()) await new Promise((resolve) => setImmediate(resolve));
    const [name] = readdirSync(tmp()) as [string];
    const longAgo = new Date(t.clock.now().getTime() - 10 * TEMP_FILE_STALE_MS);
    utimesSync(join(tmp(), name), longAgo, longAgo);

    expect(await storage().sweepTemporaryFiles()).toBe(0);
    expect(readdirSync(tmp())).toEqual([name]);
    body.end(Buffer.from('second half'));
    const response = await sending;
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(md5Etag(Buffer.from('first half second half')));
    expect(readdirSync(tmp())).toEqual([]);
    await storage().delete('slow.wav');
  });
});

describeStorageContract('local', () => ({
  storage: storage(),
  send: sendTo(t.app),
  advance: t.clock.advance,
}));
