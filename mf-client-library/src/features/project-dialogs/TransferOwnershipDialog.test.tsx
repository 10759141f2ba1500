import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { selectNotifications, type PortalState } from '@portal/contracts';
import { json } from '@portal/contracts/testing/fake-server';
import type { InvitationView } from '@portal/contracts/project-permission/schema';
import { testProject } from '../../testing/test-project.ts';
import { renderDialog } from '../../testing/render-dialog.tsx';
import TransferOwnershipDialog from './TransferOwnershipDialog.tsx';

const offer: InvitationView = {
  id: 4,
  kind: 'project owner invitation',
  title: 'Project 7',
  from: 'Client Demo',
  permission: null,
  createdAt: 1_790_000_000,
  expiresAt: 1_790_604_800,
};

const notifications = (state: PortalState) => selectNotifications(state);

it('offers the project to another client by email', async () => {
  const onClose = jest.fn();
  const { server, store } = renderDialog(
    <TransferOwnershipDialog project={testProject(7)} onClose={onClose} />,
    { handlers: (s) => s.on('POST', '/v1/project/transfer-ownership/7', () => json(200, offer)) },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(within(dialog).getByText('Required')).toBeInTheDocument();

  await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'next@demo.test ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const sent = server.requests.find((r) => r.method === 'POST');
  expect(Object.fromEntries(new URLSearchParams(await sent!.text()))).toEqual({
    email: 'next@demo.test',
  });
  expect(notifications(store.getState())).toMatchObject([
    { type: 'success', title: 'Your invitation has been sent' },
  ]);
});

it('shows the server message on the email, and stays open', async () => {
  const onClose = jest.fn();
  renderDialog(<TransferOwnershipDialog project={testProject(7)} onClose={onClose} />, {
    handlers: (s) =>
      s.on('POST', '/v1/project/transfer-ownership/7', () =>
        json(422, [{ field: 'email', message: 'This person already owns the project' }]),
      ),
  });
  const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'me@demo.test');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

  expect(await within(dialog).findByText('This person already owns the project')).toBeVisible();
  expect(onClose).not.toHaveBeenCalled();
});

it('shows a failure that belongs to no field on the form', async () => {
  renderDialog(<TransferOwnershipDialog project={testProject(7)} onClose={jest.fn()} />, {
    handlers: (s) =>
      s.on('POST', '/v1/project/transfer-ownership/7', () =>
        json(404, { message: 'This project was not found.' }),
      ),
  });
  const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'next@demo.test');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This project was not found.');
});
