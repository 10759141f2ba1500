import type { Readable } from 'node:stream';

/** How long a presigned URL works, from the moment it is handed out. */
export const PRESIGNED_URL_SECONDS = 3600;

export interface StoredObject {
  /** Bytes. */
  size: number;
  /** Quoted. S3: the MD5 hex of a single upload, "<digest>-<parts>" of a multipart one. */
  etag: string;
}

export interface UploadedPart {
  partNumber: number;
  /** The ETag the part's PUT answered, quoted or not. */
  etag: string;
}

/**
 * Where media bytes are kept (ARCHITECTURE.md section 3): local files behind signed URLs, or an
 * S3 bucket with presigned URLs. Browsers send and fetch the bytes directly through the URLs;
 * the API only signs, assembles, reads and removes. Keys are letters, digits, '.', '_' and '-'.
 */
export interface BlobStorage {
  readonly kind: 'local' | 's3';
  /** A URL for one PUT of the whole object, of at most `maxSize` bytes. */
  presignPut(key: string, maxSize: number): Promise<string>;
  /** Starts a multipart upload; answers its upload id. */
  createMultipartUpload(key: string, contentType: string): Promise<string>;
  /** A URL for one PUT of part `partNumber` (1-based) of at most UPLOAD_CHUNK_SIZE bytes. */
  presignPart(key: string, uploadId: string, partNumber: number): Promise<string>;
  /**
   * Assembles the listed parts, in order, into the object. Throws UploadPartsError, and changes
   * nothing, when a part is missing or its ETag differs: the upload stays open.
   */
  completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: readonly UploadedPart[],
  ): Promise<void>;
  /** Removes the upload's parts; an upload already gone is not an error. */
  abortMultipartUpload(key: string, uploadId: string): Promise<void>;
  /** Stores bytes the API made itself (generated documents) as the object, replacing any. */
  write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores a file the API made on disk (a media rendition) as the object, replacing any; streamed,
   * so a large file is never held in memory.
   */
  writeFile(key: string, path: string, contentType: string): Promise<void>;
  head(key: string): Promise<StoredObject | undefined>;
  /**
   * Where the storage keeps files (local): the object's file, for readers that seek (a duration
   * read from a header, ffmpeg finding an MP4's index at its end) to read it where it is, only
   * what they need, and never a copy.
   */
  filePath?(key: string): string;
  /** The object's bytes, or the inclusive range of them, as a stream. */
  read(key: string, range?: { start: number; end?: number }): Promise<Readable>;
  /** A URL to download the object, named `fileName` when given. */
  presignGet(key: string, options?: { fileName?: string }): Promise<string>;
  /** Removes the object; one already gone is not an error. */
  delete(key: string): Promise<void>;
}

/** The parts a client listed cannot be assembled; the message is for the client. */
export class UploadPartsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadPartsError';
  }
}

export const unquoteEtag = (etag: string): string =>
  etag.trim().replace(/^"|"$/g, '').toLowerCase();
export const quoteEtag = (etag: string): string => `"${unquoteEtag(etag)}"`;

/** Parts must be listed as 1..n, each once (S3's rule too); answers them in order. */
export function checkPartList(parts: readonly UploadedPart[]): UploadedPart[] {
  if (parts.length === 0) throw new UploadPartsError('List the PartNumber and ETag of every part');
  const sorted = [...parts].sort((a, b) => a.partNumber - b.partNumber);
  sorted.forEach((part, index) => {
    if (part.partNumber === index + 1) return;
    throw new UploadPartsError(
      part.partNumber === index
        ? `Part ${part.partNumber} is listed twice`
        : `Part ${index + 1} is missing from the list of parts`,
    );
  });
  return sorted;
}
