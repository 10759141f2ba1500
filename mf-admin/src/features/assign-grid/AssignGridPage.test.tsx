import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { formatUnixTime } from '@portal/contracts';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import {
  staffMediaPageOf,
  testStaffJob,
  testStaffMedia,
} from '@portal/contracts/media/test-staff-media';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';

const admin = testUser(Role.ADMIN);

function renderGrid(
  path: string,
  rows: StaffMedia[] | ((server: FakeServer) => void),
  total?: number,
) {
  const rendered = renderRoutes(routes, {
    path,
    signedInAs: admin,
    handlers: (server) =>
      typeof rows === 'function'
        ? rows(server)
        : server.on('GET', '/v1/media', () => json(200, staffMediaPageOf(rows, total))),
  });
  /** The queries of the GET /v1/media calls made so far, as plain objects. */
  const lists = () =>
    rendered.server.requests
      .filter((request) => request.method === 'GET')
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname === '/v1/media')
      .map((url) => Object.fromEntries(url.searchParams));
  return { ...rendered, lists };
}

const sortButton = (name: string) =>
  within(screen.getByRole('columnheader', { name })).getByRole('button');

afterEach(() => jest.useRealTimers());

describe('the assign grid', () => {
  it('shows the default view, 50 a page, each media with its fields in the spec words', async () => {
    const { lists } = renderGrid('/admin/assign', [
      testStaffMedia(1, {
        status: 'assigned',
        subStatus: 'Part-assigned',
        priority: 3,
        difficulty: 1,
        hasIssue: true,
      }),
    ]);
    const row = await screen.findByRole('row', { name: /Board meeting 1/ });
    // The media's own short id, not its project's (AB12CD34).
    expect(within(row).getByRole('cell', { name: 'MD34EF1' })).toBeInTheDocument();
    expect(within(row).queryByText('AB12CD34')).not.toBeInTheDocument();
    expect(within(row).getByText('Clara Tester')).toBeInTheDocument();
    expect(within(row).getByText('Acme Ltd')).toBeInTheDocument();
    expect(within(row).getByText('Intelligent verbatim')).toBeInTheDocument();
    expect(within(row).getByText('7 days')).toBeInTheDocument();
    expect(within(row).getByText('Assigned')).toHaveClass('ui-status-chip--info');
    expect(within(row).getByText('Issue reported')).toHaveClass('ui-status-chip--error');
    expect(within(row).getByText('Part-assigned')).toBeInTheDocument();
    expect(within(row).getByText('30:00')).toBeInTheDocument();
    const deadline = testStaffMedia(1).deadline!;
    expect(within(row).getByText(formatUnixTime(deadline, 'table'))).toBeInTheDocument();
    expect(within(row).getByText('High')).toBeInTheDocument();
    expect(within(row).getByText('Easy')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 1 out of 1 items')).toBeInTheDocument();
    // No status and no sort: the server's default view, deadline first.
    expect(lists()).toEqual([{ page: '1', page_size: '50' }]);
  });

  it('sends a typed filter once typing stops, on page 1, and keeps it in the URL', async () => {
    // The pause is the subject: on fake timers, no time passes but what waitFor lets pass.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { lists, location } = renderGrid('/admin/assign?page=2', [testStaffMedia(1)], 120);
    await screen.findByRole('row', { name: /Board meeting 1/ });
    await user.type(screen.getByRole('searchbox', { name: 'Title' }), 'board');
    expect(lists().at(-1)).toEqual({ page: '2', page_size: '50' });
    await waitFor(() =>
      expect(lists().at(-1)).toEqual({ page: '1', page_size: '50', title: 'board' }),
    );
    // The URL follows the filter in an effect of its own: on a busy machine, after the request.
    await waitFor(() => expect(location().search).toBe('?title=board'));
  });

  it('applies a chosen filter at once as the API names it, and clears every filter', async () => {
    const { lists, location } = renderGrid('/admin/assign', [testStaffMedia(1)]);
    await screen.findByRole('row', { name: /Board meeting 1/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'done');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'High');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'On hold' }), 'Yes');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Turnaround' }), '48 hours');
    await waitFor(() =>
      expect(lists().at(-1)).toEqual({
        page: '1',
        page_size: '50',
        'status[]': 'done',
        'priority[]': '3',
        'turnaround[]': '172800',
        on_hold: 'true',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it("shows skeleton rows, not the last filter's media, from typing until the filter's media arrive", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { lists } = renderGrid('/admin/assign', (server) =>
      server.on('GET', '/v1/media', (request) =>
        new URL(request.url).searchParams.has('title')
          ? new Promise<Response>((resolve) => (answer = resolve))
          : json(200, staffMediaPageOf([testStaffMedia(1), testStaffMedia(2)], 120)),
      ),
    );
    await screen.findByRole('row', { name: /Board meeting 2/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Title' }), 'meeting 2');
    const table = screen.getByRole('table', { name: 'Media' });
    const expectSkeleton = () => {
      expect(table).toHaveAttribute('aria-busy', 'true');
      expect(within(table).queryByRole('row', { name: /Board meeting/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Pages of media' })).not.toBeInTheDocument();
    };
    expectSkeleton();
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ title: 'meeting 2' }));
    expectSkeleton();
    answer(json(200, staffMediaPageOf([testStaffMedia(2)])));
    expect(await screen.findByRole('row', { name: /Board meeting 2/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 1 out of 1 items')).toBeInTheDocument();
  });

  it('keeps its rows and paginator, busy, while another page of the same filter loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderGrid('/admin/assign', (server) =>
      server.on('GET', '/v1/media', (request) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? new Promise<Response>((resolve) => (answer = resolve))
          : json(200, staffMediaPageOf([testStaffMedia(1)], 120)),
      ),
    );
    await screen.findByRole('row', { name: /Board meeting 1/ });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const table = screen.getByRole('table', { name: 'Media' });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(within(table).getByRole('row', { name: /Board meeting 1/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    answer(json(200, staffMediaPageOf([testStaffMedia(51)], 120)));
    expect(await screen.findByRole('row', { name: /Board meeting 51/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Board meeting 1\b/ })).not.toBeInTheDocument();
  });

  it('says "1,000+" when the server capped its count, and offers the page after the last counted', async () => {
    const { lists } = renderGrid('/admin/assign?page=20', (server) =>
      server.on('GET', '/v1/media', () =>
        json(200, { ...staffMediaPageOf([testStaffMedia(951)], 1000), totalIsCapped: true }),
      ),
    );
    await screen.findByRole('row', { name: /Board meeting 951/ });
    expect(screen.getByText('Showing 951 - 1000 out of 1,000+ items')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ page: '21' }));
  });

  it('cycles a column through ascending, descending and no sort, back on page 1', async () => {
    const { lists, location } = renderGrid('/admin/assign?page=3', [testStaffMedia(1)], 200);
    await screen.findByRole('row', { name: /Board meeting 1/ });
    await userEvent.click(sortButton('Client'));
    await waitFor(() => expect(location().search).toBe('?sort=clientName&order=asc'));
    expect(screen.getByRole('columnheader', { name: 'Client' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(sortButton('Client'));
    await waitFor(() => expect(location().search).toBe('?sort=clientName&order=desc'));
    expect(lists().at(-1)).toMatchObject({ page: '1', sort: 'clientName', order: 'desc' });
    await userEvent.click(sortButton('Client'));
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.getByRole('columnheader', { name: 'Client' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  });

  it('restores its filters, sort, page and size from the URL on load', async () => {
    const { lists } = renderGrid(
      '/admin/assign?page=2&perPage=100&sort=deadline&order=desc&title=Board&subStatus=On+hold&hasIssue=true&vitJobId=vit-4821&preBookingShortId=PB4',
      [testStaffMedia(1)],
      150,
    );
    await screen.findByRole('row', { name: /Board meeting 1/ });
    expect(lists()[0]).toEqual({
      page: '2',
      page_size: '100',
      sort: 'deadline',
      order: 'desc',
      title: 'Board',
      'sub_status[]': 'On hold',
      has_issue: 'true',
      vit_job_id: 'vit-4821',
      pre_booking_short_id: 'PB4',
    });
    expect(screen.getByRole('searchbox', { name: 'Title' })).toHaveValue('Board');
    expect(screen.getByRole('searchbox', { name: 'S2T job ID' })).toHaveValue('vit-4821');
    expect(screen.getByRole('searchbox', { name: 'Pre-booking ID' })).toHaveValue('PB4');
    expect(screen.getByRole('combobox', { name: 'Sub-status' })).toHaveValue('On hold');
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('100');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it("opens a row onto the media's jobs", async () => {
    renderGrid('/admin/assign', [
      testStaffMedia(1, {
        jobs: [
          testStaffJob(11, { status: 'done', ratePercent: 50, proofreaderName: 'Pat Proof' }),
          testStaffJob(12, {
            mediaRangeStart: 900,
            mediaRangeEnd: 1800,
            status: 'available',
            typistId: null,
            typistName: null,
          }),
        ],
      }),
    ]);
    const expand = await screen.findByRole('button', { name: 'Show jobs of Board meeting 1' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    const jobs = screen.getByRole('table', { name: 'Jobs of Board meeting 1' });
    const [first, second] = within(jobs).getAllByRole('row').slice(1);
    expect(within(first!).getByText('Tom Typist')).toBeInTheDocument();
    expect(within(first!).getByText('00:00:00–00:15:00')).toBeInTheDocument();
    expect(within(first!).getByText('Done')).toHaveClass('ui-status-chip--success');
    expect(within(first!).getByText('£0.43/min (50%)')).toBeInTheDocument();
    expect(within(first!).getByText('Pat Proof')).toBeInTheDocument();
    expect(within(second!).getByText('Not assigned')).toBeInTheDocument();
    expect(within(second!).getByText('00:15:00–00:30:00')).toBeInTheDocument();
    expect(within(second!).getByText('Available')).toHaveClass('ui-status-chip--neutral');
  });

  it('pins the row actions at the end, where they stay in view as the grid scrolls sideways', async () => {
    renderGrid('/admin/assign', [testStaffMedia(1)]);
    const actions = await screen.findByRole('button', { name: 'Actions for Board meeting 1' });
    expect(actions.closest('td')).toHaveClass('ui-data-table__cell--pinned');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveClass(
      'ui-data-table__cell--pinned',
    );
  });

  it('sends the ID filter as the short_id the API matches media by', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { lists } = renderGrid('/admin/assign', [testStaffMedia(1)]);
    await screen.findByRole('row', { name: /Board meeting 1/ });
    await user.type(screen.getByRole('searchbox', { name: 'ID' }), 'MD34EF1');
    await waitFor(() =>
      expect(lists().at(-1)).toEqual({ page: '1', page_size: '50', short_id: 'MD34EF1' }),
    );
  });

  it('links each row to its transcript and snapshots from its actions menu', async () => {
    renderGrid('/admin/assign', [testStaffMedia(5)]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for Board meeting 5' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Open transcript' })).toHaveAttribute(
      'href',
      '/editor?media=5',
    );
    expect(screen.getByRole('menuitem', { name: 'Snapshots' })).toHaveAttribute(
      'href',
      '/media-snapshots?media=5',
    );
  });

  it('says when no media match the filters, and clears them', async () => {
    const { location } = renderGrid('/admin/assign?title=nothing', []);
    expect(
      await screen.findByRole('heading', { name: 'No media match these filters' }),
    ).toBeVisible();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(location().search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'No media in production' })).toBeVisible();
  });

  it("links admins to the spell dictionary, which restricted admins don't manage", async () => {
    const { location } = renderGrid('/admin/assign', []);
    await userEvent.click(await screen.findByRole('link', { name: 'Spell dictionary' }));
    expect(location().pathname).toBe('/admin/spell-dictionary');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    renderGrid('/admin/assign', (server) =>
      server.on('GET', '/v1/media', () => {
        calls += 1;
        return calls === 1
          ? json(500, { message: 'Something went wrong' })
          : json(200, staffMediaPageOf([testStaffMedia(1)]));
      }),
    );
    expect(await screen.findByText('The media could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Board meeting 1/ })).toBeInTheDocument();
  });
});
