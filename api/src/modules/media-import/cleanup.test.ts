import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSessionId } from '@portal/contracts/auth/session-id';
import type { MediaImport } from '@portal/contracts/media-import/schema';
import { mediaImportTexts } from '@portal/contracts/media-import/texts';
import { claimTasks, TASK_LEASE_MS } from '../../lib/task-worker.ts';
import { wavBytes } from '../../lib/wav.ts';
import { setupTestApp } from '../../test/helper.ts';
import { drainTasks } from '../../test/tasks.ts';
import { cleanUpMediaImports, FINISHED_IMPORT_KEPT_MS } from './cleanup.ts';
import { requestImport } from './service.ts';
import { MEDIA_IMPORT_TASK_KEY } from './task.ts';

// Shorter than a worker's lease, so that an import can be past it with its worker not yet dead.
const TIMEOUT_MS = 10_000;
const t = setupTestApp({ outboundLoopbackAllowed: true, mediaImportTimeoutMs: TIMEOUT_MS });
afterEach(() => drainTasks(t.app), 60_000);

const recording = wavBytes(1);
let server: Server;
let link: string;
beforeAll(async () => {
  server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'audio/wav' }).end(recording),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  link = `http://127.0.0.1:${(server.address() as AddressInfo).port}/meeting.wav`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const owner = { sessionId: createSessionId() };
const headers = { 'x-session-id': owner.sessionId };

async function ask(): Promise<number> {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/v1/media/import',
    headers,
    payload: { url: link, currency: 'USD' },
  });
  expect(asked.statusCode).toBe(200);
  return asked.json<MediaImport>().id;
}

const read = async (id: number) =>
  (await t.app.inject({ url: `/v1/media/import/${id}`, headers })).json<MediaImport>();

describe('the imports’ cleanup', () => {
  test('an import fetching past the time limit fails as too slow once its task died, not before', async () => {
    // Asked, and its task claimed as it is queued by a worker: the import's run, begun.
    const begun = (worker: string) =>
      t.db.transaction(async (tx) => {
        const deps = { db: tx, now: t.clock.now };
        const { id } = await requestImport(deps, owner, null, { url: link, currency: 'USD' });
        const [claimed] = await claimTasks(deps, worker, 1);
        expect(claimed?.key).toBe(`${MEDIA_IMPORT_TASK_KEY}${id}`);
        return id;
      });
    // Its worker's process then stops without a word: the lease is never renewed.
    const crashed = await begun('a worker that died');
    t.clock.advance(TIMEOUT_MS + 1_000);
    // Past the time limit, but its worker is not yet taken for dead.
    expect(await cleanUpMediaImports(t.app.deps)).toEqual({ failed: 0, removed: 0 });
    const running = await begun('a worker still fetching');
    t.clock.advance(TASK_LEASE_MS - TIMEOUT_MS);
    expect(await cleanUpMediaImports(t.app.deps)).toEqual({ failed: 1, removed: 0 });
    expect(await read(crashed)).toMatchObject({
      state: 'failed',
      error: mediaImportTexts.failures.tooSlow,
    });
    expect(await read(running)).toMatchObject({ state: 'fetching' });

    // Both leases passed, the queue runs the tasks again: the crashed one finds its import over,
    // the other (not looked at by the cleanup meanwhile) is fetched.
    t.clock.advance(TASK_LEASE_MS);
    await drainTasks(t.app);
    expect(await read(crashed)).toMatchObject({ state: 'failed', mediaId: null });
    expect(await read(running)).toMatchObject({ state: 'done', error: null });
  });

  test('finished imports are removed a day after they ended, by the cleanup a server runs', async () => {
    const done = await ask();
    await drainTasks(t.app);
    t.clock.advance(FINISHED_IMPORT_KEPT_MS - 1_000);
    const young = await ask();
    await drainTasks(t.app);
    t.clock.advance(2_000);

    // A server starting now runs the cleanup before it is ready.
    await t.build({});
    expect((await t.app.inject({ url: `/v1/media/import/${done}`, headers })).statusCode).toBe(404);
    expect(await read(young)).toMatchObject({ state: 'done' });
  });
});
