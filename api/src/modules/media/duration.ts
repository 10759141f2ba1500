import { openAsBlob } from 'node:fs';
import { parseBlob, parseStream, type IAudioMetadata } from 'music-metadata';
import type { BlobStorage } from '../storage/storage.ts';

const options = { duration: true, skipCovers: true };

/**
 * The file's metadata: read where it is when the storage can (only the headers a format needs,
 * so a WAV's samples are never read), else as a stream (never the whole file in memory).
 */
async function readMetadata(storage: BlobStorage, key: string, size: number) {
  // A Blob of the file carries no name or type: nothing announced chooses the parser.
  if (storage.filePath) return parseBlob(await openAsBlob(storage.filePath(key)), options);
  const stream = await storage.read(key);
  try {
    return await parseStream(stream, { size }, options);
  } finally {
    stream.destroy();
  }
}

/**
 * The playing time of a stored file in seconds; undefined when the bytes are not audio or video
 * music-metadata can read. The format is found from the content alone: the name and type a
 * client announced could make random bytes look like MPEG frames.
 */
export async function readDuration(
  storage: BlobStorage,
  key: string,
  size: number,
): Promise<number | undefined> {
  let metadata: IAudioMetadata;
  try {
    metadata = await readMetadata(storage, key, size);
  } catch {
    return undefined;
  }
  const seconds = metadata.format.duration;
  return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}
