import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DEBOUNCE, Role, type Media } from '@portal/contracts';
import { testCart } from '@portal/contracts/cart/test-cart';
import {
  MEDIA_IMPORT_POLL_MS,
  type MediaImportAnswer,
} from '@portal/contracts/media-import/client';
import { mediaImportTexts } from '@portal/contracts/media-import/texts';
import { testMedia, unpricedMedia } from '@portal/contracts/media/test-media';
import { testService } from '@portal/contracts/services/test-service';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import { seriousViolations } from '@portal/ui/testing/axe';
import { TARGET_ACCOUNT_KEY } from '../target-account/index.ts';
import { UploadPage } from './UploadPage.tsx';

const link = 'https://media.example.com/meetings/board%20meeting.mp3';

/** The import as the API answers it, changed by each step. */
const importOf = (changes: Partial<MediaImportAnswer> = {}): MediaImportAnswer => ({
  id: 7,
  url: link,
  state: 'fetching',
  received: 0,
  size: null,
  mediaId: null,
  error: null,
  ...changes,
});

const requestsTo = (server: FakeServer, method: string, path: string) =>
  server.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

const imported = testMedia(31, { title: 'board meeting.mp3' });

/**
 * The upload page of a visitor whose cart the handlers hold; each poll of the import answers the
 * next of `steps` (the last one again after that). The imported media is in the cart from the
 * step that says done.
 */
function renderPage(steps: Array<Partial<MediaImportAnswer>>, start: Media[] = []) {
  jest.useFakeTimers();
  let cart = start;
  const answers = steps.map(importOf);
  const view = renderRoutes([{ path: 'fileupload/addfiles', element: <UploadPage /> }], {
    path: '/fileupload/addfiles',
    handlers: (server) => {
      server.on('GET', '/v1/cart', () =>
        json(
          200,
          testCart(cart, cart.length === 0 ? { id: null, userId: null } : { userId: null }),
        ),
      );
      server.on('GET', '/v1/new-service/guest-services', () => json(200, [testService()]));
      server.on('POST', '/v1/media/import', () => json(200, importOf()));
      server.on('GET', '/v1/media/import/7', () => {
        const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
        if (answer.state === 'done') cart = [...cart, imported];
        return json(200, answer);
      });
      server.on('PUT', '/v1/media/1', () => {
        cart = cart.map((m) => (m.id === 1 ? testMedia(1) : m));
        return json(200, cart[0]);
      });
    },
  });
  return view;
}

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const nextPoll = () => act(() => jest.advanceTimersByTimeAsync(MEDIA_IMPORT_POLL_MS));
const linkField = () => screen.getByRole('textbox', { name: mediaImportTexts.label });
const importRow = () => within(screen.getByRole('list', { name: 'Imports' })).getByRole('listitem');
/** Pastes the link and presses Enter; answers once the import's row is shown. */
async function importLink() {
  await user().type(linkField(), `${link}{Enter}`);
  await screen.findByRole('list', { name: 'Imports' });
}

afterEach(() => jest.useRealTimers());

