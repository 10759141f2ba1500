import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, selectNotifications } from '@portal/contracts';
import { formatMonth } from '@portal/contracts/common/dates';
import { invoiceTexts } from '@portal/contracts/invoice/invoices-texts';
import { portalMonth, previousMonth } from '@portal/contracts/invoice/rules';
import { reportTexts } from '@portal/contracts/report/reports-texts';
import type { Invoice, InvoiceDetail } from '@portal/contracts/invoice/schema';
import { seriousViolations } from '@portal/ui/testing/axe';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testInvoice } from '@portal/contracts/invoice/test-invoice';
import { testStaffUser } from '@portal/contracts/user/test-staff-user';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';

const lastMonth = previousMonth(portalMonth(new Date()));

const invoice = (id: number, overrides: Partial<Invoice> = {}): Invoice =>
  testInvoice(id, { monthStamp: lastMonth, ...overrides });

const detail = (row: Invoice): InvoiceDetail => ({ ...row, lines: [] });

function renderPage(rows: Invoice[], role: Role = Role.ADMIN, path = '/admin/invoices') {
  return renderRoutes(routes, {
    path,
    signedInAs: testUser(role),
    handlers: (server) =>
      server.on('GET', '/v1/month-invoice', () =>
        json(200, { result: rows, total: rows.length, page: 1, pageSize: 100 }),
      ),
  });
}

const requestsTo = (server: FakeServer, path: string) =>
  server.requests.filter((r) => new URL(r.url).pathname === path);
const lastQuery = (server: FakeServer) =>
  new URL(requestsTo(server, '/v1/month-invoice').at(-1)!.url).searchParams;
const sentForm = async (server: FakeServer, method: string, path: string) => {
  const request = requestsTo(server, path).find((r) => r.method === method);
  return request && new URLSearchParams(await request.text());
};

async function openActions(number: number) {
  await userEvent.click(
    await screen.findByRole('button', { name: `Actions for invoice ${number}` }),
  );
  return screen.findByRole('menu', { name: `Actions for invoice ${number}` });
}

