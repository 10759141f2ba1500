import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { mediaAssignmentTexts } from '@portal/contracts/media-assignment/texts';
import { seriousViolations } from '@portal/ui/testing/axe';
import { json } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { staffMediaPageOf, testStaffMedia } from '@portal/contracts/media/test-staff-media';
import { testJob } from '@portal/contracts/job/test-job';
import { testStaffUser } from '@portal/contracts/user/test-staff-user';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../../routes.tsx';

const media = [testStaffMedia(1), testStaffMedia(2)];
const bulkRow = (mediaId: number) => ({
  mediaId,
  title: `Board meeting ${mediaId}`,
  duration: 1800,
  serviceShortName: 'IVB',
  deadline: null,
  subStatus: 'Unassigned' as const,
  proofreaderId: null,
  assignableJobs: [testJob(10 + mediaId, { status: 'available', typistId: null })],
});
const staff = [
  testStaffUser(21, ['Tina', 'Typist']),
  testStaffUser(31, ['Paul', 'Proof'], { role: Role.PROOFREADER }),
];
const notActive = 'Choose an active proofreader.';

function renderGrid(role: Role = Role.ADMIN) {
  return renderRoutes(routes, {
    path: role === Role.ADMIN ? '/admin/assign' : '/radmin/assign',
    signedInAs: testUser(role),
    handlers: (server) => {
      server.on('GET', '/v1/media', () => json(200, staffMediaPageOf(media)));
      server.on('GET', '/v1/media/assign', () => json(200, [bulkRow(1), bulkRow(2)]));
      server.on('GET', '/v1/user', () =>
        json(200, { result: staff, total: 2, page: 1, pageSize: 20 }),
      );
      server.on('POST', '/v1/media/batch-query', () => json(200, { result: [media[0]] }));
      server.on('POST', '/v1/media/assign', () =>
        json(200, {
          items: [
            { mediaId: 1, status: 200, errors: [], jobs: [] },
            {
              mediaId: 2,
              status: 422,
              errors: [
                { field: 'proofreader_id', message: notActive },
                { message: mediaAssignmentTexts.noJobWaiting },
              ],
              jobs: [],
            },
          ],
        }),
      );
    },
  });
}

/** The typists and proofreaders to choose from load after the dialog's rows. */
async function staffListed(row: HTMLElement) {
  await within(row).findByRole('option', { name: 'Tina Typist (free)' });
  await within(row).findByRole('option', { name: 'Paul Proof' });
}

describe('bulk assign', () => {
  it('assigns the selected media each on its own, and regroups each refusal under its row', async () => {
    const { server, store } = renderGrid();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Board meeting 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Board meeting 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Assign selected (2)' }));

    const first = await screen.findByRole('group', { name: 'Board meeting 1' });
    const dialog = screen.getByRole('dialog', { name: 'Assign selected media' });
    const second = within(dialog).getByRole('group', { name: 'Board meeting 2' });
    await staffListed(first);
    expect(await seriousViolations()).toEqual([]);
    await userEvent.selectOptions(
      within(first).getByRole('combobox', { name: 'Typist' }),
      'Tina Typist (free)',
    );
    await userEvent.selectOptions(
      within(second).getByRole('combobox', { name: 'Proofreader' }),
      'Paul Proof',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));

    expect(await within(first).findByText('Assigned.')).toBeInTheDocument();
    expect(
      within(second).getByRole('combobox', { name: 'Proofreader' }),
    ).toHaveAccessibleDescription(notActive);
    const refusals = within(second).getByRole('list', { name: 'Not assigned: Board meeting 2' });
    expect(refusals).toHaveTextContent(mediaAssignmentTexts.noJobWaiting);

    const post = server.requests.find(
      (r) => r.method === 'POST' && new URL(r.url).pathname === '/v1/media/assign',
    );
    expect(Object.fromEntries(new URLSearchParams(await post!.text()))).toEqual({
      'items[0][media_id]': '1',
      'items[0][typist_id]': '21',
      'items[1][media_id]': '2',
      'items[1][proofreader_id]': '31',
    });
    await waitFor(() =>
      expect(server.requests.some((r) => new URL(r.url).pathname === '/v1/media/batch-query')).toBe(
        true,
      ),
    );
    expect(store.getState().notifications.items).toEqual([
      expect.objectContaining({ type: 'success', title: '1 media assigned' }),
    ]);
  });

  it('asks for someone to assign before sending', async () => {
    const { server } = renderGrid();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Board meeting 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Assign selected (1)' }));
    // The dialog shows its loading state first, then the form in a dialog of its own.
    await screen.findByRole('group', { name: 'Board meeting 1' });
    const dialog = screen.getByRole('dialog', { name: 'Assign selected media' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(
      await within(dialog).findByText('Choose a typist or a proofreader for at least one media.'),
    ).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('is offered to restricted admins, who dispatch', async () => {
    const { server } = renderGrid(Role.RESTRICTED_ADMIN);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Board meeting 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Assign selected (1)' }));
    const row = await screen.findByRole('group', { name: 'Board meeting 1' });
    await staffListed(row);
    await userEvent.selectOptions(
      within(row).getByRole('combobox', { name: 'Typist' }),
      'Tina Typist (free)',
    );
    const dialog = screen.getByRole('dialog', { name: 'Assign selected media' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));

    expect(await within(row).findByText('Assigned.')).toBeInTheDocument();
    const post = server.requests.find(
      (r) => r.method === 'POST' && new URL(r.url).pathname === '/v1/media/assign',
    );
    expect(new URLSearchParams(await post!.text()).get('items[0][typist_id]')).toBe('21');
  });
});