describe('importing from a link on the upload page', () => {
  it('refuses a link that is not http or https under the field, asking nothing', async () => {
    const { server } = renderPage([]);
    await screen.findByText('Your cart is empty.');
    expect(linkField()).toHaveAttribute('placeholder', mediaImportTexts.placeholder);
    expect(linkField()).toHaveAccessibleDescription(mediaImportTexts.hint);
    await user().type(linkField(), 'ftp://media.example.com/board.mp3{Enter}');
    expect(linkField()).toHaveAccessibleDescription(
      expect.stringContaining(mediaImportTexts.invalidUrl),
    );
    expect(linkField()).toBeInvalid();
    expect(requestsTo(server, 'POST', '/v1/media/import')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Imports' })).not.toBeInTheDocument();
  });

  it('imports with the currency and the options chosen last, shows the fetch, then the media in the cart', async () => {
    const { server } = renderPage(
      [
        { received: 4_000_000, size: 10_000_000 },
        { received: 10_000_000, size: 10_000_000 },
        { received: 10_000_000, size: 10_000_000, mediaId: 31, state: 'done' },
      ],
      [testMedia(1, unpricedMedia)],
    );
    await user().selectOptions(
      await screen.findByRole('combobox', { name: /Type of transcription/ }),
      'Intelligent Verbatim',
    );
    await user().selectOptions(screen.getByRole('combobox', { name: /Turnaround/ }), '7 days');
    await user().selectOptions(screen.getByRole('combobox', { name: /Speakers/ }), '1 Speaker');
    // The options count once the client pauses choosing.
    await act(() => jest.advanceTimersByTimeAsync(DEBOUNCE.optionsSave));
    await importLink();
    const sent = new URLSearchParams(
      await requestsTo(server, 'POST', '/v1/media/import')[0]!.text(),
    );
    expect(sent.get('url')).toBe(link);
    expect(sent.get('currency')).toBe('GBP');
    expect(sent.get('service_options[id]')).toBe('1');
    expect(sent.get('service_options[turnaround]')).toBe('604800');
    expect(sent.get('user_id')).toBeNull();
    expect(linkField()).toHaveValue('');

    // Named by the link until it is in the cart; the server's first answer, before any poll.
    const row = importRow();
    expect(within(row).getByText('board meeting.mp3')).toBeVisible();
    expect(within(row).getByText('0 B fetched')).toBeVisible();
    expect(within(row).getByRole('status')).toHaveTextContent(mediaImportTexts.fetching);
    expect(within(row).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    await nextPoll();
    expect(await within(row).findByText('4.0 MB of 10.0 MB fetched')).toBeVisible();
    expect(within(row).getByRole('progressbar', { name: 'board meeting.mp3 fetched' })).toHaveValue(
      40,
    );
    await nextPoll();
    expect(await within(row).findByText(mediaImportTexts.processing)).toBeVisible();
    // The first file is priced, but the checkout waits for the import.
    expect(screen.getByText('£3.60')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();

    const cartReads = requestsTo(server, 'GET', '/v1/cart').length;
    await nextPoll();
    expect(await within(row).findByText(mediaImportTexts.done)).toBeVisible();
    const cart = screen.getByRole('list', { name: 'Files in your cart' });
    expect(await within(cart).findByText('board meeting.mp3')).toBeVisible();
    expect(requestsTo(server, 'GET', '/v1/cart').length).toBeGreaterThan(cartReads);
    expect(screen.getByRole('link', { name: 'Checkout' })).toBeVisible();

    // Polling ends with the import.
    const polls = requestsTo(server, 'GET', '/v1/media/import/7').length;
    await nextPoll();
    expect(requestsTo(server, 'GET', '/v1/media/import/7')).toHaveLength(polls);
    await user().click(within(row).getByRole('button', { name: 'Remove board meeting.mp3' }));
    expect(screen.queryByRole('list', { name: 'Imports' })).not.toBeInTheDocument();
  });

  it('says why an import failed, in the server words, until dismissed', async () => {
    renderPage([
      { received: 1_000, size: null },
      { state: 'failed', error: mediaImportTexts.failures.notMedia },
    ]);
    await screen.findByText('Your cart is empty.');
    await importLink();
    await nextPoll();
    expect(await within(importRow()).findByText('1.0 KB fetched')).toBeVisible();
    await nextPoll();
    expect(await within(importRow()).findByRole('alert')).toHaveTextContent(
      mediaImportTexts.failures.notMedia,
    );
    await user().click(screen.getByRole('button', { name: 'Dismiss board meeting.mp3' }));
    expect(screen.queryByRole('list', { name: 'Imports' })).not.toBeInTheDocument();
  });

  it('says under the field what the server refuses', async () => {
    const { server } = renderPage([]);
    server.on('POST', '/v1/media/import', () =>
      json(422, [{ message: 'Cart limit reached: You can upload up to 20 files per transaction' }]),
    );
    await screen.findByText('Your cart is empty.');
    await user().type(linkField(), `${link}{Enter}`);
    await waitFor(() =>
      expect(linkField()).toHaveAccessibleDescription(
        expect.stringContaining('Cart limit reached'),
      ),
    );
    expect(linkField()).toHaveValue(link);
    expect(screen.queryByRole('list', { name: 'Imports' })).not.toBeInTheDocument();
  });

  it('has no serious accessibility violations with an import on its way', async () => {
    renderPage([{ received: 4_000_000, size: 10_000_000 }]);
    await screen.findByText('Your cart is empty.');
    await importLink();
    await nextPoll();
    expect(await within(importRow()).findByText('4.0 MB of 10.0 MB fetched')).toBeVisible();
    jest.useRealTimers();
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('an admin importing for a business account', () => {
  afterEach(() => sessionStorage.clear());

  it('imports into the client’s cart', async () => {
    sessionStorage.setItem(
      TARGET_ACCOUNT_KEY,
      JSON.stringify({ userId: 44, companyName: 'Acme Research', personName: 'Mia Member' }),
    );
    const { server } = renderRoutes([{ path: 'fileupload/addfiles', element: <UploadPage /> }], {
      path: '/fileupload/addfiles',
      signedInAs: testUser(Role.ADMIN, { mfaEnabled: true }),
      handlers: (fake) => {
        fake.on('GET', '/v1/cart/owner/44', () =>
          json(200, testCart([], { id: null, userId: 44 })),
        );
        fake.on('GET', '/v1/new-service/guest-services', () => json(200, [testService()]));
        fake.on('POST', '/v1/media/import', () => json(200, importOf()));
        fake.on('GET', '/v1/media/import/7', () => json(200, importOf()));
      },
    });
    await screen.findByText('Your cart is empty.');
    await userEvent.type(linkField(), `${link}{Enter}`);
    await waitFor(() => expect(requestsTo(server, 'POST', '/v1/media/import')).toHaveLength(1));
    const sent = new URLSearchParams(
      await requestsTo(server, 'POST', '/v1/media/import')[0]!.text(),
    );
    expect(sent.get('user_id')).toBe('44');
    expect(await screen.findByRole('list', { name: 'Imports' })).toBeVisible();
  });
});
