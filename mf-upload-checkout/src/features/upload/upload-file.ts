import { UPLOAD_CHUNK_SIZE } from '@portal/contracts';
import { uploadPartCount } from '@portal/contracts/storage/uploads';
import type { CreateMediaRequest } from '@portal/contracts/media/client';
import type { Media } from '@portal/contracts';
import type { UploadedPart } from '@portal/contracts/media/schema';
import { abortError, PutFailed, type PutBytes } from './transport.ts';

/** The API calls an upload makes, as promises (the page binds them to the RTK endpoints). */
export interface UploadApi {
  create(request: CreateMediaRequest): Promise<Media>;
  presign(id: number): Promise<string>;
  presignPart(id: number, partNumber: number): Promise<string>;
  process(id: number, parts?: UploadedPart[]): Promise<Media>;
  remove(id: number): Promise<unknown>;
}

export interface UploadSettings {
  chunkSize: number;
  /** Parts in flight at once. */
  concurrency: number;
  /** Tries per part (presign and PUT) before the upload fails. */
  tries: number;
  /** Wait before the second try; doubled before each further one. */
  backoffMs: number;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
}

export const defaultSettings: UploadSettings = {
  chunkSize: UPLOAD_CHUNK_SIZE,
  concurrency: 3,
  tries: 3,
  backoffMs: 1_000,
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(abortError());
        },
        { once: true },
      );
    }),
};

export interface UploadCallbacks {
  /** The media exists on the server (cancel now also deletes it). */
  onCreated?: (media: Media) => void;
  /** Bytes of the file sent so far. */
  onProgress?: (loaded: number) => void;
  /** Every byte is stored; the server is reading the file. */
  onProcessing?: () => void;
}

export interface UploadHandle {
  /** The processed media, in the cart; rejects on failure or cancel (see isCancelled). */
  done: Promise<Media>;
  /** Aborts the transfers and removes the media from the server. */
  cancel(): Promise<void>;
}

export const isCancelled = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

/** Whether a failed part is worth sending again: network trouble and server errors are. */
const retriable = (error: unknown) =>
  !isCancelled(error) &&
  (!(error instanceof PutFailed) || error.status === 0 || error.status >= 500);

/**
 * One file's upload (client spec section 4): create the media, PUT its bytes in one request or in
 * parts of UPLOAD_CHUNK_SIZE (a few at a time, each tried again after a failure), then process
 * it into the cart. A failure or a cancel removes the media, so nothing is left behind.
 */
export function startUpload(
  file: Blob,
  request: CreateMediaRequest,
  api: UploadApi,
  put: PutBytes,
  callbacks: UploadCallbacks = {},
  settings: UploadSettings = defaultSettings,
): UploadHandle {
  const controller = new AbortController();
  const { signal } = controller;
  let media: Media | undefined;
  let cancelled = false;
  let removal: Promise<unknown> | undefined;
  const remove = () => {
    if (media && !removal) removal = api.remove(media.id).catch(() => undefined);
    return removal;
  };

  const sendParts = async (id: number, partCount: number): Promise<UploadedPart[] | undefined> => {
    const loaded = new Array<number>(partCount).fill(0);
    const report = () => callbacks.onProgress?.(loaded.reduce((sum, n) => sum + n, 0));
    const sendPart = async (index: number): Promise<string> => {
      const start = index * settings.chunkSize;
      const bytes = partCount === 1 ? file : file.slice(start, start + settings.chunkSize);
      for (let attempt = 1; ; attempt += 1) {
        try {
          const url =
            partCount === 1 ? await api.presign(id) : await api.presignPart(id, index + 1);
          if (signal.aborted) throw abortError();
          return await put(url, bytes, {
            signal,
            onProgress: (n) => {
              loaded[index] = n;
              report();
            },
          });
        } catch (error) {
          if (attempt >= settings.tries || !retriable(error)) throw error;
          loaded[index] = 0;
          report();
          await settings.sleep(settings.backoffMs * 2 ** (attempt - 1), signal);
        }
      }
    };
    if (partCount === 1) {
      await sendPart(0);
      return undefined;
    }
    const etags = new Array<string>(partCount);
    let next = 0;
    const worker = async () => {
      while (next < partCount && !signal.aborted) {
        const index = next;
        next += 1;
        etags[index] = await sendPart(index);
      }
    };
    const workers = Array.from({ length: Math.min(settings.concurrency, partCount) }, worker);
    try {
      await Promise.all(workers);
    } catch (error) {
      controller.abort(); // one part failed for good: stop the others
      throw error;
    }
    return etags.map((ETag, index) => ({ PartNumber: index + 1, ETag }));
  };

  const run = async (): Promise<Media> => {
    media = await api.create(request);
    if (signal.aborted) throw abortError();
    callbacks.onCreated?.(media);
    const partCount = media.partCount || uploadPartCount(file.size, settings.chunkSize);
    const parts = await sendParts(media.id, partCount);
    if (signal.aborted) throw abortError();
    callbacks.onProcessing?.();
    return api.process(media.id, parts);
  };

  const done = run().catch(async (error: unknown) => {
    await remove();
    throw cancelled ? abortError() : error;
  });
  done.catch(() => undefined);

  return {
    done,
    async cancel() {
      cancelled = true;
      controller.abort();
      await done.catch(() => undefined);
    },
  };
}
