import { testMedia, unpricedMedia } from '@portal/contracts/media/test-media';
import { PutFailed, abortError, type PutBytes } from './transport.ts';
import { isCancelled, startUpload, type UploadApi, type UploadSettings } from './upload-file.ts';

/** The media as POST /v1/media creates it: its bytes not sent yet, so no duration. */
const created = (partCount: number) =>
  testMedia(9, { ...unpricedMedia, status: 'pending', duration: null, partCount });

const request = {
  title: 'talk.mp3',
  extension: 'mp3',
  mime: 'audio/mpeg',
  size: 25,
  currency: 'GBP' as const,
};

function fakeApi(partCount: number): UploadApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    create: jest.fn(async () => {
      calls.push('create');
      return created(partCount);
    }),
    presign: jest.fn(async (id) => {
      calls.push(`presign ${id}`);
      return `https://store/${id}`;
    }),
    presignPart: jest.fn(async (id, part) => {
      calls.push(`presign ${id} part ${part}`);
      return `https://store/${id}/${part}`;
    }),
    process: jest.fn(async (id, parts) => {
      calls.push(`process ${id} ${JSON.stringify(parts ?? null)}`);
      return testMedia(9, { ...unpricedMedia, duration: 61 });
    }),
    remove: jest.fn(async (id) => {
      calls.push(`remove ${id}`);
    }),
  };
}

// Small parts, no real waiting.
const settings: UploadSettings = {
  chunkSize: 10,
  concurrency: 3,
  tries: 3,
  backoffMs: 5,
  sleep: jest.fn(async () => undefined),
};

const file = new Blob(['x'.repeat(25)]);
const etagOf = (url: string) => `"etag-${url.split('/').pop()}"`;

/** A storage that answers each PUT once released, reporting its bytes as sent. */
function controlledStorage() {
  const pending: Array<{
    url: string;
    size: number;
    release: () => void;
    fail: (e: unknown) => void;
  }> = [];
  const put: PutBytes = (url, body, { onProgress, signal }) =>
    new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(abortError()));
      onProgress(Math.floor(body.size / 2));
      pending.push({
        url,
        size: body.size,
        release: () => {
          onProgress(body.size);
          resolve(etagOf(url));
        },
        fail: reject,
      });
    });
  return { put, pending };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('upload orchestration', () => {
  it('sends a one-chunk file in one PUT and processes it without parts', async () => {
    const api = fakeApi(1);
    const put = jest.fn<ReturnType<PutBytes>, Parameters<PutBytes>>(async (url, body, o) => {
      o.onProgress(body.size);
      return '"abc"';
    });
    const progress: number[] = [];
    const handle = startUpload(
      file,
      request,
      api,
      put,
      { onProgress: (n) => progress.push(n) },
      settings,
    );
    await expect(handle.done).resolves.toMatchObject({ status: 'uploaded', duration: 61 });
    expect(api.calls).toEqual(['create', 'presign 9', 'process 9 null']);
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0]![1]).toBe(file);
    expect(progress.at(-1)).toBe(25);
  });

  it('sends parts three at a time and processes them with their numbers and ETags', async () => {
    const api = fakeApi(5);
    const big = new Blob(['y'.repeat(45)]);
    const storage = controlledStorage();
    const progress: number[] = [];
    const handle = startUpload(
      big,
      request,
      api,
      storage.put,
      { onProgress: (n) => progress.push(n) },
      settings,
    );
    await flush();
    expect(storage.pending.map((p) => p.url)).toEqual([
      'https://store/9/1',
      'https://store/9/2',
      'https://store/9/3',
    ]);
    storage.pending[1]!.release();
    await flush();
    expect(storage.pending).toHaveLength(4); // a freed slot takes part 4
    for (const p of storage.pending) p.release();
    await flush();
    storage.pending.at(-1)!.release(); // part 5, the 5-byte rest
    await expect(handle.done).resolves.toMatchObject({ status: 'uploaded' });
    expect(storage.pending.map((p) => p.size)).toEqual([10, 10, 10, 10, 5]);
    expect(api.process).toHaveBeenCalledWith(9, [
      { PartNumber: 1, ETag: '"etag-1"' },
      { PartNumber: 2, ETag: '"etag-2"' },
      { PartNumber: 3, ETag: '"etag-3"' },
      { PartNumber: 4, ETag: '"etag-4"' },
      { PartNumber: 5, ETag: '"etag-5"' },
    ]);
    expect(progress.at(-1)).toBe(45);
  });

  it('tries a failed part again with a longer wait each time, then succeeds', async () => {
    const api = fakeApi(3);
    let failures = 2;
    const put: PutBytes = async (url, body, o) => {
      if (url.endsWith('/2') && failures > 0) {
        failures -= 1;
        throw new PutFailed(failures === 1 ? 0 : 503);
      }
      o.onProgress(body.size);
      return etagOf(url);
    };
    const sleep = jest.fn(async (_ms: number) => undefined);
    const handle = startUpload(file, request, api, put, {}, { ...settings, sleep });
    await expect(handle.done).resolves.toMatchObject({ status: 'uploaded' });
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([5, 10]);
    expect(api.presignPart).toHaveBeenCalledTimes(5); // a fresh URL for each try
  });

  it('gives up after three tries, stops the other parts and removes the media', async () => {
    const api = fakeApi(3);
    const put: PutBytes = async (url, body, o) => {
      if (url.endsWith('/1')) throw new PutFailed(500);
      return new Promise((_resolve, reject) =>
        o.signal.addEventListener('abort', () => reject(abortError())),
      );
    };
    const handle = startUpload(file, request, api, put, {}, settings);
    await expect(handle.done).rejects.toEqual(new PutFailed(500));
    expect(api.presignPart).toHaveBeenCalledWith(9, 1);
    expect(api.calls.filter((c) => c === 'presign 9 part 1')).toHaveLength(3);
    expect(api.remove).toHaveBeenCalledWith(9);
    expect(api.process).not.toHaveBeenCalled();
  });

  it('does not retry what the storage refused for good (4xx)', async () => {
    const api = fakeApi(1);
    const put = jest.fn(async () => {
      throw new PutFailed(403);
    });
    const handle = startUpload(file, request, api, put, {}, settings);
    await expect(handle.done).rejects.toEqual(new PutFailed(403));
    expect(put).toHaveBeenCalledTimes(1);
    expect(api.remove).toHaveBeenCalledWith(9);
  });

  it('cancels: aborts the transfers in flight and deletes the media', async () => {
    const api = fakeApi(3);
    const storage = controlledStorage();
    const handle = startUpload(file, request, api, storage.put, {}, settings);
    await flush();
    expect(storage.pending).toHaveLength(3);
    await handle.cancel();
    const error: unknown = await handle.done.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
    expect(storage.pending).toHaveLength(3); // nothing more was sent
    expect(api.remove).toHaveBeenCalledWith(9);
    expect(api.process).not.toHaveBeenCalled();
  });

  it('removes the media when processing fails, and says why', async () => {
    const api = fakeApi(1);
    const failure = {
      status: 422,
      items: [{ errorCode: 'VALIDATION_ERROR', message: 'Not audio', data: null }],
    };
    api.process = jest.fn(async () => Promise.reject(failure));
    const put: PutBytes = async () => '"e"';
    const handle = startUpload(file, request, api, put, {}, settings);
    await expect(handle.done).rejects.toBe(failure);
    expect(api.remove).toHaveBeenCalledWith(9);
  });
});
