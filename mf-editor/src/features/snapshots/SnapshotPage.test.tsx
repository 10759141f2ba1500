import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { userApi } from '@portal/contracts/user/client';
import { json } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';
import { testSnapshot } from './test-snapshots.ts';

const path = '/snapshot?id=3';
const url = '/v1/transcript-snapshot/3';

const render = (as: Role, answer: () => Response) =>
  renderRoutes(routes, {
    path,
    signedInAs: testUser(as),
    handlers: (server) => server.on('GET', url, answer),
  });

it('shows the snapshot read-only: its facts, then each section with start, speaker and text', async () => {
  render(Role.ADMIN, () => json(200, testSnapshot(3)));
  expect(await screen.findByText(/Version 3 of the transcript of media 6/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Snapshot' })).toBeInTheDocument();
  expect(screen.getByText('Kept on save')).toBeInTheDocument();
  expect(screen.getByText('Ada Admin')).toBeInTheDocument();

  const sections = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(sections.map((section) => section.textContent)).toEqual([
    '00:00:00AnnaGood morning [inaudible 00.03].',
    '00:01:15BenMorning, Anna.',
  ]);
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Back to snapshots' })).toHaveAttribute(
    'href',
    '/media-snapshots?media=6',
  );
});

it('offers no way to the media snapshots to a typist, who may not enter them', async () => {
  const { store } = render(Role.TYPIST, () => json(200, testSnapshot(3)));
  expect(await screen.findByText('Morning, Anna.')).toBeInTheDocument();
  await waitFor(() =>
    expect(userApi.endpoints.getProfile.select()(store.getState()).data?.role).toBe(Role.TYPIST),
  );
  expect(screen.queryByRole('link', { name: 'Back to snapshots' })).not.toBeInTheDocument();
});

it('says so when the reader may see none of the snapshot', async () => {
  render(Role.TYPIST, () =>
    json(200, testSnapshot(3, { content: { sections: [], speakers: [] } })),
  );
  expect(await screen.findByRole('heading', { name: 'No text to show' })).toBeInTheDocument();
});

it('says the snapshot was not found on a 404, without a retry', async () => {
  render(Role.CLIENT, () => json(404, { message: 'This media was not found.' }));
  expect(await screen.findByRole('heading', { name: 'Snapshot not found' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

it('offers a retry when the snapshot cannot be loaded', async () => {
  let calls = 0;
  render(Role.ADMIN, () => {
    calls += 1;
    return calls === 1
      ? json(500, { message: 'Something went wrong' })
      : json(200, testSnapshot(3));
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Morning, Anna.')).toBeInTheDocument();
});
