import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testCart } from '@portal/contracts/cart/test-cart';
import { testMedia, unpricedMedia } from '@portal/contracts/media/test-media';
import { testService } from '@portal/contracts/services/test-service';
import type { Media } from '@portal/contracts';
import { abortError, type PutBytes } from './transport.ts';
import { UploadPage } from './UploadPage.tsx';

/** A media whose service options are not chosen yet. */
const media = (id: number, overrides: Partial<Media> = {}) =>
  testMedia(id, { ...unpricedMedia, ...overrides });

const priced = (id: number) => testMedia(id);

/** A visitor's cart: nobody signs in on these pages. */
const cartOf = (list: Media[]) => testCart(list, { userId: null });

/** An API with a cart the handlers change, as the server would. */
function installApi(server: FakeServer, start: Media[] = []) {
  let cart = start;
  let nextId = 100;
  // Before its first media nobody has a cart: the API answers an empty one without an id.
  server.on('GET', '/v1/cart', () =>
    json(200, cart.length === 0 ? testCart([], { id: null, userId: null }) : cartOf(cart)),
  );
  server.on('GET', '/v1/new-service/guest-services', () => json(200, [testService()]));
  const titles = new Map<number, string>();
  server.on('POST', '/v1/media', async (request) => {
    const fields = new URLSearchParams(await request.text());
    nextId += 1;
    titles.set(nextId, fields.get('title')!);
    return json(
      200,
      media(nextId, { title: fields.get('title')!, status: 'pending', duration: null }),
    );
  });
  server.on('GET', '/v1/media/get-presigned-url', () =>
    json(200, { presignedUrl: '/v1/storage/put' }),
  );
  for (const id of [101, 102])
    server.on('PUT', `/v1/media/process/${id}`, () => {
      cart = [...cart, media(id, { title: titles.get(id)! })];
      return json(200, cart.at(-1));
    });
  server.on('DELETE', '/v1/media/101', () => json(200, { isSuccess: true }));
  server.on('PUT', '/v1/cart/update', async (request) => {
    const keep = new URLSearchParams(await request.text()).getAll('media_list[]').map(Number);
    cart = cart.filter((m) => keep.includes(m.id));
    return json(200, cartOf(cart));
  });
  server.on('PUT', '/v1/cart/empty', () => {
    cart = [];
    return json(200, cartOf(cart));
  });
  return { setCart: (list: Media[]) => (cart = list) };
}

/** Storage whose PUTs report half their bytes, then wait to be released. */
function storage() {
  const open: Array<() => void> = [];
  const put: PutBytes = (_url, body, { onProgress, signal }) =>
    new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(abortError()));
      onProgress(body.size / 2);
      open.push(() => {
        onProgress(body.size);
        resolve('"0123456789abcdef0123456789abcdef"');
      });
    });
  return {
    put,
    releaseFirst: () => open.shift()?.(),
    releaseAll: () => open.splice(0).forEach((release) => release()),
  };
}

function renderPage(put: PutBytes, start: Media[] = []) {
  let api: ReturnType<typeof installApi> | undefined;
  const view = renderRoutes([{ path: 'fileupload/addfiles', element: <UploadPage put={put} /> }], {
    path: '/fileupload/addfiles',
    handlers: (server) => {
      api = installApi(server, start);
    },
  });
  return { ...view, api: api! };
}

const file = (name: string, size = 2_000_000) => new File([new Uint8Array(size)], name);
const user = () => userEvent.setup({ applyAccept: false });
const picker = () => screen.getByLabelText(/Choose files/);
const requestsTo = (server: FakeServer, method: string, path: string) =>
  server.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

