import { createStore, del, get, set } from 'idb-keyval';
import type { TranscriptContent } from '@portal/contracts';

/** Unsaved work kept in the browser, with the version it was based on. */
export interface LocalCopy {
  content: TranscriptContent;
  version: number;
  /** When it was kept, in milliseconds. */
  at: number;
}

export interface LocalCopies {
  get(key: string): Promise<LocalCopy | undefined>;
  put(key: string, copy: LocalCopy): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The local copies in IndexedDB: they outlive a crash, a reload and a lost network. */
export function indexedDbCopies(): LocalCopies {
  const store = createStore('portal-editor', 'unsaved-transcripts');
  return {
    get: (key) => get<LocalCopy>(key, store),
    put: (key, copy) => set(key, copy, store),
    remove: (key) => del(key, store),
  };
}

/** Local copies in memory, for tests and browsers without IndexedDB (private windows). */
export function memoryCopies(): LocalCopies {
  const copies = new Map<string, LocalCopy>();
  return {
    get: async (key) => copies.get(key),
    put: async (key, copy) => void copies.set(key, copy),
    remove: async (key) => void copies.delete(key),
  };
}

/** One key per user, media and kind, so two people on one browser never see each other's copy. */
export const localCopyKey = (userId: number, mediaId: number, kind: string) =>
  `${userId}:${mediaId}:${kind}`;
