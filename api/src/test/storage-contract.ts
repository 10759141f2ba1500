import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  PRESIGNED_URL_SECONDS,
  UploadPartsError,
  type BlobStorage,
} from '../modules/storage/storage.ts';

export interface SentResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export type Send = (
  url: string,
  init?: { method?: string; body?: Buffer | Readable; headers?: Record<string, string> },
) => Promise<SentResponse>;

/**
 * Sends a request to a presigned URL as a browser would: a relative local storage URL to the
 * app (inject), an absolute one (S3) over HTTP.
 */
export function sendTo(app: FastifyInstance): Send {
  return async (url, init = {}) => {
    const method = init.method ?? 'GET';
    if (url.startsWith('/')) {
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers: { 'content-type': 'application/octet-stream', ...init.headers },
        ...(init.body ? { payload: init.body } : {}),
      });
      return {
        status: response.statusCode,
        headers: Object.fromEntries(
          Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: response.rawPayload,
      };
    }
    const response = await fetch(url, {
      method,
      headers: init.headers ?? {},
      ...(init.body ? { body: init.body as Buffer<ArrayBuffer>, duplex: 'half' } : {}),
    } as RequestInit);
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body: Buffer.from(await response.arrayBuffer()),
    };
  };
}

export const md5Etag = (bytes: Buffer): string =>
  `"${createHash('md5').update(bytes).digest('hex')}"`;

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface ContractSubject {
  storage: BlobStorage;
  send: Send;
  /** Moves the clock the storage signs with. */
  advance(ms: number): void;
}

const bytes = (length: number, seed: number): Buffer => {
  const buffer = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) buffer[i] = (i * 31 + seed) & 0xff;
  return buffer;
};

