import '@portal/ui/testing';
import { seriousViolations } from '@portal/ui/testing/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, type User } from '@portal/contracts';
import { formatUnixTime } from '@portal/contracts';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import {
  staffMediaPageOf,
  testStaffJob,
  testStaffMedia,
} from '@portal/contracts/media/test-staff-media';
import { testStaffUser } from '@portal/contracts/user/test-staff-user';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../../routes.tsx';

const admin = testUser(Role.ADMIN);
const restrictedAdmin = testUser(Role.RESTRICTED_ADMIN);

/** The grid with one media row, as `who`, the server answering `more` besides the list. */
function renderRow(media: StaffMedia, who: User = admin, more?: (server: FakeServer) => void) {
  const path = who.role === Role.RESTRICTED_ADMIN ? '/radmin/assign' : '/admin/assign';
  const rendered = renderRoutes(routes, {
    path,
    signedInAs: who,
    handlers: (server) => {
      server.on('GET', '/v1/media', () => json(200, staffMediaPageOf([media])));
      server.on('POST', '/v1/media/batch-query', () => json(200, { result: [media] }));
      more?.(server);
    },
  });
  /** The form bodies sent to `path` so far. */
  const sent = (method: string, path: string) =>
    Promise.all(
      rendered.server.requests
        .filter((request) => request.method === method && new URL(request.url).pathname === path)
        .map(async (request) => Object.fromEntries(new URLSearchParams(await request.text()))),
    );
  /** Each notification shown so far, as [type, title, text]. */
  const notifications = () =>
    rendered.store.getState().notifications.items.map((item) => [item.type, item.title, item.desc]);
  return { ...rendered, sent, notifications };
}

/** The API's answer for a media it returned. */
const returned = (id: number) => ({
  id,
  status: 'returned',
  subStatus: 'Returned',
  onHold: false,
  cancelled: false,
  returnNotes: null,
  returnedAt: 1_800_000_000,
});

const openMenu = async (media: StaffMedia) => {
  const trigger = await screen.findByRole('button', { name: `Actions for ${media.title}` });
  await userEvent.click(trigger);
  return screen.findByRole('menu');
};

const choose = async (media: StaffMedia, item: string) => {
  const menu = await openMenu(media);
  await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
  return screen.findByRole('dialog');
};

