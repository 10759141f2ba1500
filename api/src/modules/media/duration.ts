import { parseStream } from 'music-metadata';
import type { BlobStorage } from '../storage/storage.ts';

/**
 * The playing time of a stored file in seconds, read from its bytes as a stream (never the
 * whole file in memory); undefined when the bytes are not audio or video music-metadata can
 * read. The format is found from the content alone: the name and type a client announced could
 * make random bytes look like MPEG frames.
 */
export async function readDuration(
  storage: BlobStorage,
  key: string,
  size: number,
): Promise<number | undefined> {
  const stream = await storage.read(key);
  try {
    const metadata = await parseStream(stream, { size }, { duration: true, skipCovers: true });
    const seconds = metadata.format.duration;
    return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
  } catch {
    return undefined;
  } finally {
    stream.destroy();
  }
}
