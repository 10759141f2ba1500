import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { UPLOAD_CHUNK_SIZE } from '@portal/contracts/common/constants';
import type { z } from 'zod';
import { storageTexts } from '@portal/contracts/media/texts';
import {
  storageGetObjectQuerySchema,
  storageObjectParamsSchema,
  storagePartParamsSchema,
  storagePartQuerySchema,
  storagePutObjectQuerySchema,
} from '@portal/contracts/storage/schema';
import { route } from '../../lib/route.ts';
import { LocalStorage, StorageAccessError, type UrlGrant } from './local.ts';

// The URL's signature is its authority: no bearer token.
const security = [{}];

/** Anything the URL's own schemas refuse cannot be a URL this server signed. */
function grantOf<P, Q>(
  request: FastifyRequest,
  params: z.ZodType<P>,
  query: z.ZodType<Q & { expires: number; signature: string }>,
  toGrant: (params: P, query: Q & { expires: number }) => UrlGrant,
) {
  const p = params.safeParse(request.params);
  const q = query.safeParse(request.query);
  if (!p.success || !q.success) throw new StorageAccessError(403, storageTexts.invalidSignature);
  return { grant: toGrant(p.data, q.data), signature: q.data.signature };
}

/** A PUT whose announced length is over the limit is refused before a byte is read. */
function refuseAnnouncedOver(request: FastifyRequest, limit: number): void {
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > limit)
    throw new StorageAccessError(413, storageTexts.tooLarge(limit));
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` of an object of `size` bytes; undefined: the whole. */
export function parseRange(header: string | undefined, size: number) {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'unsatisfiable' as const;
  const [first, last] = [match[1] as string, match[2] as string];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start > end || start >= size) return 'unsatisfiable' as const;
  return { start, end };
}

/**
 * The local storage's signed URLs (ARCHITECTURE.md section 3): PUT of a whole object or of one
 * multipart part, answering an ETag as S3 does, and GET of an object with Range. The signature
 * and expiry are checked before the body is read, so a refused request writes nothing.
 */
export default async function storageRoutes(app: FastifyInstance) {
  const storage = app.storage;
  if (!(storage instanceof LocalStorage)) return;

  // Bytes of any type, left as a stream for the handler; only in this plugin's scope, so every
  // other route keeps its form-or-JSON rule.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  // With no body and no Content-Type, Fastify parses nothing (and validation sees an empty
  // form): the bytes are then none, which the storage refuses like any other empty body.
  const bodyOf = (request: FastifyRequest): Readable =>
    request.body instanceof Readable ? request.body : Readable.from([]);

  route(app, 'PUT /v1/storage/objects/:key', {
    tags: ['storage'],
    security,
    summary: 'Upload a whole file to a signed local storage URL (single upload)',
    consumes: ['application/octet-stream', '*/*'],
    onRequest: async (request) => {
      const { grant, signature } = grantOf(
        request,
        storageObjectParamsSchema,
        storagePutObjectQuerySchema,
        ({ key }, { max_size, expires }) => ({
          method: 'PUT',
          key,
          extra: String(max_size),
          expires,
        }),
      );
      storage.verify(grant, signature);
      refuseAnnouncedOver(request, Number(grant.extra));
    },
    handler: async ({ params, query }, request, reply) => {
      const stored = await storage.putObject(params.key, bodyOf(request), query.maxSize);
      return reply.header('etag', stored.etag).send('');
    },
  });

  route(app, 'PUT /v1/storage/uploads/:uploadId/parts/:partNumber', {
    tags: ['storage'],
    security,
    summary: `Upload one part (at most ${UPLOAD_CHUNK_SIZE} bytes) of a multipart upload to a signed local storage URL`,
    consumes: ['application/octet-stream', '*/*'],
    onRequest: async (request) => {
      const { grant, signature } = grantOf(
        request,
        storagePartParamsSchema,
        storagePartQuerySchema,
        ({ uploadId, partNumber }, { key, expires }) => ({
          method: 'PUT',
          key,
          uploadId,
          partNumber,
          expires,
        }),
      );
      storage.verify(grant, signature);
      refuseAnnouncedOver(request, UPLOAD_CHUNK_SIZE);
    },
    handler: async ({ params, query }, request, reply) => {
      const { uploadId, partNumber } = params;
      const stored = await storage.putPart(query.key, uploadId, partNumber, bodyOf(request));
      return reply.header('etag', stored.etag).send('');
    },
  });

  route(app, 'GET /v1/storage/objects/:key', {
    tags: ['storage'],
    security,
    summary: 'Download a file from a signed local storage URL (Range supported)',
    onRequest: async (request) => {
      const { grant, signature } = grantOf(
        request,
        storageObjectParamsSchema,
        storageGetObjectQuerySchema,
        ({ key }, { filename, expires }) => ({
          method: 'GET',
          key,
          extra: filename ?? '',
          expires,
        }),
      );
      storage.verify(grant, signature);
    },
    handler: async ({ params, query }, request, reply) => {
      const { key } = params;
      const object = await storage.head(key);
      if (!object) throw new StorageAccessError(404, storageTexts.notFound);
      const range = parseRange(request.headers.range, object.size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${object.size}`);
        throw new StorageAccessError(416, 'The requested range is not within the file.');
      }
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', contentTypeOf(key))
        .header('etag', object.etag);
      const { filename } = query;
      if (filename)
        reply.header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`,
        );
      if (!range) return reply.header('content-length', object.size).send(await storage.read(key));
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(await storage.read(key, range));
    },
  });
}

/**
 * The API's own audio (renditions and their clips) by its name, so that every browser plays it;
 * anything else as bytes.
 */
const contentTypeOf = (key: string): string =>
  key.endsWith('.m4a') ? 'audio/mp4' : 'application/octet-stream';
