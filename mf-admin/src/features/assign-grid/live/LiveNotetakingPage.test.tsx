import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import type { StaffLiveSession, StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { liveBookingTexts } from '@portal/contracts/live-booking/texts';
import { seriousViolations } from '@portal/ui/testing/axe';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import {
  staffMediaPageOf,
  testStaffJob,
  testStaffMedia,
} from '@portal/contracts/media/test-staff-media';
import { testJob } from '@portal/contracts/job/test-job';
import { testStaffUser } from '@portal/contracts/user/test-staff-user';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../../routes.tsx';

/** Monday 16 June 2025, 08:00 UTC: 09:00 in the UK (summer time), long started. */
const started = Date.UTC(2025, 5, 16, 8, 0) / 1000;
/** Far ahead: a meeting that has not started. */
const ahead = Date.UTC(2099, 0, 5, 14, 0) / 1000;

const noteTaker = testStaffUser(41, ['Nora', 'Notes']);

/** A paid live session of `id` whose notes job (id 100 + id) waits for a note-taker. */
function session(
  id: number,
  live: Partial<StaffLiveSession> = {},
  overrides: Partial<StaffMedia> = {},
): StaffMedia {
  const meetingStart = live.meetingStart ?? started;
  return testStaffMedia(id, {
    serviceName: 'Live note-taking',
    serviceShortName: 'LNT',
    duration: 3600,
    jobs: [
      testStaffJob(100 + id, {
        type: 'notes',
        status: 'available',
        typistId: null,
        typistName: null,
        mediaRangeEnd: 3600,
      }),
    ],
    live: {
      meetingStart,
      meetingEnd: meetingStart + 3600,
      meetingLink: 'https://meet.example/board',
      attendedAt: null,
      noteTakerId: null,
      noteTakerName: null,
      ...live,
    },
    ...overrides,
  });
}

/** Its notes job taken by Nora. */
const withNoteTaker = (id: number, live: Partial<StaffLiveSession> = {}) =>
  session(
    id,
    { noteTakerId: 41, noteTakerName: 'Nora Notes', ...live },
    {
      status: 'assigned',
      jobs: [
        testStaffJob(100 + id, {
          type: 'notes',
          status: 'assigned',
          typistId: 41,
          typistName: 'Nora Notes',
          mediaRangeEnd: 3600,
        }),
      ],
    },
  );

function renderGrid(
  rows: StaffMedia[],
  { role = Role.ADMIN, handlers }: { role?: Role; handlers?: (server: FakeServer) => void } = {},
) {
  const path =
    role === Role.RESTRICTED_ADMIN ? '/radmin/live-notetaking' : '/admin/live-notetaking';
  const rendered = renderRoutes(routes, {
    path,
    signedInAs: testUser(role),
    handlers: (server) => {
      server.on('GET', '/v1/media', () => json(200, staffMediaPageOf(rows)));
      server.on('POST', '/v1/media/batch-query', () => json(200, { result: rows }));
      handlers?.(server);
    },
  });
  const calls = (method: string, pathname: string) =>
    rendered.server.requests.filter(
      (request) => request.method === method && new URL(request.url).pathname === pathname,
    );
  return {
    ...rendered,
    /** The queries of the GET calls to `pathname`, as plain objects. */
    queries: (pathname = '/v1/media') =>
      calls('GET', pathname).map((request) =>
        Object.fromEntries(new URL(request.url).searchParams),
      ),
    sent: (method: string, pathname: string) =>
      Promise.all(
        calls(method, pathname).map(async (request) =>
          Object.fromEntries(new URLSearchParams(await request.clone().text())),
        ),
      ),
    notifications: () =>
      rendered.store.getState().notifications.items.map((item) => [item.type, item.title]),
  };
}

async function openActions(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
  return screen.findByRole('menu');
}

/** The dialog closes once the calls are answered. */
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('the live note-taking grid', () => {
  it('lists the live sessions, soonest meeting first, with their meeting, note-taker and attendance', async () => {
    const { queries } = renderGrid([session(1), withNoteTaker(2, { attendedAt: started + 300 })]);
    const first = await screen.findByRole('row', { name: /Board meeting 1/ });
    expect(queries()).toEqual([
      { page: '1', page_size: '50', live: 'true', sort: 'meetingStart', order: 'asc' },
    ]);
    expect(screen.getByRole('columnheader', { name: 'Meeting (UK time)' })).toBeInTheDocument();
    expect(within(first).getByText('09:00 – 10:00')).toBeInTheDocument();
    expect(within(first).getByText('Mon, Jun 16th')).toBeInTheDocument();
    const link = within(first).getByRole('link', { name: /meet\.example/ });
    expect(link).toHaveAttribute('href', 'https://meet.example/board');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName(
      'Meeting of Board meeting 1: meet.example (opens in a new tab)',
    );
    expect(within(first).getByText('Unassigned')).toBeInTheDocument();
    expect(within(first).getByText('Clara Tester')).toBeInTheDocument();
    expect(within(first).getByText('Live note-taking')).toBeInTheDocument();
    expect(within(first).getByText('Ordered')).toBeInTheDocument();
    expect(within(first).getByText('No')).toBeInTheDocument();

    const second = screen.getByRole('row', { name: /Board meeting 2/ });
    expect(within(second).getByText('Nora Notes')).toBeInTheDocument();
    expect(within(second).getByText('Attended')).toHaveClass('ui-status-chip--success');
    expect(within(second).getByText('09:05 on Mon, Jun 16th')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('keeps its own filters and sort in its URL, and offers no filter of recordings', async () => {
    const { queries, location } = renderGrid([session(1)]);
    await screen.findByRole('row', { name: /Board meeting 1/ });
    expect(screen.queryByRole('searchbox', { name: 'S2T job ID' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'done');
    await waitFor(() => expect(location().search).toBe('?status=done'));
    const meeting = screen.getByRole('columnheader', { name: 'Meeting (UK time)' });
    await userEvent.click(within(meeting).getByRole('button'));
    await userEvent.click(within(meeting).getByRole('button'));
    await waitFor(() =>
      expect(location().search).toBe('?sort=meetingStart&order=desc&status=done'),
    );
    expect(queries().at(-1)).toEqual({
      page: '1',
      page_size: '50',
      live: 'true',
      sort: 'meetingStart',
      order: 'desc',
      'status[]': 'done',
    });
    expect(location().pathname).toBe('/admin/live-notetaking');
  });

  it("lets a restricted admin assign a note-taker trained in the session's service", async () => {
    const { queries, sent, notifications } = renderGrid([session(1)], {
      role: Role.RESTRICTED_ADMIN,
      handlers: (server) => {
        server.on('GET', '/v1/user', () =>
          json(200, { result: [noteTaker], total: 1, page: 1, pageSize: 20 }),
        );
        server.on('PUT', '/v1/job/assign/101', () => json(200, testJob(101)));
      },
    });
    const menu = await openActions('Board meeting 1');
    // Marking attended is the admins' (the API refuses restricted admins).
    expect(within(menu).queryByRole('menuitem', { name: /Mark attended/ })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Assign note-taker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign note-taker' });
    expect(within(dialog).getByRole('checkbox', { name: 'Trained in LNT' })).toBeChecked();
    await within(dialog).findByRole('option', { name: 'Nora Notes (free)' });
    expect(queries('/v1/user')).toEqual([
      expect.objectContaining({ 'role[]': String(Role.TYPIST), trained_in: 'LNT' }),
    ]);
    expect(await seriousViolations()).toEqual([]);
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Note-taker' }),
      'Nora Notes (free)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign note-taker' }));
    await closed();
    expect(await sent('PUT', '/v1/job/assign/101')).toEqual([{ typist_id: '41' }]);
    expect(notifications()).toEqual([['success', 'Note-taker assigned']]);
  });

  it('takes the note-taker off the notes job once confirmed', async () => {
    const { sent, notifications } = renderGrid([withNoteTaker(1)], {
      handlers: (server) =>
        server.on('PUT', '/v1/job/remove-typist/101', () => json(200, testJob(101))),
    });
    const menu = await openActions('Board meeting 1');
    expect(within(menu).queryByRole('menuitem', { name: 'Assign note-taker' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Remove note-taker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove note-taker' });
    expect(dialog).toHaveTextContent('Nora Notes will no longer take the notes of this session');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove note-taker' }));
    await closed();
    expect(await sent('PUT', '/v1/job/remove-typist/101')).toHaveLength(1);
    expect(notifications()).toEqual([['success', 'Note-taker removed']]);
  });

  it("marks a started meeting attended, showing the server's refusal in the dialog", async () => {
    let calls = 0;
    const { sent, notifications } = renderGrid([withNoteTaker(1)], {
      handlers: (server) =>
        server.on('PUT', '/v1/media/attend/1', () => {
          calls += 1;
          return calls === 1
            ? json(409, {
                error: liveBookingTexts.notStarted,
                message: liveBookingTexts.notStarted,
              })
            : json(200, { id: 1, attendedAt: started + 60, attendedBy: 1 });
        }),
    });
    const menu = await openActions('Board meeting 1');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mark attended' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark attended' });
    expect(dialog).toHaveTextContent('09:00 – 10:00 on Mon, Jun 16th (UK time)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark attended' }));
    expect(await within(dialog).findByText(liveBookingTexts.notStarted)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark attended' }));
    await closed();
    expect(await sent('PUT', '/v1/media/attend/1')).toHaveLength(2);
    expect(notifications()).toEqual([['success', 'Meeting marked attended']]);
  });

  it('offers Mark attended disabled, saying why, until the meeting is paid for and has started', async () => {
    renderGrid([
      session(1, { meetingStart: ahead }),
      session(2, {}, { status: 'uploaded', subStatus: null }),
      withNoteTaker(3, { attendedAt: started + 60 }),
    ]);
    const menuOf = async (title: string) => {
      const menu = await openActions(title);
      const items = within(menu)
        .getAllByRole('menuitem')
        .filter((item) => item.textContent.startsWith('Mark attended'));
      await userEvent.keyboard('{Escape}');
      return items.map((item) => [item.textContent, item.getAttribute('aria-disabled')]);
    };
    expect(await menuOf('Board meeting 1')).toEqual([
      ['Mark attended (once the meeting starts)', 'true'],
    ]);
    expect(await menuOf('Board meeting 2')).toEqual([['Mark attended (not paid for yet)', 'true']]);
    // Marked once: the first mark is kept.
    expect(await menuOf('Board meeting 3')).toEqual([]);
  });

  it('says when there are no sessions, and when none match the filters', async () => {
    const { location } = renderGrid([], {});
    expect(
      await screen.findByRole('heading', { name: 'No live sessions in production' }),
    ).toBeVisible();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'On hold' }), 'Yes');
    expect(
      await screen.findByRole('heading', { name: 'No sessions match these filters' }),
    ).toBeVisible();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(location().search).toBe(''));
  });
});
