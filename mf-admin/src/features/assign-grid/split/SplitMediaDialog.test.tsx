import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { mediaAssignmentTexts } from '@portal/contracts/media-assignment/texts';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { seriousViolations } from '@portal/ui/testing/axe';
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

const typists = [
  testStaffUser(21, ['Tina', 'Typist'], { load: { jobs: 2, seconds: 3600 } }),
  testStaffUser(22, ['Ted', 'Typer']),
];

function renderGrid(media: StaffMedia, role: Role = Role.ADMIN) {
  const path = role === Role.RESTRICTED_ADMIN ? '/radmin/assign' : '/admin/assign';
  return renderRoutes(routes, {
    path,
    signedInAs: testUser(role),
    handlers: (server) => {
      server.on('GET', '/v1/media', () => json(200, staffMediaPageOf([media])));
      server.on('GET', '/v1/user', () =>
        json(200, { result: typists, total: 2, page: 1, pageSize: 20 }),
      );
      server.on('GET', '/v1/job/live-ranges-per-typist', () => json(200, []));
      server.on('POST', '/v1/media/batch-query', () => json(200, { result: [media] }));
    },
  });
}

/** The dialog closes once the calls are answered. */
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

async function openMenu(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
}

async function openSplit(title = 'Board meeting 1') {
  await openMenu(title);
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Split and assign' }));
  return screen.findByRole('dialog', { name: 'Split and assign' });
}

const part = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

const sent = async (server: FakeServer, path: string) => {
  const request = server.requests.find(
    (r) => r.method === 'POST' && new URL(r.url).pathname === path,
  );
  return request && new URLSearchParams(await request.text());
};

