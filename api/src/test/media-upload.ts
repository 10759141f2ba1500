import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { UPLOAD_CHUNK_SIZE } from '@portal/contracts/common/constants';
import type { Media } from '@portal/contracts/media/schema';
import { sendTo } from './storage-contract.ts';

export type Headers = Record<string, string>;
export interface Part {
  PartNumber: number;
  ETag: string;
}

/** The portal's upload steps over the API, as the browser takes them (client spec section 4). */
export function mediaClient(app: () => FastifyInstance) {
  const form = (body: object) => ({
    'content-type': 'application/x-www-form-urlencoded',
    payload: qs.stringify(body),
  });

  async function create(headers: Headers, fields: Record<string, unknown>) {
    const { payload, ...type } = form(fields);
    return app().inject({
      method: 'POST',
      url: '/v1/media',
      headers: { ...headers, ...type },
      payload,
    });
  }

  async function created(headers: Headers, fields: Record<string, unknown>): Promise<Media> {
    const response = await create(headers, fields);
    if (response.statusCode !== 200)
      throw new Error(`POST /v1/media: ${response.statusCode} ${response.body}`);
    return response.json<Media>();
  }

  async function presignedUrl(headers: Headers, id: number, part?: number): Promise<string> {
    const url =
      part === undefined
        ? `/v1/media/get-presigned-url?id=${id}`
        : `/v1/media/get-presigned-url-multipart?id=${id}&part_number=${part}`;
    const response = await app().inject({ url, headers });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ presignedUrl: string }>().presignedUrl;
  }

  /** PUTs the bytes, whole or in 10 MB parts sent in parallel; answers the parts' ETags. */
  async function upload(headers: Headers, media: Media, bytes: Buffer): Promise<Part[]> {
    const send = sendTo(app());
    if (media.partCount === 1) {
      const put = await send(await presignedUrl(headers, media.id), { method: 'PUT', body: bytes });
      if (put.status !== 200) throw new Error(`PUT: ${put.status} ${put.body.toString()}`);
      return [];
    }
    return Promise.all(
      Array.from({ length: media.partCount }, async (_, index) => {
        const url = await presignedUrl(headers, media.id, index + 1);
        const body = bytes.subarray(index * UPLOAD_CHUNK_SIZE, (index + 1) * UPLOAD_CHUNK_SIZE);
        const put = await send(url, { method: 'PUT', body });
        if (put.status !== 200) throw new Error(`PUT part: ${put.status} ${put.body.toString()}`);
        return { PartNumber: index + 1, ETag: put.headers.etag as string };
      }),
    );
  }

  /** PUT /v1/media/process/{id}, the parts form-encoded as the portal sends them. */
  function process(headers: Headers, id: number, parts: Part[] = [], json = false) {
    const body = parts.length > 0 ? { parts } : {};
    return app().inject({
      method: 'PUT',
      url: `/v1/media/process/${id}`,
      headers: json
        ? { ...headers, 'content-type': 'application/json' }
        : { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: json ? JSON.stringify(body) : qs.stringify(body),
    });
  }

  return { create, created, presignedUrl, upload, process };
}
