import '@portal/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { json } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import { SnapshotsDialog } from './SnapshotsDialog.tsx';
import { restoredAs, testSnapshot, testSnapshotEntry } from './test-snapshots.ts';

it("lists the media's snapshots in the editor, each to view in a new tab or restore", async () => {
  const onRestored = jest.fn();
  const element = <SnapshotsDialog mediaId={6} onRestored={onRestored} onClose={jest.fn()} />;
  renderRoutes([{ path: 'editor', element }], {
    path: '/editor?media=6',
    signedInAs: testUser(Role.ADMIN),
    handlers: (server) => {
      server.on('GET', '/v1/transcript-snapshot/snapshots/6', () =>
        json(200, { result: [testSnapshotEntry(1)] }),
      );
      server.on('PUT', '/v1/transcript-snapshot/restore/1', () =>
        json(200, restoredAs(testSnapshot(1), 2)),
      );
    },
  });
  const view = await screen.findByRole('link', { name: 'View version 1 (opens in a new tab)' });
  expect(view).toHaveAttribute('href', '/snapshot?id=1');
  expect(view).toHaveAttribute('target', '_blank');
  await userEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
  await waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
});

it("lists only the notes' snapshots in the live note editor", async () => {
  const element = (
    <SnapshotsDialog mediaId={6} kind="notes" onRestored={jest.fn()} onClose={jest.fn()} />
  );
  renderRoutes([{ path: 'live-notetaking/editor', element }], {
    path: '/live-notetaking/editor?media=6',
    signedInAs: testUser(Role.TYPIST),
    handlers: (server) =>
      server.on('GET', '/v1/transcript-snapshot/snapshots/6', () =>
        json(200, { result: [testSnapshotEntry(1), testSnapshotEntry(2, { kind: 'notes' })] }),
      ),
  });
  expect(await screen.findByRole('button', { name: 'Restore version 2' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Restore version 1' })).not.toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Snapshots of these notes' })).toBeInTheDocument();
});
