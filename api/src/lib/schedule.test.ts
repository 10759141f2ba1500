import { jest } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { scheduleTask } from './schedule.ts';

const EVERY_MS = 60_000;

/** A server with one scheduled task whose runs the test counts and lets finish. */
function serverWithTask(task: () => Promise<void>): FastifyInstance {
  const app = Fastify({ logger: false });
  scheduleTask(app, 'test task', EVERY_MS, task);
  return app;
}

beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

test('runs once before the server is ready, then on every interval', async () => {
  let runs = 0;
  const app = serverWithTask(async () => {
    runs += 1;
  });
  await app.ready();
  expect(runs).toBe(1);
  await jest.advanceTimersByTimeAsync(EVERY_MS);
  expect(runs).toBe(2);
  await jest.advanceTimersByTimeAsync(2 * EVERY_MS);
  expect(runs).toBe(4);
  await app.close();
});

test('a run never overlaps the one before, and a failed run does not stop the next', async () => {
  let runs = 0;
  let finish: () => void = () => {};
  const app = serverWithTask(() => {
    runs += 1;
    if (runs === 2) return new Promise<void>((resolve) => (finish = resolve));
    if (runs === 3) return Promise.reject(new Error('storage unreachable'));
    return Promise.resolve();
  });
  await app.ready();
  await jest.advanceTimersByTimeAsync(EVERY_MS);
  // The second run is still going: the next tick starts none.
  await jest.advanceTimersByTimeAsync(EVERY_MS);
  expect(runs).toBe(2);
  finish();
  await jest.advanceTimersByTimeAsync(EVERY_MS);
  expect(runs).toBe(3);
  await jest.advanceTimersByTimeAsync(EVERY_MS);
  expect(runs).toBe(4);
  await app.close();
});

test('closing the server clears the timer and waits for the run under way', async () => {
  let runs = 0;
  let finished = false;
  let finish: () => void = () => {};
  const app = serverWithTask(() => {
    runs += 1;
    if (runs === 1) return Promise.resolve();
    return new Promise<void>((resolve) => (finish = resolve)).then(() => {
      finished = true;
    });
  });
  await app.ready();
  expect(jest.getTimerCount()).toBe(1);
  await jest.advanceTimersByTimeAsync(EVERY_MS);
  const closing = app.close();
  await Promise.resolve();
  expect(finished).toBe(false);
  finish();
  await closing;
  expect(finished).toBe(true);
  expect(jest.getTimerCount()).toBe(0);
  await jest.advanceTimersByTimeAsync(10 * EVERY_MS);
  expect(runs).toBe(2);
});

test('runNow runs at once, or once more right after the run under way, and not once closed', async () => {
  let runs = 0;
  let finish: () => void = () => {};
  const app = Fastify({ logger: false });
  const scheduled = scheduleTask(app, 'test task', EVERY_MS, () => {
    runs += 1;
    if (runs === 2) return new Promise<void>((resolve) => (finish = resolve));
    return Promise.resolve();
  });
  await app.ready();
  const second = scheduled.runNow();
  expect(runs).toBe(2);
  // Asked twice during the second run: one more run after it, which both calls wait for.
  const third = scheduled.runNow();
  const thirdAgain = scheduled.runNow();
  await Promise.resolve();
  expect(runs).toBe(2);
  finish();
  await Promise.all([second, third, thirdAgain]);
  expect(runs).toBe(3);
  await app.close();
  await scheduled.runNow();
  expect(runs).toBe(3);
});

test('with beforeReady false, the server is ready while the first run goes on', async () => {
  let finish: () => void = () => undefined;
  const app = Fastify({ logger: false });
  scheduleTask(app, 'long task', EVERY_MS, () => new Promise<void>((done) => (finish = done)), {
    beforeReady: false,
  });
  await app.ready();
  finish();
  await app.close();
});
