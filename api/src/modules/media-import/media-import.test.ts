import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { createSessionId } from '@portal/contracts/auth/session-id';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { CART_LIMIT } from '@portal/contracts/common/constants';
import type { MediaImport } from '@portal/contracts/media-import/schema';
import { mediaImportTexts } from '@portal/contracts/media-import/texts';
import { cartMedia, carts, media, mediaImports } from '../../db/schema.ts';
import { wavBytes } from '../../lib/wav.ts';
import { setupTestApp } from '../../test/helper.ts';
import { drainTasks } from '../../test/tasks.ts';

const MAX_BYTES = 50_000;
// Short, so the stalling link fails quickly; the small recordings arrive well within it.
const TIMEOUT_MS = 1_500;
const t = setupTestApp({
  outboundLoopbackAllowed: true,
  maxUploadBytes: MAX_BYTES,
  mediaImportTimeoutMs: TIMEOUT_MS,
});
afterEach(() => drainTasks(t.app), 60_000);

// Two seconds of 8 kHz 8-bit mono: 16 044 bytes.
const recording = wavBytes(2);
const tooLarge = wavBytes(10);

const wavHeaders = (bytes: Buffer) => ({
  'content-type': 'audio/wav',
  'content-length': String(bytes.length),
});

/** The links the tests import: a stand-in web server on 127.0.0.1 (the test setting). */
let server: Server;
let origin: string;
/** The paths the stand-in server was asked for, in order. */
const requested: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requested.push(url.pathname);
    switch (url.pathname) {
      case '/meeting.wav':
        return response.writeHead(200, wavHeaders(recording)).end(recording);
      case '/download':
        // No extension in the link: the type names it.
        return response.writeHead(200, { 'content-type': 'audio/x-wav' }).end(recording);
      case '/to-private':
        return response.writeHead(302, { location: 'http://10.0.0.1/meeting.wav' }).end();
      case '/large-announced.wav':
        return response.writeHead(200, wavHeaders(tooLarge)).end(tooLarge);
      case '/large-streamed.wav':
        // Chunked: no Content-Length, so only counting the bytes finds it too large.
        response.writeHead(200, { 'content-type': 'audio/wav' });
        response.write(tooLarge.subarray(0, 30_000));
        return response.end(tooLarge.subarray(30_000));
      case '/stalls.wav':
        // Headers and a first part, then nothing more.
        response.writeHead(200, { 'content-type': 'audio/wav' });
        return response.write(recording.subarray(0, 1000));
      case '/page.html':
        return response.writeHead(200, { 'content-type': 'text/html' }).end('<p>Hello</p>');
      default:
        return response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const visitor = () => ({ 'x-session-id': createSessionId() });

/** Asks for the import of `url`, runs the queue, then answers the import as the page reads it. */
async function imported(url: string, headers = visitor()): Promise<MediaImport> {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/v1/media/import',
    headers,
    payload: { url, currency: 'USD' },
  });
  expect(asked.statusCode).toBe(200);
  expect(asked.json<MediaImport>()).toMatchObject({ state: 'fetching', received: 0 });
  await drainTasks(t.app);
  const read = await t.app.inject({ url: `/v1/media/import/${asked.json().id}`, headers });
  expect(read.statusCode).toBe(200);
  return read.json<MediaImport>();
}

const mediaRows = async () => t.db.select({ id: media.id }).from(media);

async function expectFailure(url: string, error: string) {
  const before = await mediaRows();
  const result = await imported(url);
  expect(result).toMatchObject({ state: 'failed', mediaId: null, error });
  // Nothing of it is kept: no media (and, with it, no bytes) left behind.
  expect(await mediaRows()).toEqual(before);
  return result;
}

