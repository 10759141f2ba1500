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

/** Whether the browser has a network, and the moment it has one again. */
export interface Connection {
  online(): boolean;
  /** Resolves at the next 'online' event; rejects with an AbortError on the signal. */
  whenOnline(signal: AbortSignal): Promise<void>;
}

export interface UploadSettings {
  chunkSize: number;
  /** Parts in flight at once. */
  concurrency: number;
  /** Wait before the second try; doubled before each further one, up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  connection: Connection;
}

const untilAborted = (signal: AbortSignal, reject: (error: unknown) => void, undo: () => void) =>
  signal.addEventListener(
    'abort',
    () => {
      undo();
      reject(abortError());
    },
    { once: true },
  );

export const browserConnection: Connection = {
  online: () => navigator.onLine,
  whenOnline: (signal) =>
    new Promise((resolve, reject) => {
      const online = () => resolve();
      window.addEventListener('online', online, { once: true });
      untilAborted(signal, reject, () => window.removeEventListener('online', online));
    }),
};

export const defaultSettings: UploadSettings = {
  chunkSize: UPLOAD_CHUNK_SIZE,
  concurrency: 3,
  backoffMs: 1_000,
  maxBackoffMs: 30_000,
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      untilAborted(signal, reject, () => clearTimeout(timer));
    }),
  connection: browserConnection,
};

export interface UploadCallbacks {
  /** The media exists on the server (cancel now also deletes it), sent in `partCount` parts. */
  onCreated?: (media: Media, partCount: number) => void;
  /** One part is stored, with the ETag its PUT answered. */
  onPartSent?: (part: UploadedPart) => void;
  /** Bytes of the file sent so far. */
  onProgress?: (loaded: number) => void;
  /** Whether a part is waiting for the network or the server to come back before its next try. */
  onWaiting?: (waiting: boolean) => void;
  /** Every byte is stored; the server is reading the file. */
  onProcessing?: () => void;
}

/** What an interrupted upload had sent: its media and the parts stored, with their ETags. */
export interface SentSoFar {
  mediaId: number;
  partCount: number;
  parts: UploadedPart[];
}

export interface UploadHandle {
  /** The processed media, in the cart; rejects on failure or cancel (see isCancelled). */
  done: Promise<Media>;
  /** Aborts the transfers and removes the media from the server. */
  cancel(): Promise<void>;
}

export const isCancelled = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

const statusOf = (error: unknown): number | 'FETCH_ERROR' | undefined =>
  error instanceof PutFailed ? error.status : (error as { status?: number } | undefined)?.status;

/**
 * Whether a failure is the line or the server's load, not the request: the browser is offline,
 * the request never got an answer, or the answer was a timeout, too many requests or (for a part,
 * which can always be sent again) a server error. Such a failure is waited out, never final.
 */
const transient = (error: unknown, serverErrors: 'any' | 'gateway') => {
  if (isCancelled(error)) return false;
  const status = statusOf(error);
  if (status === 0 || status === 'FETCH_ERROR' || status === 408 || status === 429) return true;
  if (typeof status !== 'number' || status < 500) return false;
  // Processing that fails with a 500 failed for good; a gateway's 502 to 504 is the load.
  return serverErrors === 'any' || (status >= 502 && status <= 504);
};

export const isGone = (error: unknown): boolean => statusOf(error) === 404;

/**
 * One file's upload (client spec section 4): create the media, PUT its bytes in one request or in
 * parts of UPLOAD_CHUNK_SIZE (a few at a time), then process it into the cart. A part that fails
 * for the line or the server's load is tried again, with a growing wait while the server
 * struggles and at once when an offline browser is back online, for as long as it takes. Started
 * from what an interrupted upload sent, it sends only the missing parts of the same media. A
 * failure or a cancel removes the media, so nothing is left behind.
 */
