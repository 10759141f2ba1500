import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { constants, createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import {
  copyFile,
  mkdir,
  open,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { UPLOAD_CHUNK_SIZE } from '@portal/contracts/common/constants';
import { isStorageKey } from '@portal/contracts/storage/schema';
import { storageTexts } from '@portal/contracts/media/texts';
import { ApiError } from '../../lib/http-errors.ts';
import {
  PRESIGNED_URL_SECONDS,
  UploadPartsError,
  checkPartList,
  quoteEtag,
  unquoteEtag,
  type BlobStorage,
  type StoredObject,
  type UploadedPart,
} from './storage.ts';

/** What a signed local URL allows: one method on one object or one part, until `expires`. */
export interface UrlGrant {
  method: 'PUT' | 'GET';
  key: string;
  uploadId?: string;
  partNumber?: number;
  /** PUT of a whole object: its size limit. GET: the download's file name. */
  extra?: string;
  /** Unix seconds. */
  expires: number;
}

/**
 * A refused storage request: 400 (no bytes), 403 (signature, expiry), 404, 413, 416; answered
 * with its message.
 */
export class StorageAccessError extends ApiError {
  constructor(status: 400 | 403 | 404 | 413 | 416, message: string, options?: ErrorOptions) {
    super(status, message);
    this.name = 'StorageAccessError';
    if (options?.cause) this.cause = options.cause;
  }
}

const isUploadId = (id: string): boolean => /^[0-9a-f]{32}$/.test(id);

/** How often temporary files left by a crash are looked for, from the server's start. */
export const TEMP_SWEEP_EVERY_MS = 3_600_000;
/**
 * A temporary file untouched this long is a leftover. Every write of this process is known and
 * spared whatever its age; the age spares the live writes of another server sharing the folder
 * (each write touches its file as bytes arrive, and a part is at most 10 MB).
 */
export const TEMP_FILE_STALE_MS = 3_600_000;

/** A part's bytes are written at its place in the assembled file; all but the last are this long. */
const partOffset = (partNumber: number): number => (partNumber - 1) * UPLOAD_CHUNK_SIZE;

/**
 * Writes the bytes where they are asked to go, creating the file if need be, never truncating:
 * no flag string says that. Streams open with numeric flags too; their type names only strings.
 */
const WRITE_IN_PLACE = (constants.O_WRONLY | constants.O_CREAT) as unknown as string;

/**
 * How much of a body may wait for the disk before the socket is paused: with the default 16 KB
 * every 64 KB network chunk paused the socket until its write was done, one thread-pool trip
 * each; this lets the bytes keep coming while the writes go out together (writev).
 */
const WRITE_BUFFER = 1024 * 1024;

/** Flushes a file or folder to the disk. */
async function flush(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A part of a completed upload: its bytes and where they start in the object. */
interface PlacedPart {
  partNumber: number;
  size: number;
  start: number;
}

/** This process's part writes of one multipart upload, and whether it is being completed. */
interface UploadWrites {
  writing: Set<Promise<unknown>>;
  closing: boolean;
}

/**
 * Files under one folder (DATA_DIR/media): `objects/<key>`, writes in `tmp/` until complete.
 * A multipart upload is `uploads/<id>/`: its `key`, the object being assembled in `data`, each
 * part written straight at its offset in it (part n at (n - 1) × 10 MB, so nothing is copied on
 * completion), and `<n>.<etag>.<size>`, written once the part's bytes are all in place, saying
 * which bytes are there. The browser reaches them through HMAC-signed, expiring /v1/storage URLs.
 */
export class LocalStorage implements BlobStorage {
  readonly kind = 'local' as const;

  private readonly root: string;
  private readonly secret: string;
  private readonly now: () => Date;
  /** The temporary files this process is writing. */
  private readonly writing = new Set<string>();
  /** Multipart uploads with a part being written, or being completed, by this process. */
  private readonly uploads = new Map<string, UploadWrites>();
  /** The last write of each part (`<upload>/<n>`): a part sent again waits for the one before. */
  private readonly partWrites = new Map<string, Promise<unknown>>();

  constructor(root: string, secret: string, now: () => Date) {
    this.root = root;
    this.secret = secret;
    this.now = now;
  }

  // ---- signed URLs -------------------------------------------------------------------------

  private signature(grant: UrlGrant): Buffer {
    const canonical = [
      'v1',
      grant.method,
      grant.key,
      grant.uploadId ?? '',
      grant.partNumber ?? '',
      grant.extra ?? '',
      grant.expires,
    ].join('\n');
    return createHmac('sha256', this.secret).update(canonical).digest();
  }

  private expiry(): number {
    return Math.floor(this.now().getTime() / 1000) + PRESIGNED_URL_SECONDS;
  }

  private signedQuery(grant: UrlGrant, more: Record<string, string> = {}): string {
    const signature = this.signature(grant).toString('base64url');
    return new URLSearchParams({ ...more, expires: String(grant.expires), signature }).toString();
  }

  /** Throws 403 unless the signature is this grant's and the link has not expired. */
  verify(grant: UrlGrant, signature: string): void {
    const given = Buffer.from(signature, 'base64url');
    const expected = this.signature(grant);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new StorageAccessError(403, storageTexts.invalidSignature);
    if (grant.expires * 1000 < this.now().getTime())
      throw new StorageAccessError(403, storageTexts.expired);
  }

  async presignPut(key: string, maxSize: number): Promise<string> {
    const grant: UrlGrant = { method: 'PUT', key, extra: String(maxSize), expires: this.expiry() };
    return `/v1/storage/objects/${key}?${this.signedQuery(grant, { max_size: String(maxSize) })}`;
  }

  async presignPart(key: string, uploadId: string, partNumber: number): Promise<string> {
    const grant: UrlGrant = { method: 'PUT', key, uploadId, partNumber, expires: this.expiry() };
    return `/v1/storage/uploads/${uploadId}/parts/${partNumber}?${this.signedQuery(grant, { key })}`;
  }

  async presignGet(key: string, options: { fileName?: string } = {}): Promise<string> {
    const fileName = options.fileName ?? '';
    const grant: UrlGrant = { method: 'GET', key, extra: fileName, expires: this.expiry() };
    const more: Record<string, string> = fileName ? { filename: fileName } : {};
    return `/v1/storage/objects/${key}?${this.signedQuery(grant, more)}`;
  }

  // ---- files -------------------------------------------------------------------------------

  private objectPath(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
    return join(this.root, 'objects', key);
  }

  private uploadDir(uploadId: string): string {
    if (!isUploadId(uploadId)) throw new Error(`Not an upload id: ${uploadId}`);
    return join(this.root, 'uploads', uploadId);
  }

  /**
   * Runs `work` on a fresh temporary file, which the sweep leaves alone until `work` settles; a
   * failure removes the file.
   */
  private async withTempFile<T>(work: (temp: string) => Promise<T>): Promise<T> {
    await mkdir(join(this.root, 'tmp'), { recursive: true });
    const temp = join(this.root, 'tmp', randomBytes(16).toString('hex'));
    this.writing.add(temp);
    try {
      return await work(temp);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    } finally {
      this.writing.delete(temp);
    }
  }

  /**
   * Streams the body to the file `openFile` opens, with the MD5 hex of the bytes when `digest`;
   * more than `limit` bytes stops it with a 413, none at all is a 400 (the rest of the body is
   * read and dropped, so the client gets the answer). Answers the size.
   */
  private async receive(
    body: Readable,
    openFile: () => WriteStream,
    limit: number,
    digest: boolean,
  ): Promise<{ md5?: string; size: number }> {
    const md5 = digest ? createHash('md5') : undefined;
    let size = 0;
    // Opened with the first byte: a refused empty body makes no file.
    let out: WriteStream | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        let ended = false;
        const fail = (error: Error) => {
          body.off('data', onData);
          body.resume();
          out?.destroy();
          reject(error);
        };
        const onData = (chunk: Buffer) => {
          size += chunk.length;
          if (size > limit) return fail(new StorageAccessError(413, storageTexts.tooLarge(limit)));
          md5?.update(chunk);
          if (!out) {
            out = openFile();
            out.once('error', fail);
            out.once('finish', resolve);
          }
          if (!out.write(chunk)) {
            body.pause();
            out.once('drain', () => body.resume());
          }
        };
        body.on('data', onData);
        body.once('end', () => {
          ended = true;
          if (!out) return fail(new StorageAccessError(400, storageTexts.empty));
          out.end();
        });
        body.once('close', () => {
          if (!ended) fail(new Error('The upload was interrupted'));
        });
        body.once('error', fail);
        // Cut short before it was listened to (while the upload's key was read).
        if (body.destroyed) fail(new Error('The upload was interrupted'));
      });
    } finally {
      // A stream destroyed while its file was still opening creates the file after an early rm;
      // and a part's record is written only once its bytes are all in the file.
      if (out && !out.closed) await once(out, 'close');
    }
    return { md5: md5?.digest('hex'), size };
  }

  /**
   * Moves a finished file into place as an object, flushed first and its folder after: a
   * record may point at the object as soon as this answers, and a crash must not lose it.
   */
  private async place(temp: string, target: string): Promise<void> {
    await mkdir(join(this.root, 'objects'), { recursive: true });
    await flush(temp);
    await rename(temp, target);
    await flush(dirname(target));
  }

  /** The body of a signed PUT of a whole object. */
  async putObject(key: string, body: Readable, limit: number): Promise<StoredObject> {
    const target = this.objectPath(key);
    return this.withTempFile(async (temp) => {
      const { md5, size } = await this.receive(
        body,
        () => createWriteStream(temp, { highWaterMark: WRITE_BUFFER }),
        limit,
        true,
      );
      await this.place(temp, target);
      return { size, etag: quoteEtag(md5 ?? '') };
    });
  }

  /** Bytes the API made itself; an empty document is a document. */
  async write(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.objectPath(key);
    await this.withTempFile(async (temp) => {
      await writeFile(temp, bytes);
      await this.place(temp, target);
    });
  }

  /** A copy first: the file may lie on another device, and its owner removes it afterwards. */
  async writeFile(key: string, path: string): Promise<void> {
    const target = this.objectPath(key);
    await this.withTempFile(async (temp) => {
      await copyFile(path, temp);
      await this.place(temp, target);
    });
  }

  /**
   * The body of a signed PUT of one part, written at its offset in the upload's file as it
   * arrives. A part sent again replaces the earlier one: its record goes first, as the bytes it
   * described are overwritten, so a part cut short is one not uploaded, whatever came before.
   */
  async putPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
  ): Promise<StoredObject> {
    const dir = this.uploadDir(uploadId);
    if ((await this.uploadKey(uploadId)) !== key)
      throw new StorageAccessError(404, storageTexts.uploadNotFound);
    const upload = this.uploads.get(uploadId) ?? { writing: new Set(), closing: false };
    if (upload.closing) throw new StorageAccessError(404, storageTexts.uploadNotFound);
    this.uploads.set(uploadId, upload);
    const partKey = `${uploadId}/${partNumber}`;
    const before = this.partWrites.get(partKey);
    const write = (async () => {
      await before?.catch(() => undefined);
      return this.writePart(dir, partNumber, body);
    })();
    this.partWrites.set(partKey, write);
    upload.writing.add(write);
    try {
      return await write;
    } finally {
      upload.writing.delete(write);
      if (upload.writing.size === 0 && !upload.closing) this.uploads.delete(uploadId);
      if (this.partWrites.get(partKey) === write) this.partWrites.delete(partKey);
    }
  }

  /**
   * A part's ETag names this write of it, not its content: hashing 10 MB cost as much as writing
   * it, and what completion checks is that the part listed is the one last written. (S3's is the
   * MD5 of the part; a client takes either as it comes.)
   */
  private async writePart(dir: string, partNumber: number, body: Readable) {
    const etag = randomBytes(16).toString('hex');
    for (const earlier of await this.partFiles(dir))
      if (earlier.partNumber === partNumber) await rm(join(dir, earlier.name), { force: true });
    const openFile = () =>
      createWriteStream(join(dir, 'data'), {
        flags: WRITE_IN_PLACE,
        start: partOffset(partNumber),
        highWaterMark: WRITE_BUFFER,
      });
    const { size } = await this.receive(body, openFile, UPLOAD_CHUNK_SIZE, false).catch(
      (error: unknown) => {
        // Aborted before the bytes came: its folder is gone.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          throw new StorageAccessError(404, storageTexts.uploadNotFound, { cause: error });
        throw error;
      },
    );
    try {
      await writeFile(join(dir, `${partNumber}.${etag}.${size}`), '', { flag: 'wx' });
    } catch (error) {
      // Aborted while the bytes were arriving.
      throw new StorageAccessError(404, storageTexts.uploadNotFound, { cause: error });
    }
    return { size, etag: quoteEtag(etag) };
  }

  /**
   * Removes the temporary files of writes that will never finish (a crash cut them short):
   * those no write of this process holds and untouched for TEMP_FILE_STALE_MS. Answers how many.
   */
  async sweepTemporaryFiles(): Promise<number> {
    const dir = join(this.root, 'tmp');
    const staleBefore = this.now().getTime() - TEMP_FILE_STALE_MS;
    let removed = 0;
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const path = join(dir, name);
      if (this.writing.has(path)) continue;
      const stats = await stat(path).catch(() => undefined);
      if (!stats || stats.mtimeMs > staleBefore) continue;
      await rm(path, { recursive: true, force: true });
      removed += 1;
    }
    return removed;
  }

  private async uploadKey(uploadId: string): Promise<string | undefined> {
    try {
      return await readFile(join(this.uploadDir(uploadId), 'key'), 'utf8');
    } catch {
      return undefined;
    }
  }

  private async partFiles(dir: string) {
    const names = await readdir(dir).catch(() => [] as string[]);
    return names.flatMap((name) => {
      const match = /^(\d+)\.([0-9a-f]{32})\.(\d+)$/.exec(name);
      if (!match) return [];
      return [
        { name, partNumber: Number(match[1]), etag: match[2] as string, size: Number(match[3]) },
      ];
    });
  }

  async createMultipartUpload(key: string): Promise<string> {
    this.objectPath(key);
    const uploadId = randomBytes(16).toString('hex');
    const dir = this.uploadDir(uploadId);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'key'), key);
    return uploadId;
  }

  /**
   * The parts are already in place in the upload's file: it is checked against the list, cut to
   * the parts' length, flushed once and moved into place. Parts of this process still being
   * written are waited for, and none is taken meanwhile, so no byte changes after the check.
   */
  async completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: readonly UploadedPart[],
  ): Promise<void> {
    const dir = this.uploadDir(uploadId);
    if ((await this.uploadKey(uploadId)) !== key)
      throw new UploadPartsError(storageTexts.uploadNotFound);
    const listed = checkPartList(parts);
    const upload = this.uploads.get(uploadId) ?? { writing: new Set(), closing: false };
    if (upload.closing) throw new UploadPartsError(storageTexts.uploadNotFound);
    upload.closing = true;
    this.uploads.set(uploadId, upload);
    try {
      await Promise.allSettled(upload.writing);
      const placed = await this.checkParts(dir, listed);
      const data = join(dir, 'data');
      if (placed.some((part) => part.start !== partOffset(part.partNumber)))
        await this.compact(data, placed);
      const handle = await open(data, 'r+');
      try {
        // A longer last part sent before left bytes past the end.
        await handle.truncate(placed.reduce((length, part) => length + part.size, 0));
      } finally {
        await handle.close();
      }
      await this.place(data, this.objectPath(key));
    } finally {
      this.uploads.delete(uploadId);
    }
    await rm(dir, { recursive: true, force: true });
  }

  /**
   * Parts of other sizes than 10 MB (S3 takes any from 5 MB; the portal never sends them) lie
   * with gaps between them: they are copied together, in order, and the result replaces `data`.
   */
  private async compact(data: string, placed: readonly PlacedPart[]): Promise<void> {
    await this.withTempFile(async (temp) => {
      const out = await open(temp, 'w');
      try {
        for (const part of placed) {
          const range = {
            start: partOffset(part.partNumber),
            end: partOffset(part.partNumber) + part.size - 1,
          };
          for await (const chunk of createReadStream(data, {
            ...range,
            highWaterMark: 1024 * 1024,
          }))
            await out.write(chunk as Buffer);
        }
      } finally {
        await out.close();
      }
      await rename(temp, data);
    });
  }

  /**
   * Throws UploadPartsError unless every listed part is in place as listed; answers where each
   * part will start in the object.
   */
  private async checkParts(dir: string, listed: readonly UploadedPart[]): Promise<PlacedPart[]> {
    const stored = new Map((await this.partFiles(dir)).map((file) => [file.partNumber, file]));
    let start = 0;
    return listed.map(({ partNumber, etag }) => {
      const file = stored.get(partNumber);
      if (!file) throw new UploadPartsError(`Part ${partNumber} has not been uploaded`);
      if (file.etag !== unquoteEtag(etag))
        throw new UploadPartsError(`The ETag of part ${partNumber} does not match its bytes`);
      const part = { partNumber, size: file.size, start };
      start += file.size;
      return part;
    });
  }

  filePath(key: string): string {
    return this.objectPath(key);
  }

  async abortMultipartUpload(_key: string, uploadId: string): Promise<void> {
    await rm(this.uploadDir(uploadId), { recursive: true, force: true });
  }

  async head(key: string): Promise<StoredObject | undefined> {
    try {
      const stats = await stat(this.objectPath(key));
      // Cheap and stable: local ETags of whole objects are not content digests.
      return { size: stats.size, etag: `"${stats.mtimeMs.toString(16)}-${stats.size}"` };
    } catch {
      return undefined;
    }
  }

  async read(key: string, range?: { start: number; end?: number }): Promise<Readable> {
    const path = this.objectPath(key);
    const stream = createReadStream(path, range ?? {});
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (error) =>
        reject(new StorageAccessError(404, storageTexts.notFound, { cause: error })),
      );
    });
    return stream;
  }

  async delete(key: string): Promise<void> {
    await rm(this.objectPath(key), { force: true });
  }
}