describe('import from a link', () => {
  test('fetches the file into a processed media in the owner’s cart', async () => {
    const headers = visitor();
    const result = await imported(`${origin}/meeting.wav`, headers);
    expect(result).toMatchObject({
      state: 'done',
      received: recording.length,
      size: recording.length,
      error: null,
    });
    const [row] = await t.db
      .select()
      .from(media)
      .where(eq(media.id, result.mediaId ?? 0));
    expect(row).toMatchObject({
      status: 'uploaded',
      duration: 2,
      title: 'meeting.wav',
      extension: 'wav',
      size: recording.length,
      sessionId: headers['x-session-id'],
    });
    const [cart] = await t.db
      .select({ sessionId: carts.sessionId })
      .from(cartMedia)
      .innerJoin(carts, eq(carts.id, cartMedia.cartId))
      .where(eq(cartMedia.mediaId, row!.id));
    expect(cart?.sessionId).toBe(headers['x-session-id']);
    const stored = await t.app.storage.head(row!.storageKey);
    expect(stored?.size).toBe(recording.length);
  });

  test('takes the extension from the type when the link has none', async () => {
    const result = await imported(`${origin}/download?id=7`);
    expect(result.state).toBe('done');
    const [row] = await t.db
      .select()
      .from(media)
      .where(eq(media.id, result.mediaId ?? 0));
    expect(row).toMatchObject({ extension: 'wav', title: 'download' });
  });

  test('refuses a private address', async () => {
    await expectFailure('http://10.0.0.1/meeting.wav', mediaImportTexts.failures.addressNotAllowed);
    await expectFailure(
      'http://[::ffff:169.254.169.254]/latest',
      mediaImportTexts.failures.addressNotAllowed,
    );
  });

  test('refuses a redirect to a private address', async () => {
    await expectFailure(`${origin}/to-private`, mediaImportTexts.failures.addressNotAllowed);
  });

  test('refuses a file larger than the upload limit, announced or not', async () => {
    const announced = await expectFailure(
      `${origin}/large-announced.wav`,
      mediaImportTexts.failures.tooLarge(MAX_BYTES),
    );
    // Refused on its Content-Length, before a byte of it was read.
    expect(announced.received).toBe(0);
    await expectFailure(
      `${origin}/large-streamed.wav`,
      mediaImportTexts.failures.tooLarge(MAX_BYTES),
    );
  });

  test('gives up on a link slower than the time limit', async () => {
    await expectFailure(`${origin}/stalls.wav`, mediaImportTexts.failures.tooSlow);
  });

  test('refuses what is not a media type', async () => {
    await expectFailure(`${origin}/page.html`, mediaImportTexts.failures.notMedia);
  });

  test('tells a link that answers with an error, and one that cannot be reached', async () => {
    await expectFailure(`${origin}/missing.wav`, mediaImportTexts.failures.refused(404));
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expectFailure(`http://127.0.0.1:${port}/a.wav`, mediaImportTexts.failures.unreachable);
  });

  test('refuses a link that is not http or https before anything is queued', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/media/import',
      headers: visitor(),
      payload: { url: 'file:///etc/passwd', currency: 'USD' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'url', message: mediaImportTexts.invalidUrl }]);
  });

  test('refuses an import at once when the cart is full, counting the imports still fetching', async () => {
    const headers = visitor();
    const ask = (url: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/media/import',
        headers,
        payload: { url, currency: 'USD' },
      });
    for (let i = 1; i < CART_LIMIT; i += 1)
      expect((await ask(`${origin}/meeting.wav`)).statusCode).toBe(200);
    await drainTasks(t.app);
    // The last place is taken by an import not yet fetched.
    expect((await ask(`${origin}/meeting.wav`)).statusCode).toBe(200);
    const importIds = async () =>
      t.db.select({ id: mediaImports.id }).from(mediaImports).orderBy(mediaImports.id);
    const recorded = await importIds();

    const whileFetching = await ask(`${origin}/refused.wav`);
    expect(whileFetching.statusCode).toBe(422);
    expect(whileFetching.json()).toEqual([
      { field: 'media', message: checkoutTexts.cartLimitReached },
    ]);
    await drainTasks(t.app);
    const [cart] = await t.db
      .select({ n: count() })
      .from(cartMedia)
      .innerJoin(carts, eq(carts.id, cartMedia.cartId))
      .where(eq(carts.sessionId, headers['x-session-id']));
    expect(cart?.n).toBe(CART_LIMIT);
    const whenFull = await ask(`${origin}/refused.wav`);
    expect(whenFull.statusCode).toBe(422);
    expect(whenFull.json()).toEqual([{ field: 'media', message: checkoutTexts.cartLimitReached }]);

    // Neither was recorded nor fetched.
    await drainTasks(t.app);
    expect(await importIds()).toEqual(recorded);
    expect(requested).not.toContain('/refused.wav');
  });

  test('shows an import to its owner only', async () => {
    const owner = visitor();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v1/media/import',
      headers: owner,
      payload: { url: `${origin}/meeting.wav`, currency: 'USD' },
    });
    const id = asked.json<MediaImport>().id;
    const other = await t.app.inject({ url: `/v1/media/import/${id}`, headers: visitor() });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: mediaImportTexts.notFound });
  });
});
