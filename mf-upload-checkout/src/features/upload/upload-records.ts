import { createStore, del, set, values } from 'idb-keyval';
import type { Media } from '@portal/contracts';
import type { UploadedPart } from '@portal/contracts/media/schema';
import type { SentSoFar } from './upload-file.ts';

/** What tells one file from another without reading all of it. */
export interface FileIdentity {
  name: string;
  size: number;
  lastModified: number;
  /** SHA-256 (hex) of the file's first and last MB. */
  fingerprint: string;
}

/**
 * An upload on its way, as far as it got: kept in the browser from the moment its media exists
 * until it is processed, cancelled or failed, so that one cut short by a reload or a crash can
 * go on where it stopped.
 */
export interface UploadRecord extends SentSoFar {
  /** Whose upload it is: two people on one browser never see each other's. */
  owner: string;
  title: string;
  file: FileIdentity;
  /** When it was started, in milliseconds. */
  startedAt: number;
}

export interface UploadRecords {
  list(owner: string): Promise<UploadRecord[]>;
  put(record: UploadRecord): Promise<void>;
  remove(record: Pick<UploadRecord, 'owner' | 'mediaId'>): Promise<void>;
}

const keyOf = (record: Pick<UploadRecord, 'owner' | 'mediaId'>) =>
  `${record.owner}:${record.mediaId}`;

/** The records in IndexedDB: they outlive a reload, a crash and a closed laptop. */
export function indexedDbRecords(): UploadRecords {
  const store = createStore('portal-uploads', 'uploads-in-progress');
  return {
    list: async (owner) =>
      (await values<UploadRecord>(store))
        .filter((record) => record.owner === owner)
        .sort((a, b) => a.startedAt - b.startedAt),
    put: (record) => set(keyOf(record), record, store),
    remove: (record) => del(keyOf(record), store),
  };
}

/** Records in memory, for tests and browsers without IndexedDB (private windows). */
export function memoryRecords(start: UploadRecord[] = []): UploadRecords & {
  all(): UploadRecord[];
} {
  const records = new Map(start.map((record) => [keyOf(record), record]));
  return {
    all: () => [...records.values()],
    list: async (owner) => [...records.values()].filter((record) => record.owner === owner),
    put: async (record) => void records.set(keyOf(record), structuredClone(record)),
    remove: async (record) => void records.delete(keyOf(record)),
  };
}

/** IndexedDB where the browser has it (a private window may refuse it: then memory). */
export function browserRecords(): UploadRecords {
  return typeof indexedDB === 'undefined' ? memoryRecords() : indexedDbRecords();
}

const MB = 1024 * 1024;

export type Digest = (bytes: ArrayBuffer) => Promise<ArrayBuffer>;

const sha256: Digest = (bytes) => crypto.subtle.digest('SHA-256', bytes);

// FileReader rather than Blob.arrayBuffer: the one jsdom has too, so tests read real bytes.
const readBytes = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });

/** The file's name, size, last change and a fingerprint of its first and last MB. */
export async function identify(file: File, digest: Digest = sha256): Promise<FileIdentity> {
  const head = file.slice(0, MB);
  const tail = file.size > MB ? file.slice(Math.max(MB, file.size - MB)) : new Blob();
  const bytes = await readBytes(new Blob([head, tail]));
  const hash = new Uint8Array(await digest(bytes));
  return {
    name: file.name,
    size: file.size,
    lastModified: file.lastModified,
    fingerprint: Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join(''),
  };
}

export const sameFile = (a: FileIdentity, b: FileIdentity): boolean =>
  a.name === b.name &&
  a.size === b.size &&
  a.lastModified === b.lastModified &&
  a.fingerprint === b.fingerprint;

/** How many bytes of the file the record's parts hold. */
export const bytesSent = (record: UploadRecord, chunkSize: number): number =>
  record.parts.reduce(
    (sum, part) => sum + Math.min(chunkSize, record.file.size - (part.PartNumber - 1) * chunkSize),
    0,
  );

/**
 * Keeps an upload's record as it goes: written once its media exists (only for an upload in
 * parts: one of a single PUT has nothing to go on from), again as each part is stored, removed
 * when the upload ends. Writes go one after the other, so the last one written is the newest.
 */
export function uploadJournal(
  records: UploadRecords,
  owner: string,
  /** Read only for an upload in parts, once its media exists. */
  identity: () => Promise<FileIdentity>,
  resumed?: UploadRecord,
) {
  let record = resumed;
  let writes: Promise<unknown> = Promise.resolve();
  /** Queued after the writes before it; answers when this one is done. */
  const write = (change: () => Promise<void>) => {
    // A record that cannot be written only loses the resume, never the upload.
    writes = writes.then(change).catch(() => undefined);
    return writes;
  };
  return {
    created(media: Media, partCount: number) {
      if (partCount < 2) return writes;
      return write(async () => {
        record = {
          owner,
          mediaId: media.id,
          partCount,
          parts: [],
          title: media.title,
          file: await identity(),
          startedAt: Date.now(),
        };
        await records.put(record);
      });
    },
    partSent(part: UploadedPart) {
      return write(async () => {
        if (!record) return;
        record = { ...record, parts: [...record.parts, part] };
        await records.put(record);
      });
    },
    /** The upload is over, whichever way: its record goes. */
    ended() {
      return write(async () => {
        if (record) await records.remove(record);
      });
    },
  };
}