let saved: HTMLAnchorElement[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('admin invoices', () => {
  it("lists last month's invoices, 100 a page, with their amount, status and marks", async () => {
    const { server } = renderPage([
      invoice(1, { newBankInformation: true }),
      invoice(2, { status: 'paid', paymentReportId: 9876 }),
    ]);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const first = await within(table).findByRole('row', { name: /INV1/ });
    expect(first).toHaveTextContent('101');
    expect(first).toHaveTextContent('Tom Typist');
    expect(first).toHaveTextContent('New bank details');
    expect(first).toHaveTextContent('£123.45');
    expect(first).toHaveTextContent('Raised');
    expect(first).toHaveTextContent(formatMonth(lastMonth));
    const paid = within(table).getByRole('row', { name: /INV2/ });
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('9876');
    expect(Object.fromEntries(lastQuery(server))).toEqual({
      page: '1',
      page_size: '100',
      month: lastMonth,
    });
    expect(await seriousViolations()).toEqual([]);
  });

  it('sends the filters chosen: every month, statuses, invoice ID and typist', async () => {
    const { server, location } = renderPage([invoice(1)]);
    await screen.findByRole('row', { name: /INV1/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'All months');
    await userEvent.click(screen.getByRole('button', { name: 'Status: Any' }));
    const statuses = await screen.findByRole('menu', { name: 'Status: Any' });
    await userEvent.click(within(statuses).getByRole('menuitemcheckbox', { name: 'Issue' }));
    await userEvent.click(within(statuses).getByRole('menuitemcheckbox', { name: 'Raised' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Status: Raised, Issue' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Invoice ID' }), 'INV1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Typist' }), 'Tess');
    await waitFor(() => expect(lastQuery(server).get('typist_name')).toBe('Tess'));
    const query = lastQuery(server);
    expect(query.has('month')).toBe(false);
    expect(query.getAll('status[]')).toEqual(['raised', 'issue']);
    expect(query.get('short_id')).toBe('INV1');
    await waitFor(() => expect(location().search).toContain('month=all'));
  });

  it('says when a month has none, and when the list cannot be loaded', async () => {
    const { server } = renderPage([]);
    expect(
      await screen.findByRole('heading', { name: `No invoices for ${formatMonth(lastMonth)}` }),
    ).toBeInTheDocument();
    server.on('GET', '/v1/month-invoice', () => json(422, [{ field: 'month', message: 'Bad' }]));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'All months');
    expect(await screen.findByText(invoiceTexts.loadFailed)).toBeInTheDocument();
  });

  it('changes the status of the selected invoices in one go, with the server’s words', async () => {
    const { server, store } = renderPage([invoice(1), invoice(2)]);
    server.on('PUT', '/v1/invoice/bulk-update', () =>
      json(200, { updated: 2, message: invoiceTexts.statusUpdated(2) }),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select invoice 101' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select invoice 102' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'New status' }), 'Pending');
    await userEvent.click(screen.getByRole('button', { name: 'Change status (2)' }));
    await waitFor(() =>
      expect(selectNotifications(store.getState())).toMatchObject([
        { type: 'success', title: 'Successfully updated status for 2 invoice(s)' },
      ]),
    );
    const body = await sentForm(server, 'PUT', '/v1/invoice/bulk-update');
    expect(body?.getAll('ids[]')).toEqual(['1', '2']);
    expect(body?.get('status')).toBe('pending');
    expect(screen.getByRole('button', { name: 'Change status (0)' })).toBeDisabled();
  });

  it('confirms a move to paid, and names each invoice the server refused', async () => {
    const { server, store } = renderPage([invoice(1), invoice(2, { status: 'void' })]);
    server.on('PUT', '/v1/invoice/bulk-update', () =>
      json(422, [{ field: 'ids[1]', message: invoiceTexts.statusMove('void', 'paid') }]),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select invoice 101' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select invoice 102' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'New status' }), 'Paid');
    await userEvent.click(screen.getByRole('button', { name: 'Change status (2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark 2 invoice(s) as paid?' });
    expect(requestsTo(server, '/v1/invoice/bulk-update')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectNotifications(store.getState())).toMatchObject([
      {
        type: 'error',
        title: invoiceTexts.statusUpdateFailed,
        desc: ['Invoice 102: A void invoice cannot be marked paid.'],
      },
    ]);
    expect(screen.getByRole('button', { name: 'Change status (2)' })).toBeEnabled();
  });

  it('moves one invoice only where the status table allows', async () => {
    const { server, store } = renderPage([invoice(1)]);
    server.on('PUT', '/v1/invoice/1', () => json(200, invoice(1, { status: 'issue' })));
    const menu = await openActions(101);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Download PDF',
      'Re-generate',
      'Mark as pending',
      'Mark as issue',
      'Mark as paid',
      'Mark as void',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mark as issue' }));
    await waitFor(() =>
      expect(selectNotifications(store.getState())).toMatchObject([
        { type: 'success', title: invoiceTexts.statusUpdated(1) },
      ]),
    );
    expect((await sentForm(server, 'PUT', '/v1/invoice/1'))?.get('status')).toBe('issue');
  });

  it('offers a paid invoice for download only', async () => {
    const { server } = renderPage([invoice(2, { status: 'paid' })]);
    server.on(
      'GET',
      '/v1/invoice/raw/2',
      () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    );
    const menu = await openActions(102);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Download PDF']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Download PDF' }));
    await waitFor(() => expect(saved[0]).toHaveAttribute('download', '102_invoice.pdf'));
  });

  it('re-generates an invoice once confirmed, and says when it cannot', async () => {
    const { server, store } = renderPage([invoice(1)]);
    server.on('GET', '/v1/invoice/re-generate/1', () =>
      json(409, {
        error: invoiceTexts.notRegenerable('paid'),
        message: invoiceTexts.notRegenerable('paid'),
      }),
    );
    await userEvent.click(
      within(await openActions(101)).getByRole('menuitem', { name: 'Re-generate' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Re-generate invoice 101?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Re-generate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectNotifications(store.getState())).toMatchObject([
      {
        type: 'error',
        title: 'We had a problem re-generating typist invoice',
        desc: invoiceTexts.notRegenerable('paid'),
      },
    ]);
  });

  it('generates a typist’s invoice for a month, and shows why it could not', async () => {
    const { server, store } = renderPage([]);
    server.on('GET', '/v1/user', () =>
      json(200, {
        result: [testStaffUser(21, ['Tess', 'Typist'])],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    );
    let answer = json(409, {
      error: invoiceTexts.alreadyGenerated(101),
      message: invoiceTexts.alreadyGenerated(101),
    });
    server.on('GET', '/v1/invoice/generate', () => answer);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate invoice' });
    expect(within(dialog).getByRole('combobox', { name: /Month/ })).toHaveValue(lastMonth);
    await userEvent.selectOptions(
      await within(dialog).findByRole('combobox', { name: /^Typist/ }),
      'Tess Typist (tess@demo.test)',
    );
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate invoice' }));
    expect(await within(dialog).findByText(invoiceTexts.alreadyGenerated(101))).toBeInTheDocument();
    expect(selectNotifications(store.getState())).toMatchObject([
      { type: 'error', title: 'We had a problem generating invoice' },
    ]);
    const sent = new URL(requestsTo(server, '/v1/invoice/generate')[0]!.url).searchParams;
    expect(Object.fromEntries(sent)).toEqual({ month: lastMonth, user_id: '21' });

    answer = json(200, detail(invoice(5)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate invoice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectNotifications(store.getState())).toContainEqual(
      expect.objectContaining({ type: 'success', title: 'Invoice generated successfully' }),
    );
  });

  it('says when the typists cannot be listed', async () => {
    const { server } = renderPage([]);
    server.on('GET', '/v1/user', () => json(403, { message: 'Forbidden' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Generate invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate invoice' });
    expect(
      await within(dialog).findByText('We had a problem getting list of typists'),
    ).toBeInTheDocument();
  });

  it('downloads the payment report of the selected invoices, so many payments a file', async () => {
    const { server, store } = renderPage([invoice(1), invoice(2)]);
    let answer = json(422, [{ field: 'invoices', message: reportTexts.voidInvoices([102]) }]);
    server.on('GET', '/v1/report/invoice-payment-report', () => answer);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select invoice 102' }));
    await userEvent.click(screen.getByRole('button', { name: 'Payment report (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment report' });
    await userEvent.type(within(dialog).getByLabelText(/Payments per file/), '250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download report' }));
    expect(await within(dialog).findByText(reportTexts.voidInvoices([102]))).toBeInTheDocument();
    expect(selectNotifications(store.getState())).toMatchObject([
      { type: 'error', title: 'We had a problem downloading payment report' },
    ]);
    const sent = new URL(requestsTo(server, '/v1/report/invoice-payment-report')[0]!.url);
    expect(sent.searchParams.getAll('invoices[]')).toEqual(['2']);
    expect(sent.searchParams.get('limit')).toBe('250');

    answer = new Response('name,amount\r\n', {
      headers: {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="9_payment-report.csv"',
      },
    });
    const listReads = requestsTo(server, '/v1/month-invoice').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved.at(-1)).toHaveAttribute('download', '9_payment-report.csv');
    // The invoices now carry the report's id: the table is read again.
    await waitFor(() =>
      expect(requestsTo(server, '/v1/month-invoice').length).toBeGreaterThan(listReads),
    );
  });

  it("lets a super admin export the month's QuickBooks CSV", async () => {
    const { server } = renderPage([invoice(1)], Role.SUPER_ADMIN);
    server.on(
      'GET',
      '/v1/report/invoice',
      () => new Response('Bill No\r\n', { headers: { 'content-type': 'text/csv' } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'QuickBooks CSV' }));
    await waitFor(() =>
      expect(saved[0]).toHaveAttribute('download', `${lastMonth}_typist-invoices-qb.csv`),
    );
    const sent = new URL(requestsTo(server, '/v1/report/invoice')[0]!.url).searchParams;
    expect(Object.fromEntries(sent)).toEqual({ type: 'typist_invoices_qb', month: lastMonth });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'All months');
    expect(screen.queryByRole('button', { name: 'QuickBooks CSV' })).not.toBeInTheDocument();
  });

  it('offers the QuickBooks CSV to super admins only', async () => {
    renderPage([invoice(1)]);
    await screen.findByRole('row', { name: /INV1/ });
    expect(screen.queryByRole('button', { name: 'QuickBooks CSV' })).not.toBeInTheDocument();
  });
});
