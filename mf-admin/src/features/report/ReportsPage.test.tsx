import '@portal/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, UserStatus, featureFlagsFor, selectNotifications } from '@portal/contracts';
import { reportTexts } from '@portal/contracts/report/reports-texts';
import type { StaffUser } from '@portal/contracts/user/list-schema';
import { seriousViolations } from '@portal/ui/testing/axe';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testStaffUser } from '@portal/contracts/user/test-staff-user';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';

// 00:30 on 1 April 2026 in the UK (summer time): still 31 March in UTC, last month is March.
const NOW = new Date('2026-03-31T23:30:00.000Z');

const typists = Array.from({ length: 50 }, (_, index) =>
  testStaffUser(100 + index, [`Typist${index}`, 'Test'], {
    profile: { mobile: index === 0 ? '+44 7700 900000' : null, contactPhone2: null },
  }),
);

const csv = () =>
  new Response('a,b\r\n1,2\r\n', {
    headers: { 'content-type': 'text/csv' },
  });

function renderPage({ activity = true, path = '/super-admin/reports' } = {}) {
  return renderRoutes(routes, {
    path,
    signedInAs: testUser(Role.SUPER_ADMIN),
    config: { featureFlags: featureFlagsFor('e2e', { adminActivityReport: activity }) },
    handlers: (server) => {
      server.on('GET', '/v1/user', (request) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        const rows: StaffUser[] = page === 1 ? typists : typists.slice(0, 20);
        return json(200, { result: rows, total: 70, page, pageSize: 50 });
      });
      for (const type of [
        'client',
        'quickbook-report',
        'transcriber-update',
        'typist-activity-group-by-user-report',
        'typist-status-report',
        'typist-activity-report',
        'invoice',
      ])
        server.on('GET', `/v1/report/${type}`, csv);
    },
  });
}

const requestsTo = (server: FakeServer, prefix: string) =>
  server.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.startsWith(prefix));

