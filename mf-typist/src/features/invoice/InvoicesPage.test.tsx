import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { formatUnixTime } from '@portal/contracts';
import { invoicePageOf, testInvoice } from '@portal/contracts/invoice/test-invoice';
import { jobPageOf } from '@portal/contracts/job/test-job';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderTypist } from '../../testing/render-typist.tsx';

const path = '/typist/invoices';

const render = (answer: (server: FakeServer) => void) => renderTypist(path, { handlers: answer });
const listing =
  (...pages: Parameters<typeof invoicePageOf>) =>
  (server: FakeServer) =>
    server.on('GET', '/v1/invoice', () => json(200, invoicePageOf(...pages)));

/** The queries of the GET /v1/invoice calls made so far. */
const invoiceLists = (server: FakeServer) =>
  server.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/v1/invoice')
    .map((url) => Object.fromEntries(url.searchParams));

/** Catches the anchors the download clicks, each a file saved. */
function savedFiles() {
  URL.createObjectURL = jest.fn(() => 'blob:invoice');
  URL.revokeObjectURL = jest.fn();
  const saved: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this);
  });
  return saved;
}

afterEach(() => jest.restoreAllMocks());

describe("a typist's invoices", () => {
  it('lists their own invoices, 50 a page: number, month, jobs, amount, status, created', async () => {
    const { server } = render(
      listing([
        testInvoice(2, { monthStamp: '2026-10', jobsCount: 3, amountTotal: 123_456 }),
        testInvoice(1, { monthStamp: '2026-09', status: 'paid', jobsCount: 1, amountTotal: 850 }),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    const october = await screen.findByRole('row', { name: /^102 October 2026/ });
    expect(within(october).getByText('3')).toBeInTheDocument();
    expect(within(october).getByText('£1,234.56')).toBeInTheDocument();
    expect(within(october).getByText('Raised')).toHaveClass('ui-status-chip--info');
    expect(
      within(october).getByText(formatUnixTime(testInvoice(2).createdAt, 'table')),
    ).toBeInTheDocument();
    const september = screen.getByRole('row', { name: /^101 September 2026/ });
    expect(within(september).getByText('£8.50')).toBeInTheDocument();
    expect(within(september).getByText('Paid')).toHaveClass('ui-status-chip--success');
    expect(invoiceLists(server)).toEqual([{ page: '1', page_size: '50' }]);
  });

  it('saves an invoice as <number>_invoice.pdf from its own route', async () => {
    const { server } = render(listing([testInvoice(7, { invoiceNumber: 42 })]));
    server.on(
      'GET',
      '/v1/invoice/raw/7',
      () =>
        new Response(new Blob(['%PDF-1.3']), { headers: { 'content-type': 'application/pdf' } }),
    );
    const saved = savedFiles();
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice 42' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toHaveAttribute('download', '42_invoice.pdf');
    expect(
      server.requests.filter((request) => new URL(request.url).pathname === '/v1/invoice/raw/7'),
    ).toHaveLength(1);
  });

  it("tells why a download failed, in the server's words", async () => {
    const { server, notifications } = render(listing([testInvoice(7, { invoiceNumber: 42 })]));
    server.on('GET', '/v1/invoice/raw/7', () => json(404, { message: 'Invoice not found' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice 42' }));
    await waitFor(() =>
      expect(notifications()).toEqual([
        ['error', 'Invoice 42 could not be downloaded', 'Invoice not found'],
      ]),
    );
  });

  it('says calmly when there are no invoices yet', async () => {
    render(listing([]));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'You have no invoices yet' }),
    ).toBeVisible();
  });

  it('says when the invoices could not be loaded, and tries again', async () => {
    let fail = true;
    render((server) =>
      server.on('GET', '/v1/invoice', () =>
        fail ? json(403, { message: 'Forbidden' }) : json(200, invoicePageOf([testInvoice(1)])),
      ),
    );
    const failure = await screen.findByText('Your invoices could not be loaded.');
    // The catalogue's words for the status.
    expect(failure.parentElement).toHaveTextContent(/not authorised with your credentials/);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /^101 October 2026/ })).toBeVisible();
  });

  it("is reached from the typist's home", async () => {
    renderTypist('/typist/library/assigned', {
      handlers: (server) => {
        server.on('GET', '/v1/job', () => json(200, jobPageOf([])));
        listing([testInvoice(1)])(server);
      },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Invoices' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  });
});
