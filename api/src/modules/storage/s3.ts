import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { storageTexts } from '@portal/contracts/media/texts';
import {
  PRESIGNED_URL_SECONDS,
  UploadPartsError,
  checkPartList,
  quoteEtag,
  type BlobStorage,
  type StoredObject,
  type UploadedPart,
} from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** The app's clock: presigned URLs are dated by it. */
  now: () => Date;
  /** Credentials and the rest: by default the SDK's chain (AWS_ACCESS_KEY_ID, profiles, roles). */
  client?: Partial<S3ClientConfig>;
}

/** S3's answers to a part list it cannot assemble: the client may fix the list and retry. */
const partErrors: Record<string, string> = {
  InvalidPart: 'A part has not been uploaded, or its ETag does not match its bytes',
  InvalidPartOrder: 'The parts must be listed in ascending order',
  EntityTooSmall: 'Every part but the last must be at least 5 MB',
  NoSuchUpload: storageTexts.uploadNotFound,
};

const statusOf = (error: unknown): number | undefined =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** S3, or an S3-compatible store, through the AWS SDK v3: presigned URLs and multipart upload. */
export class S3Storage implements BlobStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly now: () => Date;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.now = options.now;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      // Checksums only where S3 demands them: a presigned PUT must not carry the checksum of an
      // empty body, and S3-compatible stores do not all know the newer checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...options.client,
    });
  }

  /** Presigned URLs are dated by the app's clock. */
  private signing() {
    return { expiresIn: PRESIGNED_URL_SECONDS, signingDate: this.now() };
  }

  presignPut(key: string, maxSize: number): Promise<string> {
    return getSignedUrl(
      this.client,
      new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentLength: maxSize }),
      this.signing(),
    );
  }

  async createMultipartUpload(key: string, contentType: string): Promise<string> {
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({
        Bucket: this.bucket,
        Key: key,
        ...(contentType ? { ContentType: contentType } : {}),
      }),
    );
    if (!UploadId) throw new Error('S3 answered CreateMultipartUpload without an UploadId');
    return UploadId;
  }

  presignPart(key: string, uploadId: string, partNumber: number): Promise<string> {
    return getSignedUrl(
      this.client,
      new UploadPartCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: uploadId,
        PartNumber: partNumber,
      }),
      this.signing(),
    );
  }

  async completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: readonly UploadedPart[],
  ): Promise<void> {
    const listed = checkPartList(parts);
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: {
            Parts: listed.map((part) => ({
              PartNumber: part.partNumber,
              ETag: quoteEtag(part.etag),
            })),
          },
        }),
      );
    } catch (error) {
      const text = error instanceof S3ServiceException ? partErrors[error.name] : undefined;
      if (text) throw new UploadPartsError(text);
      throw error;
    }
  }

  async abortMultipartUpload(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
      );
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }

  async write(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  /** One PUT (up to 5 GB): a stream needs its length told. */
  async writeFile(key: string, path: string, contentType: string): Promise<void> {
    const { size } = await stat(path);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(path),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  async head(key: string): Promise<StoredObject | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, etag: head.ETag ?? '""' };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async read(key: string, range?: { start: number; end?: number }): Promise<Readable> {
    const { Body } = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
      }),
    );
    if (Body instanceof Readable) return Body;
    throw new Error('S3 answered GetObject without a readable body');
  }

  presignGet(key: string, options: { fileName?: string } = {}): Promise<string> {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ...(options.fileName
          ? {
              ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(options.fileName)}`,
            }
          : {}),
      }),
      this.signing(),
    );
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}
