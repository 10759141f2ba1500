import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, selectNotifications } from '@portal/contracts';
import { discountTexts } from '@portal/contracts/promo-codes/texts';
import type { PromoCode } from '@portal/contracts/promo-codes/schema';
import { seriousViolations } from '@portal/ui/testing/axe';
import { json } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';

const now = Math.floor(Date.now() / 1000);

const promoCode = (id: number, overrides: Partial<PromoCode> = {}): PromoCode => ({
  id,
  code: `CODE${id}`,
  discountPercent: 10,
  uses: 0,
  maxUses: 1,
  expiresAt: null,
  createdAt: now - 3600,
  ...overrides,
});

function renderPage(rows: PromoCode[]) {
  return renderRoutes(routes, {
    path: '/super-admin/promo-codes',
    signedInAs: testUser(Role.SUPER_ADMIN),
    handlers: (server) =>
      server.on('GET', '/v1/activator/coupons', () =>
        json(200, { result: rows, total: rows.length, page: 1, pageSize: 50 }),
      ),
  });
}

let saved: HTMLAnchorElement[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:codes');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this);
  });
});
afterEach(() => jest.restoreAllMocks());

const csvFile = (text: string) => new File([text], 'codes.csv', { type: 'text/csv' });

async function uploadThrough(file: File) {
  await userEvent.click(await screen.findByRole('button', { name: 'Upload codes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload promo codes' });
  await userEvent.upload(within(dialog).getByLabelText(/CSV file/), file);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create codes' }));
  return dialog;
}

describe('promo codes', () => {
  it('lists the codes with their discount, uses, validity and status', async () => {
    renderPage([
      promoCode(1, { code: 'WELCOME10' }),
      promoCode(2, { code: 'TEAM25', discountPercent: 25, uses: 7, maxUses: 100 }),
      promoCode(3, { code: 'OLD5', expiresAt: now - 60 }),
      promoCode(4, { code: 'SPENT', uses: 1 }),
    ]);
    const table = await screen.findByRole('table', { name: 'Promo codes' });
    const team = await within(table).findByRole('row', { name: /TEAM25/ });
    expect(team).toHaveTextContent('25%');
    expect(team).toHaveTextContent('7 of 100 uses');
    expect(team).toHaveTextContent('No end');
    expect(team).toHaveTextContent('Active');
    expect(within(table).getByRole('row', { name: /WELCOME10/ })).toHaveTextContent(
      'Single use (unused)',
    );
    expect(within(table).getByRole('row', { name: /OLD5/ })).toHaveTextContent('Expired');
    expect(within(table).getByRole('row', { name: /SPENT/ })).toHaveTextContent('Used up');
    expect(await seriousViolations()).toEqual([]);
  });

  it('says what to do when there are none', async () => {
    renderPage([]);
    expect(await screen.findByRole('heading', { name: 'No promo codes yet' })).toBeVisible();
  });

  it('uploads a CSV file, saves the codes created and reads the list again', async () => {
    const { server, store } = renderPage([]);
    // What fetch was given: the fake server's Request cannot read a test DOM's File.
    const sentBodies: unknown[] = [];
    const fakeFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      sentBodies.push(init?.body);
      return fakeFetch(input, init);
    };
    server.on(
      'POST',
      '/v1/activator/create-coupons',
      () =>
        new Response('code,discount_percent,max_uses,expires_on\r\nNEW10,10,1,\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="generated-discount-codes.csv"',
          },
        }),
    );
    const file = csvFile('code,discount_percent,max_uses,expires_on\nnew10,10,,\n');
    await uploadThrough(file);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const upload = server.requests.find((r) => r.method === 'POST');
    expect(upload?.headers.get('content-type')).toBe('text/csv');
    expect(upload?.headers.get('authorization')).toBe('Bearer token');
    expect(sentBodies).toContain(file);
    expect(saved[0]).toHaveAttribute('download', 'generated-discount-codes.csv');
    expect(selectNotifications(store.getState())).toMatchObject([
      { type: 'success', title: 'Promo codes created' },
    ]);
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url.includes('/v1/activator/coupons'))).toHaveLength(
        2,
      ),
    );
  });

  it('lists every refused line of the file; nothing is saved', async () => {
    const { server } = renderPage([]);
    server.on('POST', '/v1/activator/create-coupons', () =>
      json(422, [
        { field: 'file', message: discountTexts.onLine(3, discountTexts.percent) },
        { field: 'file', message: discountTexts.onLine(5, discountTexts.codeTaken) },
      ]),
    );
    const dialog = await uploadThrough(csvFile('code\n'));
    const refused = await within(dialog).findByRole('list', { name: 'Refused lines' });
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Line 3: ${discountTexts.percent}`, `Line 5: ${discountTexts.codeTaken}`]);
    expect(within(dialog).getByText(/Nothing was created/)).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('asks for a file before sending anything', async () => {
    const { server } = renderPage([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Upload codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload promo codes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create codes' }));
    expect(await within(dialog).findByText('Choose a CSV file')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