describe('upload page', () => {
  it('refuses formats off the whitelist with the spec message and the accepted list', async () => {
    const { server } = renderPage(storage().put);
    await user().upload(picker(), [file('notes.pdf')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, this format is not currently supported: notes.pdf');
    expect(alert).toHaveTextContent(/Supported formats: audio aac, .*wav.*video .*webm/);
    expect(requestsTo(server, 'POST', '/v1/media')).toHaveLength(0);
  });

  it('cuts files past the 20-file cart limit, counting the cart, with the notice', async () => {
    const full = Array.from({ length: 19 }, (_, i) => priced(i + 1));
    const { server } = renderPage(storage().put, full);
    const cart = await screen.findByRole('list', { name: 'Files in your cart' });
    expect(within(cart).getAllByRole('listitem')).toHaveLength(19);
    await user().upload(picker(), [file('first.mp3'), file('second.mp3')]);
    expect(
      await screen.findByText('Cart limit reached: You can upload up to 20 files per transaction'),
    ).toBeVisible();
    await waitFor(() => expect(requestsTo(server, 'POST', '/v1/media')).toHaveLength(1));
    expect(await screen.findByText('50%')).toBeVisible();
  });

  it('shows progress with time left, and cancelling deletes the media', async () => {
    const { server } = renderPage(storage().put);
    await screen.findByText('Your cart is empty.');
    await user().upload(picker(), [file('first.mp3')]);
    const rows = await screen.findByRole('list', { name: 'Uploads' });
    expect(within(rows).getByText('first.mp3')).toBeVisible();
    expect(within(rows).getByText('2.0 MB')).toBeVisible();
    expect(await within(rows).findByText('50%')).toBeVisible();
    expect(within(rows).getByRole('progressbar', { name: 'first.mp3 uploaded' })).toHaveValue(50);
    expect(within(rows).getByText(/left|Estimating/)).toBeVisible();

    await user().click(screen.getByRole('button', { name: 'Cancel first.mp3' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    await waitFor(() => expect(requestsTo(server, 'DELETE', '/v1/media/101')).toHaveLength(1));
  });

  it('puts a processed file in the cart with its duration and billed minutes', async () => {
    const bytes = storage();
    const { server } = renderPage(bytes.put);
    await screen.findByText('Your cart is empty.');
    await user().upload(picker(), [file('first.mp3')]);
    await screen.findByText('50%');
    act(() => bytes.releaseAll());
    const cart = await screen.findByRole('list', { name: 'Files in your cart' });
    expect(await within(cart).findByText('first.mp3')).toBeVisible();
    expect(within(cart).getByText('2:05')).toBeVisible();
    expect(within(cart).getByText('3 billed minutes')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    expect(requestsTo(server, 'PUT', '/v1/media/process/101')).toHaveLength(1);
    expect(screen.getByText('Checkout will appear once all 3 steps are completed.')).toBeVisible();
  });

  it('keeps a processed file among the uploads until all of them are in the cart', async () => {
    const bytes = storage();
    renderPage(bytes.put);
    await screen.findByText('Your cart is empty.');
    await user().upload(picker(), [file('first.mp3'), file('second.mp3')]);
    const rows = await screen.findByRole('list', { name: 'Uploads' });
    await waitFor(() => expect(within(rows).getAllByText('50%')).toHaveLength(2));
    act(() => bytes.releaseFirst());
    // The rows leave together, not one by one: the content below them moves once.
    expect(await within(rows).findByText('Uploaded')).toBeVisible();
    expect(within(rows).getAllByRole('listitem')).toHaveLength(2);
    act(() => bytes.releaseAll());
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument(),
    );
    const cart = screen.getByRole('list', { name: 'Files in your cart' });
    expect(within(cart).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says what went wrong with a failed upload, in the server words', async () => {
    const { server } = renderPage(async () => '"0123456789abcdef0123456789abcdef"');
    server.on('PUT', '/v1/media/process/101', () =>
      json(422, [{ message: 'We could not process this media file.' }]),
    );
    await screen.findByText('Your cart is empty.');
    await user().upload(picker(), [file('first.mp3')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We had a problem uploading media. We could not process this media file.',
    );
    await waitFor(() => expect(requestsTo(server, 'DELETE', '/v1/media/101')).toHaveLength(1));
  });

  it('saves the options to each file 300 ms after the last change, then offers checkout', async () => {
    const { server, api } = renderPage(storage().put, [media(1), media(2)]);
    const saved: URLSearchParams[] = [];
    for (const id of [1, 2])
      server.on('PUT', `/v1/media/${id}`, async (request) => {
        saved.push(new URLSearchParams(await request.text()));
        return json(200, priced(id));
      });
    const pick = await screen.findByRole('combobox', { name: /Type of transcription/ });
    await user().selectOptions(pick, 'Intelligent Verbatim');
    await user().selectOptions(screen.getByRole('combobox', { name: /Turnaround/ }), '7 days');
    api.setCart([priced(1), priced(2)]);
    await user().selectOptions(screen.getByRole('combobox', { name: /Speakers/ }), '1 Speaker');
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[0]!.get('service_options[id]')).toBe('1');
    expect(saved[0]!.get('service_options[turnaround]')).toBe('604800');
    expect(saved[0]!.get('currency')).toBe('GBP');
    // The cart's prices are fetched again once saving pauses.
    expect(await screen.findByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/fileupload/payment',
    );
    expect(screen.getByText('£7.20')).toBeVisible(); // total inc VAT
  });

  it("marks the chosen service as Researcher's favourite, as the quote's cards do", async () => {
    const { server } = renderPage(storage().put, [media(1)]);
    server.on('GET', '/v1/new-service/guest-services', () =>
      json(200, [testService(), testService({ id: 2, name: 'Notes', shortName: 'NOT' })]),
    );
    const pick = await screen.findByRole('combobox', { name: /Type of transcription/ });
    await user().selectOptions(pick, 'Intelligent Verbatim');
    expect(screen.queryByText("Researcher's favourite")).not.toBeInTheDocument();
    await user().selectOptions(pick, 'Notes');
    expect(pick).toHaveAccessibleDescription("Researcher's favourite");
  });

  it('rejects < and > in comments', async () => {
    renderPage(storage().put, [media(1)]);
    const comments = await screen.findByRole('textbox', { name: 'Comments' });
    expect(comments).toHaveAttribute(
      'placeholder',
      'Please add additional information you would like pass on to your transcriber or delivery manager.',
    );
    await user().type(comments, 'a <b>');
    expect(screen.getByText('This symbol cannot be used here: <')).toBeVisible();
  });

  it('removes a file from the cart, and the last one empties it', async () => {
    const { server } = renderPage(storage().put, [priced(1), priced(2)]);
    await user().click(await screen.findByRole('button', { name: 'Remove talk-1.mp3' }));
    await waitFor(() => expect(screen.queryByText('talk-1.mp3')).not.toBeInTheDocument());
    const update = requestsTo(server, 'PUT', '/v1/cart/update')[0]!;
    expect(await update.text()).toBe('media_list%5B%5D=2');
    expect(screen.getByText('£3.60')).toBeVisible();
    await user().click(screen.getByRole('button', { name: 'Remove talk-2.mp3' }));
    expect(await screen.findByText('Your cart is empty.')).toBeVisible();
    expect(requestsTo(server, 'PUT', '/v1/cart/empty')).toHaveLength(1);
  });
});
