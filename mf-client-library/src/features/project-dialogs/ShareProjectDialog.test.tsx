import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { selectNotifications, type PortalState } from '@portal/contracts';
import { json } from '@portal/contracts/testing/fake-server';
import type { ProjectShare } from '@portal/contracts/project-permission/schema';
import { testProject } from '../../testing/test-project.ts';
import { renderDialog } from '../../testing/render-dialog.tsx';
import ShareProjectDialog from './ShareProjectDialog.tsx';

const share = (id: number, overrides: Partial<ProjectShare> = {}): ProjectShare => ({
  id,
  projectId: 7,
  email: `person${id}@demo.test`,
  permission: 'read',
  state: 'accepted',
  userName: `Person ${id}`,
  createdAt: 1_790_000_000,
  ...overrides,
});

const renderShare = () => {
  let shares = [share(1), share(2, { state: 'pending', userName: null, permission: 'write' })];
  return renderDialog(<ShareProjectDialog project={testProject(7)} onClose={jest.fn()} />, {
    handlers: (s) => {
      s.on('GET', '/v1/project-permission', () => json(200, shares));
      s.on('POST', '/v1/project-permission', () => {
        shares = [...shares, share(3, { state: 'pending', userName: null, permission: 'full' })];
        return json(200, shares.at(-1));
      });
      s.on('PUT', '/v1/project-permission/1', () => json(200, share(1, { permission: 'full' })));
      s.on('DELETE', '/v1/project-permission/2', () => {
        shares = shares.filter((item) => item.id !== 2);
        return new Response(null, { status: 204 });
      });
    },
  });
};

const titles = (state: PortalState) => selectNotifications(state).map((n) => n.title);

it('lists the people with access and invites another by email', async () => {
  const { server, store } = renderShare();
  const dialog = await screen.findByRole('dialog', { name: 'Share project' });
  expect(await within(dialog).findByText('Person 1')).toBeInTheDocument();
  expect(within(dialog).getByText('Invitation pending')).toBeInTheDocument();

  await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'person3@demo.test');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Access' }), 'full');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

  expect(await within(dialog).findByText('person3@demo.test')).toBeInTheDocument();
  const invite = server.requests.find((r) => r.method === 'POST');
  expect(Object.fromEntries(new URLSearchParams(await invite!.text()))).toEqual({
    project_id: '7',
    email: 'person3@demo.test',
    permission: 'full',
  });
  expect(titles(store.getState())).toEqual(['Your invitation has been sent']);
  expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('');
});

it('changes and revokes access', async () => {
  const { store } = renderShare();
  const dialog = await screen.findByRole('dialog', { name: 'Share project' });
  await userEvent.selectOptions(
    await within(dialog).findByRole('combobox', { name: 'Access of Person 1' }),
    'full',
  );
  await userEvent.click(
    within(dialog).getByRole('button', { name: 'Cancel invitation of person2@demo.test' }),
  );
  await waitFor(() =>
    expect(titles(store.getState())).toEqual([
      'Your invitation has been sent',
      'Access successfully revoked',
    ]),
  );
  await waitFor(() => expect(within(dialog).queryByText('person2@demo.test')).toBeNull());
});
