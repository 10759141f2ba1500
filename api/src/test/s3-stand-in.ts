import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { S3Storage } from '../modules/storage/s3.ts';

/**
 * A minimal S3-compatible HTTP server for tests, path-style (/bucket/key), in memory. It answers
 * exactly the calls the S3 storage makes, with S3's documented XML: PutObject, UploadPart
 * (presigned: the SigV4 query signature and expiry are checked like S3 does), Create-, Complete-
 * (with S3's 5 MB least size of every part but the last) and AbortMultipartUpload, HeadObject, GetObject (with Range) and DeleteObject. Requests the
 * SDK signs in headers are only checked to carry an Authorization header.
 */
export interface S3StandIn {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  objects: Map<string, Buffer>;
  /** Upload id → its parts (part number → bytes). */
  uploads: Map<string, { key: string; parts: Map<number, Buffer> }>;
  /** Every request, as `METHOD /path?query`. */
  requests: string[];
  close(): Promise<void>;
}

/** S3's least size of a part that is not the last one. */
const MIN_PART_SIZE = 5 * 1024 * 1024;

const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex');
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string): Buffer =>
  createHmac('sha256', key).update(text).digest();
const rfc3986 = (text: string): string =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeXml = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const ns = 'xmlns="http://s3.amazonaws.com/doc/2006-03-01/"';

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendError(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    xml(
      `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message><RequestId>stand-in</RequestId></Error>`,
    ),
  );
}