const menuItems = async (media: StaffMedia) =>
  within(await openMenu(media))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('the assign grid row actions', () => {
  it('shows a restricted admin only the actions its role may use: dispatch, splitting included', async () => {
    const media = testStaffMedia(1, { status: 'assigned', subStatus: 'Assigned' });
    renderRow(media, restrictedAdmin);
    expect(await menuItems(media)).toEqual([
      'Media info',
      'Staff info',
      'Priority',
      'Difficulty',
      'Put on hold',
      'Edit deadline',
      'Send deadline changed notification',
      'Admins chat',
      'Split and assign',
    ]);
  });

  it('shows an admin every action the media allows, grouped', async () => {
    const media = testStaffMedia(1, { status: 'assigned', subStatus: 'Assigned' });
    renderRow(media);
    expect(await menuItems(media)).toEqual([
      'Media info',
      'Staff info',
      'Play media',
      'Download media',
      'Open transcript',
      'Snapshots',
      'Preview transcript',
      'Download transcript',
      'Resend to speech-to-text',
      'Record speech-to-text error',
      'Priority',
      'Difficulty',
      'Put on hold',
      'Cancel media',
      'Return to client',
      'Return notes',
      'Delete media',
      'Edit deadline',
      'Send deadline changed notification',
      'Edit service',
      'Edit booking info',
      'Client notes',
      'Admins chat',
      'Send customer email',
      'Poor audio',
      'Split and assign',
    ]);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Information')).toBeInTheDocument();
    expect(within(menu).getByText('Client')).toBeInTheDocument();
    expect(within(menu).getByText('Details')).toBeInTheDocument();
    expect(within(menu).getByText('Assignment')).toBeInTheDocument();
  });

  it('says which jobs are unfinished and returns with force once the admin confirms it', async () => {
    const media = testStaffMedia(2, {
      status: 'assigned',
      subStatus: 'Completed',
      jobs: [
        testStaffJob(21, { status: 'done', typistName: 'Tom Typist' }),
        testStaffJob(22, {
          status: 'in-progress',
          typistName: 'Tina Typist',
          mediaRangeStart: 900,
          mediaRangeEnd: 1800,
        }),
      ],
    });
    const { sent, notifications } = renderRow(media, admin, (server) =>
      server.on('PUT', '/v1/media/return', () => json(200, { result: [returned(2)] })),
    );
    const dialog = await choose(media, 'Return to client');
    const unfinished = within(dialog).getByRole('list', { name: 'Unfinished jobs' });
    expect(within(unfinished).getByText('Tina Typist', { exact: false })).toHaveTextContent(
      '00:15:00–00:30:00 Tina Typist In progress',
    );
    expect(within(unfinished).queryByText('Tom Typist', { exact: false })).toBeNull();
    const returnAnyway = within(dialog).getByRole('button', { name: 'Return anyway' });
    expect(returnAnyway).toBeDisabled();
    expect(returnAnyway).toHaveAccessibleDescription(
      'Returning with force skips them: the client gets the transcript as it stands now.',
    );
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Return it with these jobs unfinished' }),
    );
    await userEvent.click(returnAnyway);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await sent('PUT', '/v1/media/return')).toEqual([{ 'ids[]': '2', force: 'true' }]);
    await waitFor(() =>
      expect(notifications()).toEqual([
        ['success', 'Returned to client', 'Board meeting 2: Completed'],
      ]),
    );
  });

  it('returns a media whose jobs are all finished without force or a confirmation box', async () => {
    const media = testStaffMedia(4, {
      status: 'done',
      subStatus: 'Ready for Return',
      jobs: [testStaffJob(41, { status: 'done' })],
    });
    const { sent } = renderRow(media, admin, (server) =>
      server.on('PUT', '/v1/media/return', () => json(200, { result: [returned(4)] })),
    );
    const dialog = await choose(media, 'Return to client');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await sent('PUT', '/v1/media/return')).toEqual([{ 'ids[]': '4', force: 'false' }]);
  });

  it('sends the row’s version with a priority, and on 409 says so and reads the row again', async () => {
    const media = testStaffMedia(3, { status: 'assigned', subStatus: 'Assigned', priority: 1 });
    const changed =
      'This media was changed by someone else since you opened it. Reload to see the changes, then try again.';
    const { sent, notifications } = renderRow(media, admin, (server) =>
      server.on('PUT', '/v1/media/3', () => json(409, { error: changed, message: changed })),
    );
    const dialog = await choose(media, 'Priority');
    const field = within(dialog).getByRole('combobox', { name: 'Priority' });
    expect(field).toHaveValue('1');
    await userEvent.selectOptions(field, 'High');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notifications()).toEqual([
      ['error', 'This media changed meanwhile: its row shows it as it is now.', changed],
    ]);
    expect(await sent('PUT', '/v1/media/3')).toEqual([
      { priority: '3', updated_at: String(media.updatedAt) },
    ]);
    expect(await sent('POST', '/v1/media/batch-query')).toEqual([{ 'ids[]': '3' }]);
  });

  it('shows the media’s details and its history in words, newest first', async () => {
    const media = testStaffMedia(4, {
      status: 'assigned',
      subStatus: 'On hold',
      onHold: true,
      vitJobId: 'vit-4821',
    });
    renderRow(media, admin, (server) =>
      server.on('GET', '/v1/media/history/4', () =>
        json(200, {
          result: [
            {
              id: 1,
              action: 'editMediaPriority',
              jobId: null,
              actorId: 9,
              actorName: 'Ada Admin',
              before: { priority: 0 },
              after: { priority: 3 },
              at: 1_800_000_000,
            },
            {
              id: 2,
              action: 'onHoldToggle',
              jobId: null,
              actorId: 10,
              actorName: 'Rita Radmin',
              before: { onHold: false, subStatus: 'Assigned' },
              after: { onHold: true, subStatus: 'On hold' },
              at: 1_800_000_600,
            },
          ],
        }),
      ),
    );
    const dialog = await choose(media, 'Media info');
    expect(within(dialog).getByText('Clara Tester')).toBeInTheDocument();
    const detail = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextSibling;
    expect(detail('ID')).toHaveTextContent('MD34EF4');
    expect(detail('Project')).toHaveTextContent('AB12CD34');
    expect(within(dialog).getByText('7 days')).toBeInTheDocument();
    expect(within(dialog).getByText('vit-4821')).toBeInTheDocument();
    expect(within(dialog).getByText(formatUnixTime(media.deadline!, 'long'))).toBeInTheDocument();
    const history = await within(dialog).findByRole('list', { name: 'History' });
    const [newest, oldest] = Array.from(history.children);
    expect(newest).toHaveTextContent(
      `On hold changed by Rita Radmin, ${formatUnixTime(1_800_000_600, 'long')}`,
    );
    expect(newest).toHaveTextContent('On hold: No → Yes');
    expect(newest).toHaveTextContent('Sub-status: Assigned → On hold');
    expect(oldest).toHaveTextContent('Priority changed by Ada Admin');
    expect(oldest).toHaveTextContent('Priority: Not set → High');
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows who works on each job and how to reach them', async () => {
    const media = testStaffMedia(6, {
      status: 'assigned',
      subStatus: 'Assigned',
      jobs: [
        testStaffJob(61, { status: 'in-progress', proofreaderId: 9, proofreaderName: 'Pat Proof' }),
      ],
    });
    const worker = (id: number, firstname: string, role: Role, mobile: string | null) =>
      testStaffUser(id, [firstname, 'Staff'], {
        role,
        email: `${firstname.toLowerCase()}@example.com`,
        trainedIn: [],
        grade: 1,
        profile: { mobile, contactPhone2: null },
        load: { jobs: 1, seconds: 900 },
      });
    renderRow(media, restrictedAdmin, (server) => {
      server.on('GET', '/v1/user/8', () =>
        json(200, worker(8, 'Tom', Role.TYPIST, '+44 7700 900123')),
      );
      server.on('GET', '/v1/user/9', () => json(200, worker(9, 'Pat', Role.PROOFREADER, null)));
    });
    const dialog = await choose(media, 'Staff info');
    const [typist, proofreader] = within(dialog).getAllByRole('listitem');
    expect(typist).toHaveTextContent('Tom Typist Typist');
    expect(await within(typist!).findByRole('link', { name: 'tom@example.com' })).toHaveAttribute(
      'href',
      'mailto:tom@example.com',
    );
    expect(within(typist!).getByRole('link', { name: '+44 7700 900123' })).toBeInTheDocument();
    expect(proofreader).toHaveTextContent('Pat Proof Proofreader');
    expect(
      await within(proofreader!).findByRole('link', { name: 'pat@example.com' }),
    ).toBeInTheDocument();
  });

  it('previews the transcript as a PDF in the dialog, and retries a failure', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    const media = testStaffMedia(7, { status: 'done', subStatus: 'Ready for Return' });
    let calls = 0;
    const { server } = renderRow(media, admin, (fake) =>
      fake.on('GET', '/v1/transcript/preview/7', () => {
        calls += 1;
        return calls === 1
          ? json(404, { message: 'This media has no transcript yet.' })
          : new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const dialog = await choose(media, 'Preview transcript');
    expect(await within(dialog).findByText('This media has no transcript yet.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByTitle('Transcript of Board meeting 7')).toHaveAttribute(
      'src',
      'blob:preview',
    );
    const asked = server.requests.map((request) => new URL(request.url));
    expect(asked.filter((url) => url.pathname === '/v1/transcript/preview/7').at(-1)?.search).toBe(
      '?document_type=pdf',
    );
    await userEvent.keyboard('{Escape}');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });
});
