import { PutFailed, xhrPut } from './transport.ts';

/** Just enough of XMLHttpRequest for xhrPut. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  body: unknown;
  status = 0;
  headers: Record<string, string> = {};
  upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getResponseHeader(name: string) {
    return this.headers[name.toLowerCase()] ?? null;
  }
  answer(status: number, headers: Record<string, string> = {}) {
    this.status = status;
    this.headers = headers;
    this.onload?.();
  }
}

const put = xhrPut(() => new FakeXhr() as unknown as XMLHttpRequest);
const body = new Blob(['hello world']);

describe('byte upload over XMLHttpRequest', () => {
  it('PUTs the bytes, reports progress and resolves with the ETag', async () => {
    const progress: number[] = [];
    const sent = put('https://store/part', body, {
      signal: new AbortController().signal,
      onProgress: (n) => progress.push(n),
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['PUT', 'https://store/part', body]);
    xhr.upload.onprogress?.({ loaded: 4 });
    xhr.answer(200, { etag: '"0123"' });
    await expect(sent).resolves.toBe('"0123"');
    expect(progress).toEqual([4, 11]);
  });

  it('rejects with the status the storage answered, or 0 for a network failure', async () => {
    const signal = new AbortController().signal;
    const refused = put('u', body, { signal, onProgress: () => undefined });
    FakeXhr.last.answer(403);
    await expect(refused).rejects.toEqual(new PutFailed(403));
    const dropped = put('u', body, { signal, onProgress: () => undefined });
    FakeXhr.last.onerror?.();
    await expect(dropped).rejects.toEqual(new PutFailed(0));
  });

  it('aborts the request with the signal', async () => {
    const controller = new AbortController();
    const sent = put('u', body, { signal: controller.signal, onProgress: () => undefined });
    controller.abort();
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });
});