/** Raw query pairs, decoded, in the order sent. */
function queryPairs(rawQuery: string): [string, string][] {
  if (!rawQuery) return [];
  return rawQuery.split('&').map((pair) => {
    const at = pair.indexOf('=');
    const [name, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    return [
      decodeURIComponent(name.replace(/\+/g, ' ')),
      decodeURIComponent(value.replace(/\+/g, ' ')),
    ];
  });
}

/** SigV4 query-string authentication as S3 checks it; answers the S3 error code, or undefined. */
function presignProblem(
  request: IncomingMessage,
  path: string,
  pairs: [string, string][],
  secret: string,
  now: Date,
): string | undefined {
  const query = new Map(pairs);
  const signature = query.get('X-Amz-Signature');
  const credential = query.get('X-Amz-Credential') ?? '';
  const amzDate = query.get('X-Amz-Date') ?? '';
  const expires = Number(query.get('X-Amz-Expires'));
  const signedHeaders = query.get('X-Amz-SignedHeaders') ?? '';
  if (!signature || !amzDate || !Number.isFinite(expires)) return 'AccessDenied';
  const signedAt = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!(signedAt + expires * 1000 >= now.getTime())) return 'AccessDenied';
  const [, date, region, service] = credential.split('/');
  const canonicalQuery = pairs
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headers = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonical = [
    request.method,
    path,
    canonicalQuery,
    headers,
    signedHeaders,
    query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${secret}`, date ?? ''), region ?? ''), service ?? ''),
    'aws4_request',
  );
  return hmac(key, toSign).toString('hex') === signature ? undefined : 'SignatureDoesNotMatch';
}

/**
 * `port`: where it listens (a free one unless given); `corsOrigin`: the page that may call it
 * from a browser, as a bucket's CORS rules allow a portal's (PUT and GET, the ETag exposed).
 */
export async function startS3StandIn(
  now: () => Date = () => new Date(),
  { port: asked = 0, corsOrigin }: { port?: number; corsOrigin?: string } = {},
): Promise<S3StandIn> {
  const bucket = 'portal-media';
  const credentials = { accessKeyId: 'STANDINKEY', secretAccessKey: 'stand-in-secret-key' };
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const requests: string[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = request.url ?? '/';
    requests.push(`${request.method} ${url}`);
    const [path = '/', rawQuery = ''] = url.split('?');
    const pairs = queryPairs(rawQuery);
    const query = new Map(pairs);
    const match = /^\/([^/]+)\/(.+)$/.exec(path);
    if (!match || match[1] !== bucket)
      return sendError(response, 404, 'NoSuchBucket', 'No such bucket');
    const key = decodeURIComponent(match[2] as string);

    if (query.has('X-Amz-Signature')) {
      const problem = presignProblem(request, path, pairs, credentials.secretAccessKey, now());
      if (problem)
        return sendError(
          response,
          403,
          problem,
          'Request has expired or its signature does not match',
        );
    } else if (!request.headers.authorization) {
      return sendError(response, 403, 'AccessDenied', 'Anonymous access is not allowed');
    }

    const uploadId = query.get('uploadId');
    const method = request.method ?? 'GET';
    if (method === 'POST' && query.has('uploads')) {
      const id = randomBytes(12).toString('hex');
      uploads.set(id, { key, parts: new Map() });
      response.writeHead(200, { 'content-type': 'application/xml' });
      return void response.end(
        xml(
          `<InitiateMultipartUploadResult ${ns}><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        ),
      );
    }
    if (uploadId !== undefined) {
      const upload = uploads.get(uploadId);
      if (!upload || upload.key !== key)
        return sendError(response, 404, 'NoSuchUpload', 'The specified upload does not exist');
      if (method === 'PUT') {
        const bytes = await bodyOf(request);
        upload.parts.set(Number(query.get('partNumber')), bytes);
        response.writeHead(200, { etag: `"${md5(bytes)}"` });
        return void response.end();
      }
      if (method === 'DELETE') {
        uploads.delete(uploadId);
        response.writeHead(204);
        return void response.end();
      }
      if (method === 'POST') {
        const body = (await bodyOf(request)).toString('utf8');
        const listed = [...body.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((part) => ({
          partNumber: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(part[1] ?? '')?.[1]),
          etag: unescapeXml(/<ETag>([\s\S]*?)<\/ETag>/.exec(part[1] ?? '')?.[1] ?? ''),
        }));
        let previous = 0;
        const chunks: Buffer[] = [];
        for (const { partNumber, etag } of listed) {
          if (partNumber <= previous)
            return sendError(
              response,
              400,
              'InvalidPartOrder',
              'The list of parts was not in ascending order',
            );
          previous = partNumber;
          const bytes = upload.parts.get(partNumber);
          if (!bytes || `"${md5(bytes)}"` !== etag)
            return sendError(
              response,
              400,
              'InvalidPart',
              'One or more of the specified parts could not be found',
            );
          chunks.push(bytes);
        }
        if (chunks.slice(0, -1).some((bytes) => bytes.length < MIN_PART_SIZE))
          return sendError(
            response,
            400,
            'EntityTooSmall',
            'Your proposed upload is smaller than the minimum allowed object size.',
          );
        const whole = Buffer.concat(chunks);
        objects.set(key, whole);
        uploads.delete(uploadId);
        const etag = `"${md5(Buffer.concat(chunks.map((c) => createHash('md5').update(c).digest())))}-${chunks.length}"`;
        response.writeHead(200, { 'content-type': 'application/xml' });
        return void response.end(
          xml(
            `<CompleteMultipartUploadResult ${ns}><Location>http://stand-in/${bucket}/${escapeXml(key)}</Location><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><ETag>${escapeXml(etag)}</ETag></CompleteMultipartUploadResult>`,
          ),
        );
      }
    }
    if (method === 'PUT') {
      const bytes = await bodyOf(request);
      objects.set(key, bytes);
      response.writeHead(200, { etag: `"${md5(bytes)}"` });
      return void response.end();
    }
    if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return void response.end();
    }
    const object = objects.get(key);
    if (method === 'HEAD') {
      response.writeHead(
        object ? 200 : 404,
        object ? { 'content-length': object.length, etag: `"${md5(object)}"` } : {},
      );
      return void response.end();
    }
    if (method === 'GET') {
      if (!object)
        return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
      const range = /^bytes=(\d+)-(\d*)$/.exec(String(request.headers.range ?? ''));
      if (!range) {
        response.writeHead(200, { 'content-length': object.length, etag: `"${md5(object)}"` });
        return void response.end(object);
      }
      const start = Number(range[1]);
      const end = range[2] ? Math.min(Number(range[2]), object.length - 1) : object.length - 1;
      response.writeHead(206, {
        'content-length': end - start + 1,
        'content-range': `bytes ${start}-${end}/${object.length}`,
      });
      return void response.end(object.subarray(start, end + 1));
    }
    sendError(response, 405, 'MethodNotAllowed', 'The specified method is not allowed');
  }

  const server: Server = createServer((request, response) => {
    if (corsOrigin) {
      response.setHeader('access-control-allow-origin', corsOrigin);
      response.setHeader('access-control-expose-headers', 'ETag');
      if (request.method === 'OPTIONS') {
        response.writeHead(200, {
          'access-control-allow-methods': 'GET, PUT, HEAD',
          'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
          'access-control-max-age': '600',
        });
        return void response.end();
      }
    }
    handle(request, response).catch((error: unknown) =>
      sendError(response, 500, 'InternalError', String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(asked, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials,
    objects,
    uploads,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The portal's S3 storage on a stand-in, path-style, dated by the test's clock. */
export const storageOnStandIn = (s3: S3StandIn, now: () => Date, region = 'eu-west-2') =>
  new S3Storage({
    bucket: s3.bucket,
    region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    now,
    client: { credentials: s3.credentials },
  });
