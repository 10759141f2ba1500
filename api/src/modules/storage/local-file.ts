import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStorage } from './storage.ts';

/**
 * The stored bytes at `key` as a file `work` can seek in (ffmpeg must, in an MP4 keeping its
 * index at the end): the storage's own file where it keeps files, else a copy in `dir`.
 */
export async function storedAsFile<T>(
  storage: Pick<BlobStorage, 'filePath' | 'read'>,
  key: string,
  dir: string,
  work: (path: string) => Promise<T>,
): Promise<T> {
  const local = storage.filePath?.(key);
  if (local) return work(local);
  const copy = join(dir, 'original');
  await pipeline(await storage.read(key), createWriteStream(copy));
  return work(copy);
}
