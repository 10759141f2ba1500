import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
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

const media = testStaffMedia(1, {
  status: 'assigned',
  jobs: [
    testStaffJob(11, { proofreaderId: 16, proofreaderName: 'Pia Proofreader' }),
    testStaffJob(12, { mediaRangeStart: 900, mediaRangeEnd: 1200, status: 'in-progress' }),
    // Finished: no longer the proofreader's to be given.
    testStaffJob(13, { mediaRangeStart: 1200, mediaRangeEnd: 1800, status: 'done' }),
  ],
});
const proofreaders = [testStaffUser(31, ['Paul', 'Proof'], { role: Role.PROOFREADER })];

function renderGrid(role: Role, answer: (server: FakeServer) => void) {
  return renderRoutes(routes, {
    path: role === Role.ADMIN ? '/admin/assign' : '/radmin/assign',
    signedInAs: testUser(role),
    handlers: (server) => {
      server.on('GET', '/v1/media', () => json(200, staffMediaPageOf([media])));
      server.on('GET', '/v1/user', () =>
        json(200, { result: proofreaders, total: 1, page: 1, pageSize: 20 }),
      );
      server.on('POST', '/v1/media/batch-query', () => json(200, { result: [media] }));
      answer(server);
    },
  });
}

/** The dialog closes once the calls are answered. */
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

async function choose(action: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Board meeting 1' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog', { name: action });
}

const puts = (server: FakeServer) =>
  server.requests.filter((r) => r.method === 'PUT').map((r) => new URL(r.url).pathname);

describe('assign proofreader', () => {
  it("names one proofreader on each of the media's open jobs, as a restricted admin may", async () => {
    const { server, store } = renderGrid(Role.RESTRICTED_ADMIN, (fake) => {
      for (const id of [11, 12])
        fake.on('PUT', `/v1/job/assign/${id}`, () => json(200, testJob(id)));
    });
    const dialog = await choose('Assign proofreader');
    const proofreader = within(dialog).getByRole('combobox', { name: 'Proofreader' });
    expect(proofreader).toHaveValue('16');
    expect(await seriousViolations()).toEqual([]);
    await userEvent.selectOptions(proofreader, 'Paul Proof');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign proofreader' }));

    await closed();
    expect(puts(server)).toEqual(['/v1/job/assign/11', '/v1/job/assign/12']);
    const body = await server.requests.find((r) => r.method === 'PUT')!.text();
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({ proofreader_id: '31' });
    expect(store.getState().notifications.items).toEqual([
      expect.objectContaining({ type: 'success', title: 'Proofreader assigned' }),
    ]);
  });

  it("shows the server's refusal under the proofreader and changes no other job", async () => {
    const { server } = renderGrid(Role.ADMIN, (fake) =>
      fake.on('PUT', '/v1/job/assign/11', () =>
        json(422, [{ field: 'proofreader_id', message: 'Choose an active proofreader.' }]),
      ),
    );
    const dialog = await choose('Assign proofreader');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Proofreader' }),
      'Paul Proof',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign proofreader' }));
    expect(await within(dialog).findByText('Choose an active proofreader.')).toBeInTheDocument();
    expect(puts(server)).toEqual(['/v1/job/assign/11']);
  });
});

describe('remove proofreader', () => {
  it('takes the proofreader off once confirmed', async () => {
    const { server, store } = renderGrid(Role.ADMIN, (fake) =>
      fake.on('PUT', '/v1/media/remove-proofreader/1', () => json(200, [])),
    );
    const dialog = await choose('Remove proofreader');
    expect(dialog).toHaveTextContent(
      'Pia Proofreader will no longer proofread the open jobs of Board meeting 1.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove proofreader' }));
    await closed();
    expect(puts(server)).toEqual(['/v1/media/remove-proofreader/1']);
    expect(store.getState().notifications.items).toEqual([
      expect.objectContaining({ type: 'success', title: 'Proofreader removed' }),
    ]);
  });
});
