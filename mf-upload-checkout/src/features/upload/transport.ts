/** Sends bytes to a presigned URL: the one place the portal talks HTTP by hand (for progress). */
export type PutBytes = (
  url: string,
  body: Blob,
  options: { onProgress: (loaded: number) => void; signal: AbortSignal },
) => Promise<string>;

/** A PUT the storage refused; `status` 0 is a network failure. */
export class PutFailed extends Error {
  readonly status: number;
  constructor(status: number) {
    super(status === 0 ? 'The upload was interrupted' : `The storage answered ${status}`);
    this.name = 'PutFailed';
    this.status = status;
  }
}

export const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * PUT with XMLHttpRequest: reports bytes sent, aborts with the signal, resolves with the ETag
 * header of the answer (S3 and the local storage both send one; a cross-origin S3 bucket must
 * expose it in its CORS rules).
 */
export function xhrPut(createXhr: () => XMLHttpRequest = () => new XMLHttpRequest()): PutBytes {
  return (url, body, { onProgress, signal }) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(abortError());
        return;
      }
      const xhr = createXhr();
      const abort = () => xhr.abort();
      signal.addEventListener('abort', abort, { once: true });
      const done = () => signal.removeEventListener('abort', abort);
      xhr.open('PUT', url);
      xhr.upload.onprogress = (event) => onProgress(event.loaded);
      xhr.onload = () => {
        done();
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress(body.size);
          resolve(xhr.getResponseHeader('ETag') ?? '');
        } else reject(new PutFailed(xhr.status));
      };
      xhr.onerror = () => {
        done();
        reject(new PutFailed(0));
      };
      xhr.onabort = () => {
        done();
        reject(abortError());
      };
      xhr.send(body);
    });
}
