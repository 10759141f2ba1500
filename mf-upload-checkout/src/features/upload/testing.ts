import { abortError } from './transport.ts';
import type { Connection } from './upload-file.ts';

/** A network a test takes down and brings back: uploads wait on it as on the browser's. */
export function fakeNetwork() {
  let online = true;
  const waiting: Array<() => void> = [];
  const connection: Connection = {
    online: () => online,
    whenOnline: (signal) =>
      new Promise((resolve, reject) => {
        waiting.push(resolve);
        signal.addEventListener('abort', () => reject(abortError()));
      }),
  };
  return {
    connection,
    down: () => (online = false),
    up: () => {
      online = true;
      waiting.splice(0).forEach((resolve) => resolve());
    },
    /** Uploads waiting for the network to come back. */
    waiters: () => waiting.length,
  };
}