let saved: string[];
beforeEach(() => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:report');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const form = () => screen.findByRole('region', { name: 'Download reports' });
const setDate = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Ticks these boxes (or radios) of one group of the form: Reports, Format, Typist status… */
async function choose(group: string, ...labels: string[]) {
  const fieldset = within(await form()).getByRole('group', { name: group });
  for (const label of labels) await userEvent.click(within(fieldset).getByLabelText(label));
}

describe('the reports screen', () => {
  it('opens on last month in UK time, as CSV, with no report chosen', async () => {
    renderPage();
    const reports = await form();
    expect(within(reports).getByLabelText(/From date/)).toHaveValue('2026-03-01');
    expect(within(reports).getByLabelText(/To date/)).toHaveValue('2026-03-31');
    expect(within(reports).getByLabelText('CSV')).toBeChecked();
    expect(within(reports).getByLabelText('Clients')).not.toBeChecked();
    expect(
      within(reports).getByRole('checkbox', { name: 'Typist status' }),
    ).toHaveAccessibleDescription('Uses the dates, typist status');
    expect(screen.getByLabelText(/Month/)).toHaveValue('2026-03');
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it('asks for a report, and refuses a span that runs backwards or is too long', async () => {
    const { server } = renderPage();
    await form();
    await userEvent.click(screen.getByRole('button', { name: 'Download reports' }));
    expect(await screen.findByText('Choose at least one report.')).toBeInTheDocument();
    await choose('Reports', 'Clients');
    setDate(/From date/, '2026-03-20');
    setDate(/To date/, '2026-03-10');
    await userEvent.click(screen.getByRole('button', { name: 'Download reports' }));
    expect(await screen.findByText(reportTexts.backwards)).toBeInTheDocument();
    setDate(/From date/, '2025-01-01');
    expect(await screen.findByText(reportTexts.tooLong(400))).toBeInTheDocument();
    expect(requestsTo(server, '/v1/report')).toEqual([]);
  });

  it('downloads each chosen report in turn with the form’s filters', async () => {
    const { server, store } = renderPage();
    await choose('Reports', 'Typist status', 'Clients');
    await choose('Typist status', 'Active');
    await userEvent.click(screen.getByLabelText('Business accounts only'));
    await userEvent.type(screen.getByLabelText('Client name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Download reports' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const [client, status] = requestsTo(server, '/v1/report');
    expect(client?.pathname).toBe('/v1/report/client');
    expect(status?.pathname).toBe('/v1/report/typist-status-report');
    expect(Object.fromEntries(client!.searchParams)).toEqual({
      from_date: '2026-03-01',
      to_date: '2026-03-31',
      format: 'csv',
      'typist_status[]': String(UserStatus.ACTIVE),
      client_name: 'Acme',
      is_business_account: 'true',
    });
    expect(saved).toEqual(['client-report.csv', 'typist-status-report.csv']);
    expect(selectNotifications(store.getState())).toMatchObject([
      { type: 'success', title: reportTexts.downloaded('client-report.csv') },
      { type: 'success', title: reportTexts.downloaded('typist-status-report.csv') },
    ]);
  });

  it('sends format=xlsx for XLSX and shows the download busy', async () => {
    const { server } = renderPage();
    let answer: (response: Response) => void = () => undefined;
    server.on('GET', '/v1/report/transcriber-update', () => new Promise((done) => (answer = done)));
    await choose('Reports', 'Transcriber update');
    await choose('Format', 'XLSX');
    await userEvent.click(screen.getByRole('button', { name: 'Download reports' }));
    const busy = await screen.findByRole('button', { name: /Downloading…/ });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer(csv());
    await waitFor(() => expect(saved).toEqual(['report.xslx']));
    expect(requestsTo(server, '/v1/report')[0]?.searchParams.get('format')).toBe('xlsx');
    expect(requestsTo(server, '/v1/report')[0]?.searchParams.has('is_business_account')).toBe(
      false,
    );
    expect(await screen.findByRole('button', { name: 'Download reports' })).not.toHaveAttribute(
      'aria-busy',
    );
  });

  it('tells a refused download with the server’s reason, under its field, and stops', async () => {
    const { server, store } = renderPage();
    const reason = 'The start date cannot be in the future.';
    server.on('GET', '/v1/report/client', () =>
      json(422, [{ field: 'from_date', message: reason }]),
    );
    await choose('Reports', 'Clients', 'QuickBooks sales');
    await userEvent.click(screen.getByRole('button', { name: 'Download reports' }));
    const from = await form().then((reports) => within(reports).getByLabelText(/From date/));
    await waitFor(() => expect(from).toHaveAccessibleDescription(expect.stringContaining(reason)));
    expect(selectNotifications(store.getState())).toMatchObject([
      { type: 'error', title: reportTexts.downloadFailed, desc: `Clients: ${reason}` },
    ]);
    expect(requestsTo(server, '/v1/report').map((url) => url.pathname)).toEqual([
      '/v1/report/client',
    ]);
    expect(saved).toEqual([]);
  });

  it('downloads the typist activity report for the same dates and typist status', async () => {
    const { server, store } = renderPage();
    await choose('Typist status', 'On hold');
    await userEvent.click(
      within(await screen.findByRole('region', { name: 'Activity report' })).getByRole('button', {
        name: 'Download activity report',
      }),
    );
    await waitFor(() => expect(saved).toEqual(['activity-report.csv']));
    const [activity] = requestsTo(server, '/v1/report');
    expect(activity?.pathname).toBe('/v1/report/typist-activity-report');
    expect(Object.fromEntries(activity!.searchParams)).toEqual({
      from_date: '2026-03-01',
      to_date: '2026-03-31',
      'typist_status[]': String(UserStatus.ON_HOLD),
    });
    expect(selectNotifications(store.getState())).toMatchObject([
      { type: 'success', title: reportTexts.downloaded('activity-report.csv') },
    ]);
  });

  it('has no activity report without its flag', async () => {
    renderPage({ activity: false });
    await form();
    expect(screen.queryByRole('region', { name: 'Activity report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download activity report' })).toBeNull();
  });

  it('downloads a month’s typist invoices for QuickBooks and links to the invoices', async () => {
    const { server } = renderPage();
    const section = await screen.findByRole('region', { name: 'Typist invoices for QuickBooks' });
    expect(within(section).getByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'href',
      '/admin/invoices',
    );
    fireEvent.change(within(section).getByLabelText(/Month/), { target: { value: '2026-02' } });
    await userEvent.click(
      within(section).getByRole('button', { name: 'Download QuickBooks file' }),
    );
    await waitFor(() => expect(saved).toEqual(['2026-02_typist-invoices-qb.csv']));
    const [invoice] = requestsTo(server, '/v1/report');
    expect(Object.fromEntries(invoice!.searchParams)).toEqual({
      type: 'typist_invoices_qb',
      month: '2026-02',
    });
  });

  it('lists the typists the reports cover, 50 a page, by the form’s typist statuses', async () => {
    const { server, location } = renderPage();
    const table = await screen.findByRole('table', { name: 'Typists' });
    expect(await within(table).findByRole('row', { name: /Typist0 Test/ })).toHaveTextContent(
      '+44 7700 900000',
    );
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('Showing 1 - 50 out of 70 items')).toBeInTheDocument();
    const firstAsk = requestsTo(server, '/v1/user')[0]!.searchParams;
    expect(firstAsk.get('page_size')).toBe('50');
    expect(firstAsk.getAll('role[]')).toEqual([String(Role.TYPIST)]);
    expect(firstAsk.has('status[]')).toBe(false);
    expect(within(table).getByRole('row', { name: /Typist0 Test/ })).toHaveTextContent('Never');

    const pages = screen.getByRole('navigation', { name: 'Pages of typists' });
    await userEvent.click(within(pages).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(location().search).toBe('?page=2'));

    await choose('Typist status', 'Pending');
    await waitFor(() =>
      expect(requestsTo(server, '/v1/user').at(-1)?.searchParams.getAll('status[]')).toEqual(['1']),
    );
    expect(requestsTo(server, '/v1/user').at(-1)?.searchParams.get('page')).toBe('1');
    await waitFor(() => expect(location().search).toBe('?typistStatus=1'));

    await choose('Typist status', 'Active');
    await waitFor(() =>
      expect(requestsTo(server, '/v1/user').at(-1)?.searchParams.getAll('status[]')).toEqual([
        '1',
        '2',
      ]),
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('keeps the typist status of the screen’s address', async () => {
    renderPage({ path: '/super-admin/reports?typistStatus=5' });
    const reports = await form();
    expect(
      within(within(reports).getByRole('group', { name: 'Typist status' })).getByLabelText(
        'On hold',
      ),
    ).toBeChecked();
  });
});