export function startUpload(
  file: Blob,
  start: CreateMediaRequest | SentSoFar,
  api: UploadApi,
  put: PutBytes,
  callbacks: UploadCallbacks = {},
  settings: UploadSettings = defaultSettings,
): UploadHandle {
  const controller = new AbortController();
  const { signal } = controller;
  let mediaId = 'mediaId' in start ? start.mediaId : undefined;
  let cancelled = false;
  let removal: Promise<unknown> | undefined;
  const remove = () => {
    if (mediaId !== undefined && !removal) removal = api.remove(mediaId).catch(() => undefined);
    return removal;
  };

  let troubled = 0;
  const trouble = (change: 1 | -1) => {
    troubled += change;
    if (troubled === (change === 1 ? 1 : 0)) callbacks.onWaiting?.(change === 1);
  };

  /** Runs `send` until it succeeds, waiting out transient failures; reports the wait. */
  const persist = async <T>(send: () => Promise<T>, serverErrors: 'any' | 'gateway') => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await send();
        if (attempt > 1) trouble(-1);
        return result;
      } catch (error) {
        if (!transient(error, serverErrors)) throw error;
        if (attempt === 1) trouble(1);
        if (!settings.connection.online()) await settings.connection.whenOnline(signal);
        else {
          const wait = settings.backoffMs * 2 ** Math.min(attempt - 1, 30);
          await settings.sleep(Math.min(wait, settings.maxBackoffMs), signal);
        }
      }
    }
  };

  const sendParts = async (
    id: number,
    partCount: number,
    sent: UploadedPart[],
  ): Promise<UploadedPart[] | undefined> => {
    const partSize = (index: number) =>
      Math.min(settings.chunkSize, file.size - index * settings.chunkSize);
    const loaded = Array.from({ length: partCount }, (_, index) =>
      sent.some((part) => part.PartNumber === index + 1) ? partSize(index) : 0,
    );
    const report = () => callbacks.onProgress?.(loaded.reduce((sum, n) => sum + n, 0));
    report();
    const sendPart = (index: number): Promise<string> => {
      const begin = index * settings.chunkSize;
      const bytes = partCount === 1 ? file : file.slice(begin, begin + settings.chunkSize);
      return persist(async () => {
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
          // A part cut short counts for nothing: it is sent again whole.
          loaded[index] = 0;
          report();
          throw error;
        }
      }, 'any');
    };
    if (partCount === 1) {
      await sendPart(0);
      return undefined;
    }
    const etags = new Array<string>(partCount);
    for (const part of sent) etags[part.PartNumber - 1] = part.ETag;
    const missing = [...etags.keys()].filter((index) => etags[index] === undefined);
    const worker = async () => {
      for (let index = missing.shift(); index !== undefined; index = missing.shift()) {
        if (signal.aborted) return;
        const ETag = await sendPart(index);
        etags[index] = ETag;
        callbacks.onPartSent?.({ PartNumber: index + 1, ETag });
      }
    };
    const workers = Array.from({ length: Math.min(settings.concurrency, missing.length) }, worker);
    try {
      await Promise.all(workers);
    } catch (error) {
      controller.abort(); // one part failed for good: stop the others
      throw error;
    }
    return etags.map((ETag, index) => ({ PartNumber: index + 1, ETag }));
  };

  const run = async (): Promise<Media> => {
    let partCount: number;
    let sent: UploadedPart[] = [];
    if ('mediaId' in start) ({ partCount, parts: sent } = start);
    else {
      const media = await api.create(start);
      mediaId = media.id;
      if (signal.aborted) throw abortError();
      partCount = media.partCount || uploadPartCount(file.size, settings.chunkSize);
      callbacks.onCreated?.(media, partCount);
    }
    const id = mediaId!;
    const parts = await sendParts(id, partCount, sent);
    if (signal.aborted) throw abortError();
    callbacks.onProcessing?.();
    return persist(() => api.process(id, parts), 'gateway');
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
