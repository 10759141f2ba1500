import { waitFor } from '@testing-library/react';
import { testMedia, unpricedMedia } from '@portal/contracts/media/test-media';
import { PutFailed, abortError, type PutBytes } from './transport.ts';
import { isCancelled, startUpload, type UploadApi, type UploadSettings } from './upload-file.ts';
import { fakeNetwork } from './testing.ts';

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
  backoffMs: 5,
  maxBackoffMs: 20,
  sleep: jest.fn(async () => undefined),
  connection: fakeNetwork().connection,
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
    await waitFor(() =>
      expect(storage.pending.map((p) => p.url)).toEqual([
        'https://store/9/1',
        'https://store/9/2',
        'https://store/9/3',
      ]),
    );
    storage.pending[1]!.release();
    await waitFor(() => expect(storage.pending).toHaveLength(4)); // a freed slot takes part 4
    for (const p of storage.pending) p.release();
    await waitFor(() => expect(storage.pending).toHaveLength(5));
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

  it('tries a part again while the server struggles (5xx, 408, 429), waiting longer each time', async () => {
    const api = fakeApi(3);
    const answers = [503, 0, 429, 500, 408];
    const put: PutBytes = async (url, body, o) => {
      const status = url.endsWith('/2') ? answers.shift() : undefined;
      if (status !== undefined) throw new PutFailed(status);
      o.onProgress(body.size);
      return etagOf(url);
    };
    const sleep = jest.fn(async (_ms: number) => undefined);
    const waiting: boolean[] = [];
    const handle = startUpload(
      file,
      request,
      api,
      put,
      { onWaiting: (w) => waiting.push(w) },
      { ...settings, sleep },
    );
    await expect(handle.done).resolves.toMatchObject({ status: 'uploaded' });
    // Doubled each time, never more than maxBackoffMs.
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([5, 10, 20, 20, 20]);
    expect(api.presignPart).toHaveBeenCalledTimes(8); // a fresh URL for each try
    expect(waiting).toEqual([true, false]);
    expect(api.remove).not.toHaveBeenCalled();
  });

  it('waits while the browser is offline, then finishes once it is back online', async () => {
    const net = fakeNetwork();
    const api = fakeApi(3);
    const storage = controlledStorage();
    const waiting: boolean[] = [];
    const progress: number[] = [];
    const sleep = jest.fn(async () => undefined);
    const handle = startUpload(
      file,
      request,
      api,
      storage.put,
      { onWaiting: (w) => waiting.push(w), onProgress: (n) => progress.push(n) },
      { ...settings, sleep, connection: net.connection },
    );
    await waitFor(() => expect(storage.pending).toHaveLength(3));
    storage.pending[0]!.release();
    net.down();
    storage.pending[1]!.fail(new PutFailed(0));
    storage.pending[2]!.fail(new PutFailed(0));
    await waitFor(() => expect(net.waiters()).toBe(2));
    expect(waiting).toEqual([true]);
    expect(progress.at(-1)).toBe(10); // the parts cut short count for nothing
    expect(storage.pending).toHaveLength(3); // nothing is sent while offline
    net.up();
    await waitFor(() =>
      expect(storage.pending.map((p) => p.url).slice(3)).toEqual([
        'https://store/9/2',
        'https://store/9/3',
      ]),
    );
    storage.pending[3]!.release();
    storage.pending[4]!.release();
    await expect(handle.done).resolves.toMatchObject({ status: 'uploaded' });
    expect(waiting).toEqual([true, false]);
    expect(sleep).not.toHaveBeenCalled(); // back online, it goes on at once
    expect(api.process).toHaveBeenCalledWith(9, [
      { PartNumber: 1, ETag: '"etag-1"' },
      { PartNumber: 2, ETag: '"etag-2"' },
      { PartNumber: 3, ETag: '"etag-3"' },
    ]);
  });

  it('processes again when the line drops during processing, not starting over', async () => {
    const api = fakeApi(1);
    const processed = api.process;
    let drops = 1;
    api.process = jest.fn(async (id, parts) => {
      if (drops-- > 0) throw { status: 'FETCH_ERROR', items: [] };
      return processed(id, parts);
    });
    const put: PutBytes = async () => '"e"';
    const handle = startUpload(file, request, api, put, {}, settings);
    await expect(handle.done).resolves.toMatchObject({ status: 'uploaded' });
    expect(api.process).toHaveBeenCalledTimes(2);
    expect(api.create).toHaveBeenCalledTimes(1);
  });

  it('reports each part stored with its ETag', async () => {
    const api = fakeApi(3);
    const storage = controlledStorage();
    const sent: unknown[] = [];
    const handle = startUpload(
      file,
      request,
      api,
      storage.put,
      { onPartSent: (part) => sent.push(part) },
      settings,
    );
    await waitFor(() => expect(storage.pending).toHaveLength(3));
    storage.pending[2]!.release();
    await waitFor(() => expect(sent).toEqual([{ PartNumber: 3, ETag: '"etag-3"' }]));
    storage.pending[0]!.release();
    storage.pending[1]!.release();
    await handle.done;
    expect(sent).toHaveLength(3);
  });

  it('goes on from what an interrupted upload sent: only the missing parts, then processing', async () => {
    const api = fakeApi(5);
    const big = new Blob(['y'.repeat(45)]);
    const put = jest.fn<ReturnType<PutBytes>, Parameters<PutBytes>>(async (url, body, o) => {
      o.onProgress(body.size);
      return etagOf(url);
    });
    const progress: number[] = [];
    const handle = startUpload(
      big,
      {
        mediaId: 9,
        partCount: 5,
        parts: [
          { PartNumber: 1, ETag: '"kept-1"' },
          { PartNumber: 2, ETag: '"kept-2"' },
          { PartNumber: 4, ETag: '"kept-4"' },
        ],
      },
      api,
      put,
      { onProgress: (n) => progress.push(n) },
      settings,
    );
    await expect(handle.done).resolves.toMatchObject({ status: 'uploaded' });
    expect(api.create).not.toHaveBeenCalled();
    expect(put.mock.calls.map(([url, body]) => [url, body.size])).toEqual([
      ['https://store/9/3', 10],
      ['https://store/9/5', 5],
    ]);
    expect(progress[0]).toBe(30); // what was stored before counts from the start
    expect(progress.at(-1)).toBe(45);
    expect(api.process).toHaveBeenCalledWith(9, [
      { PartNumber: 1, ETag: '"kept-1"' },
      { PartNumber: 2, ETag: '"kept-2"' },
      { PartNumber: 3, ETag: '"etag-3"' },
      { PartNumber: 4, ETag: '"kept-4"' },
      { PartNumber: 5, ETag: '"etag-5"' },
    ]);
  });

  it('fails a continued upload whose media the server no longer has, and says so', async () => {
    const api = fakeApi(3);
    api.presignPart = jest.fn(async () => Promise.reject({ status: 404, items: [] }));
    const put = jest.fn<ReturnType<PutBytes>, Parameters<PutBytes>>();
    const handle = startUpload(
      file,
      { mediaId: 9, partCount: 3, parts: [{ PartNumber: 1, ETag: '"a"' }] },
      api,
      put,
      {},
      settings,
    );
    await expect(handle.done).rejects.toMatchObject({ status: 404 });
    expect(put).not.toHaveBeenCalled();
    expect(api.remove).toHaveBeenCalledWith(9);
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

  it('stops the other parts and removes the media when one is refused for good', async () => {
    const api = fakeApi(3);
    const put: PutBytes = async (url, body, o) => {
      if (url.endsWith('/1')) throw new PutFailed(403);
      return new Promise((_resolve, reject) =>
        o.signal.addEventListener('abort', () => reject(abortError())),
      );
    };
    const handle = startUpload(file, request, api, put, {}, settings);
    await expect(handle.done).rejects.toEqual(new PutFailed(403));
    expect(api.remove).toHaveBeenCalledWith(9);
    expect(api.process).not.toHaveBeenCalled();
  });

  it('cancels: aborts the transfers in flight and deletes the media', async () => {
    const api = fakeApi(3);
    const storage = controlledStorage();
    const handle = startUpload(file, request, api, storage.put, {}, settings);
    await waitFor(() => expect(storage.pending).toHaveLength(3));
    await handle.cancel();
    const error: unknown = await handle.done.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
    expect(storage.pending).toHaveLength(3); // nothing more was sent
    expect(api.remove).toHaveBeenCalledWith(9);
    expect(api.process).not.toHaveBeenCalled();
  });

  it('cancels while waiting for the connection', async () => {
    const net = fakeNetwork();
    net.down();
    const api = fakeApi(3);
    const put: PutBytes = async () => Promise.reject(new PutFailed(0));
    const handle = startUpload(
      file,
      request,
      api,
      put,
      {},
      { ...settings, connection: net.connection },
    );
    await waitFor(() => expect(net.waiters()).toBe(3));
    await handle.cancel();
    expect(isCancelled(await handle.done.catch((e: unknown) => e))).toBe(true);
    expect(api.remove).toHaveBeenCalledWith(9);
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