/** What every BlobStorage does, checked through its presigned URLs as a browser uses them. */
export function describeStorageContract(name: string, subject: () => ContractSubject): void {
  describe(`${name} storage`, () => {
    test('a single PUT answers the MD5 ETag; the object is read whole, by range and by URL, and deleted', async () => {
      const { storage, send } = subject();
      const key = `single-${name}.wav`;
      const content = bytes(100_000, 1);
      const put = await send(await storage.presignPut(key, content.length), {
        method: 'PUT',
        body: content,
      });
      expect(put.status).toBe(200);
      expect(put.headers.etag).toBe(md5Etag(content));
      expect((await storage.head(key))?.size).toBe(content.length);
      expect((await readAll(await storage.read(key))).equals(content)).toBe(true);
      expect(
        (await readAll(await storage.read(key, { start: 10, end: 19 }))).equals(
          content.subarray(10, 20),
        ),
      ).toBe(true);
      const download = await send(await storage.presignGet(key, { fileName: 'talk.wav' }));
      expect(download.status).toBe(200);
      expect(download.body.equals(content)).toBe(true);
      await storage.delete(key);
      expect(await storage.head(key)).toBeUndefined();
      await storage.delete(key);
    });

    test('multipart: a wrong ETag or a missing part changes nothing; the right list assembles the parts in order', async () => {
      const { storage, send } = subject();
      const key = `parts-${name}.wav`;
      const parts = [bytes(6 * 1024 * 1024, 2), bytes(6 * 1024 * 1024, 3), bytes(1000, 4)];
      const uploadId = await storage.createMultipartUpload(key, 'audio/wav');
      const etags: string[] = [];
      // Sent out of order, as parallel uploads finish.
      for (const index of [2, 0, 1]) {
        const url = await storage.presignPart(key, uploadId, index + 1);
        const put = await send(url, { method: 'PUT', body: parts[index] });
        expect(put.status).toBe(200);
        // S3 answers the part's MD5; the local storage names the write (LocalStorage.writePart).
        expect(put.headers.etag).toEqual(
          name === 's3'
            ? md5Etag(parts[index] as Buffer)
            : expect.stringMatching(/^"[0-9a-f]{32}"$/),
        );
        etags[index] = put.headers.etag as string;
      }
      const listed = etags.map((etag, index) => ({ partNumber: index + 1, etag }));

      const wrong = listed.map((part) =>
        part.partNumber === 2 ? { ...part, etag: md5Etag(Buffer.from('other')) } : part,
      );
      await expect(storage.completeMultipartUpload(key, uploadId, wrong)).rejects.toBeInstanceOf(
        UploadPartsError,
      );
      const gap = listed.filter((part) => part.partNumber !== 2);
      await expect(storage.completeMultipartUpload(key, uploadId, gap)).rejects.toThrow(
        'Part 2 is missing from the list of parts',
      );
      const tooMany = [...listed, { partNumber: 4, etag: listed[0]?.etag ?? '' }];
      await expect(storage.completeMultipartUpload(key, uploadId, tooMany)).rejects.toBeInstanceOf(
        UploadPartsError,
      );
      expect(await storage.head(key)).toBeUndefined();

      // Unquoted ETags are accepted too, as browsers may strip the quotes.
      await storage.completeMultipartUpload(
        key,
        uploadId,
        listed.map((part) => ({ ...part, etag: part.etag.replace(/"/g, '') })),
      );
      expect((await storage.head(key))?.size).toBe(12 * 1024 * 1024 + 1000);
      expect((await readAll(await storage.read(key))).equals(Buffer.concat(parts))).toBe(true);
      // The upload is closed: its parts are gone.
      await expect(storage.completeMultipartUpload(key, uploadId, listed)).rejects.toBeInstanceOf(
        UploadPartsError,
      );
      await storage.delete(key);
    });

    test('an aborted upload takes no more parts and cannot be completed', async () => {
      const { storage, send } = subject();
      const key = `aborted-${name}.wav`;
      const uploadId = await storage.createMultipartUpload(key, 'audio/wav');
      const part = bytes(1000, 5);
      const first = await send(await storage.presignPart(key, uploadId, 1), {
        method: 'PUT',
        body: part,
      });
      expect(first.status).toBe(200);
      await storage.abortMultipartUpload(key, uploadId);
      await storage.abortMultipartUpload(key, uploadId);
      const late = await send(await storage.presignPart(key, uploadId, 2), {
        method: 'PUT',
        body: part,
      });
      expect(late.status).toBe(404);
      await expect(
        storage.completeMultipartUpload(key, uploadId, [{ partNumber: 1, etag: md5Etag(part) }]),
      ).rejects.toBeInstanceOf(UploadPartsError);
      expect(await storage.head(key)).toBeUndefined();
    });

    // Generated documents are written by the API itself.
    test('write stores the bytes, a second write replaces them', async () => {
      const { storage } = subject();
      const key = 'transcript-1-v1-TXT_clean.txt';
      await storage.write(key, Buffer.from('first'), 'text/plain; charset=utf-8');
      expect(await storage.head(key)).toMatchObject({ size: 5 });
      await storage.write(key, Buffer.from('Zoë, second'), 'text/plain; charset=utf-8');
      expect((await readAll(await storage.read(key))).toString()).toBe('Zoë, second');
    });

    test('writeFile stores a file from disk, a second one replaces it', async () => {
      const { storage } = subject();
      const key = 'rendition-1.m4a';
      const dir = await mkdtemp(join(tmpdir(), 'storage-contract-'));
      try {
        const file = join(dir, 'made.bin');
        await writeFile(file, Buffer.from('first'));
        await storage.writeFile(key, file, 'audio/mp4');
        expect(await storage.head(key)).toMatchObject({ size: 5 });
        await writeFile(file, Buffer.from('the second file'));
        await storage.writeFile(key, file, 'audio/mp4');
        expect((await readAll(await storage.read(key))).toString()).toBe('the second file');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    test('a tampered or expired URL is refused with 403 and nothing is stored', async () => {
      const { storage, send, advance } = subject();
      const key = `refused-${name}.wav`;
      const content = bytes(1000, 6);
      const url = await storage.presignPut(key, content.length);
      const tampered = url.replace(
        /(ignature=)(.)/,
        (_m, name: string, first: string) => `${name}${first === 'A' ? 'B' : 'A'}`,
      );
      expect((await send(tampered, { method: 'PUT', body: content })).status).toBe(403);
      const otherKey = url.replace(key, `x${key}`);
      expect((await send(otherKey, { method: 'PUT', body: content })).status).toBe(403);
      advance((PRESIGNED_URL_SECONDS + 1) * 1000);
      expect((await send(url, { method: 'PUT', body: content })).status).toBe(403);
      expect(await storage.head(key)).toBeUndefined();
      expect(await storage.head(`x${key}`)).toBeUndefined();
    });
  });
}