describe('split and assign', () => {
  it('starts with one part for the whole media at 100%, and shows gaps and overlaps as typed', async () => {
    const { server } = renderGrid(testStaffMedia(1));
    const dialog = await openSplit();
    const original = part(dialog, 'Original');
    expect(within(original).getByLabelText('Start')).toHaveValue('00:00:00');
    expect(within(original).getByLabelText('End')).toHaveValue('00:30:00');
    expect(within(original).getByLabelText('Rate percent')).toHaveValue(100);
    expect(await seriousViolations()).toEqual([]);

    await retype(within(original).getByLabelText('End'), '10:00');
    expect(
      await within(original).findByText(mediaAssignmentTexts.gap(600, 1800)),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add part' }));
    const second = part(dialog, 'Part 2');
    expect(within(second).getByLabelText('Start')).toHaveValue('00:05:00');
    await retype(within(second).getByLabelText('End'), '30:00');
    await waitFor(() =>
      expect(within(dialog).queryByText(/No job covers/)).not.toBeInTheDocument(),
    );

    await retype(within(second).getByLabelText('Start'), '04:00');
    expect(
      await within(second).findByText(mediaAssignmentTexts.overlap(240, 300)),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Split and assign' }));
    expect(await sent(server, '/v1/media/assign/1')).toBeUndefined();
  });

  it('pays an off-limit split 50/50 unless told, and sends the parts it covers', async () => {
    const { server, store } = renderGrid(testStaffMedia(1));
    server.on('POST', '/v1/media/assign/1', () => json(200, []));
    const dialog = await openSplit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add part' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Off-limit split' }));
    expect(within(dialog).getByLabelText('Original rate percent')).toHaveValue(50);
    expect(within(dialog).getByLabelText('Child rate percent')).toHaveValue(50);
    expect(within(dialog).queryByLabelText('Rate percent')).not.toBeInTheDocument();
    await userEvent.selectOptions(
      within(part(dialog, 'Original')).getByRole('combobox', { name: 'Typist' }),
      'Tina Typist (2 jobs, 1:00:00)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Split and assign' }));

    await closed();
    const body = await sent(server, '/v1/media/assign/1');
    expect(Object.fromEntries(body!)).toEqual({
      'original[start]': '0',
      'original[end]': '900',
      'original[typist_id]': '21',
      updated_at: String(testStaffMedia(1).updatedAt),
      'children[0][start]': '900',
      'children[0][end]': '1800',
      is_off_limit: 'true',
      'off_limit_rates[original]': '50',
      'off_limit_rates[child]': '50',
    });
    expect(await sent(server, '/v1/media/batch-query')).toBeDefined();
    expect(store.getState().notifications.items).toEqual([
      expect.objectContaining({ type: 'success', title: 'Media split and assigned' }),
    ]);
  });

  it("shows the server's refusal under the field it names", async () => {
    const { server } = renderGrid(testStaffMedia(1));
    const refusal = mediaAssignmentTexts.notTrained('IVB');
    server.on('POST', '/v1/media/assign/1', () =>
      json(422, [{ field: 'original[typist_id]', message: refusal }]),
    );
    const dialog = await openSplit();
    const original = part(dialog, 'Original');
    const typist = within(original).getByRole('combobox', { name: 'Typist' });
    await userEvent.selectOptions(typist, 'Ted Typer (free)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Split and assign' }));
    expect(await within(original).findByText(refusal)).toBeInTheDocument();
    expect(typist).toHaveAccessibleDescription(refusal);
    expect(screen.getByRole('dialog', { name: 'Split and assign' })).toBeInTheDocument();
  });

  it("narrows the pickers by the staff filter: XLD, no work in hand, a day's shift", async () => {
    const { server } = renderGrid(testStaffMedia(1));
    server.on('GET', '/v1/shift', () =>
      json(200, {
        result: [
          {
            id: 5,
            startsAt: Date.UTC(2026, 11, 2, 9) / 1000,
            endsAt: Date.UTC(2026, 11, 2, 13) / 1000,
            audience: 'typist',
            capacity: 4,
            booked: 2,
            capacityLeft: 2,
            bookedByMe: false,
          },
        ],
      }),
    );
    const dialog = await openSplit();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'XLD typists only' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'No work in hand' }));
    await userEvent.type(within(dialog).getByLabelText('Shift day (UK time)'), '2026-12-02');
    await userEvent.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Shift' }),
      '09:00 – 13:00 (2 booked)',
    );
    const asked = (role: Role) =>
      server.requests
        .map((request) => new URL(request.url))
        .filter(
          (url) => url.pathname === '/v1/user' && url.searchParams.get('role[]') === `${role}`,
        )
        .map((url) => Object.fromEntries(url.searchParams))
        .at(-1);
    await waitFor(() =>
      expect(asked(Role.TYPIST)).toEqual({
        'role[]': `${Role.TYPIST}`,
        status: '2',
        is_xld: 'true',
        only_no_ucc: 'true',
        shift_id: '5',
      }),
    );
    // XLD clearance and work in hand are a typist's: proofreaders are narrowed by shift alone.
    expect(asked(Role.PROOFREADER)).toEqual({
      'role[]': `${Role.PROOFREADER}`,
      status: '2',
      shift_id: '5',
    });
    expect(await seriousViolations()).toEqual([]);
  });

  describe('a split taking jobs from their typists', () => {
    const question = mediaAssignmentTexts.wouldUnassign(['Tina Typist']);
    /** The server asks first, then splits once told to unassign: the bodies it was sent. */
    function confirmingServer(server: FakeServer) {
      const bodies: URLSearchParams[] = [];
      server.on('POST', '/v1/media/assign/1', async (request) => {
        const body = new URLSearchParams(await request.clone().text());
        bodies.push(body);
        if (body.get('unassign_typists') === 'true') return json(200, []);
        const unassignedTypists = [{ id: 21, name: 'Tina Typist' }];
        return json(409, { error: question, message: question, unassignedTypists });
      });
      return bodies;
    }

    it('asks the admin to confirm, then sends the split again saying so', async () => {
      const { server, store } = renderGrid(testStaffMedia(1));
      const bodies = confirmingServer(server);
      const dialog = await openSplit();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Split and assign' }));

      const confirm = await screen.findByRole('dialog', { name: 'Unassign typists?' });
      expect(within(confirm).getByText(question)).toBeVisible();
      expect(await seriousViolations()).toEqual([]);
      await userEvent.click(within(confirm).getByRole('button', { name: 'Unassign and split' }));

      await closed();
      expect(bodies.map((body) => body.get('unassign_typists'))).toEqual([null, 'true']);
      expect(bodies[1]!.get('updated_at')).toBe(String(testStaffMedia(1).updatedAt));
      expect(store.getState().notifications.items).toEqual([
        expect.objectContaining({ type: 'success', title: 'Media split and assigned' }),
      ]);
    });

    it('goes back to the form, nothing sent again, when the admin cancels', async () => {
      const { server } = renderGrid(testStaffMedia(1));
      const bodies = confirmingServer(server);
      const dialog = await openSplit();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Split and assign' }));
      const confirm = await screen.findByRole('dialog', { name: 'Unassign typists?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));

      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Unassign typists?' })).not.toBeInTheDocument(),
      );
      expect(screen.getByRole('dialog', { name: 'Split and assign' })).toBeVisible();
      expect(bodies).toHaveLength(1);
    });
  });

  it('fills the media around the started jobs it keeps', async () => {
    renderGrid(testStaffMedia(1, { jobs: [testStaffJob(11, { status: 'in-progress' })] }));
    const dialog = await openSplit();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      '00:00:00–00:15:00 Tom Typist In progress',
    );
    const original = part(dialog, 'Original');
    expect(within(original).getByLabelText('Start')).toHaveValue('00:15:00');
    expect(within(original).getByLabelText('End')).toHaveValue('00:30:00');
    expect(within(dialog).queryByRole('button', { name: 'Split evenly' })).not.toBeInTheDocument();
  });
});

describe('who may split and assign proofreaders', () => {
  const proofread = testStaffMedia(1, {
    status: 'assigned',
    jobs: [testStaffJob(11, { proofreaderId: 16, proofreaderName: 'Pia Proofreader' })],
  });

  it('gives admins every assignment action the media allows', async () => {
    renderGrid(proofread);
    await openMenu('Board meeting 1');
    for (const name of ['Split and assign', 'Assign proofreader', 'Remove proofreader'])
      expect(await screen.findByRole('menuitem', { name })).toBeInTheDocument();
  });

  it('gives restricted admins, the dispatchers, every assignment action too', async () => {
    renderGrid(proofread, Role.RESTRICTED_ADMIN);
    await openMenu('Board meeting 1');
    for (const name of ['Split and assign', 'Assign proofreader', 'Remove proofreader'])
      expect(await screen.findByRole('menuitem', { name })).toBeInTheDocument();
  });

  it('lets a restricted admin pick a typist from the staff list and split', async () => {
    const { server } = renderGrid(testStaffMedia(1), Role.RESTRICTED_ADMIN);
    server.on('POST', '/v1/media/assign/1', () => json(200, []));
    const dialog = await openSplit();
    await userEvent.selectOptions(
      within(part(dialog, 'Original')).getByRole('combobox', { name: 'Typist' }),
      'Tina Typist (2 jobs, 1:00:00)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Split and assign' }));

    await closed();
    const body = await sent(server, '/v1/media/assign/1');
    expect(body?.get('original[typist_id]')).toBe('21');
  });
});
