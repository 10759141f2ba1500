import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { featureFlagsFor, Role } from '@portal/contracts';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';
import { restoredAs, testSnapshot, testSnapshotEntry } from './test-snapshots.ts';

const list = '/v1/transcript-snapshot/snapshots/6';

const render = (
  handlers: (server: FakeServer) => void,
  flags: Parameters<typeof featureFlagsFor>[1] = {},
) =>
  renderRoutes(routes, {
    path: '/media-snapshots?media=6',
    signedInAs: testUser(Role.PROOFREADER),
    config: { featureFlags: featureFlagsFor('e2e', flags) },
    handlers,
  });

it("lists the media's snapshots, each to view, with the way to the editor", async () => {
  render((server) =>
    server.on('GET', list, () =>
      json(200, {
        result: [
          testSnapshotEntry(2, { reason: 'restore', createdBy: null }),
          testSnapshotEntry(1, { reason: 'job', wordscount: 120 }),
        ],
      }),
    ),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Snapshots' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Snapshots of this transcript' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(within(rows[0]!).getByText('Before a restore')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('—')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Typist submit')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('120')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View version 1' })).toHaveAttribute(
    'href',
    '/snapshot?id=1',
  );
  expect(screen.getByRole('link', { name: 'Open in editor' })).toHaveAttribute(
    'href',
    '/editor?media=6',
  );
});

it('offers no view while the snapshot preview flag is off', async () => {
  render((server) => server.on('GET', list, () => json(200, { result: [testSnapshotEntry(1)] })), {
    snapshotPreview: false,
  });
  expect(await screen.findByRole('button', { name: 'Restore version 1' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'View version 1' })).not.toBeInTheDocument();
});

it('says what keeps a snapshot when there is none', async () => {
  render((server) => server.on('GET', list, () => json(200, { result: [] })));
  expect(await screen.findByRole('heading', { name: 'No snapshots yet' })).toBeInTheDocument();
});

it('restores a snapshot once confirmed, says so, and lists the version it replaced', async () => {
  let entries = [testSnapshotEntry(1)];
  const { server, store } = render((server) => {
    server.on('GET', list, () => json(200, { result: entries }));
    server.on('PUT', '/v1/transcript-snapshot/restore/1', () => {
      entries = [testSnapshotEntry(2, { reason: 'restore' }), ...entries];
      return json(200, restoredAs(testSnapshot(1), 3));
    });
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Restore version 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restore version 1?' });
  expect(dialog).toHaveTextContent('The current transcript is kept as a snapshot first');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));

  expect(await screen.findByText('Before a restore')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const restore = server.requests.find((request) => request.method === 'PUT')!;
  expect(new URL(restore.url).pathname).toBe('/v1/transcript-snapshot/restore/1');
  expect(await restore.text()).toBe('media_id=6');
  expect(store.getState().notifications.items.map((item) => [item.type, item.title])).toEqual([
    ['success', 'Snapshot restored'],
  ]);
});

it('keeps the confirmation open and says why when the restore is refused', async () => {
  const { store } = render((server) => {
    server.on('GET', list, () => json(200, { result: [testSnapshotEntry(1)] }));
    server.on('PUT', '/v1/transcript-snapshot/restore/1', () =>
      json(404, { message: 'This media was not found.' }),
    );
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Restore version 1' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
  await waitFor(() =>
    expect(store.getState().notifications.items.map((item) => item.desc)).toEqual([
      'This media was not found.',
    ]),
  );
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});
