import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ConfirmActions } from './ConfirmActions.tsx';
import { Dialog } from './Dialog.tsx';

function DeleteProject({ busy = false, onDelete = jest.fn() }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Delete project"
      actions={
        <ConfirmActions
          confirm="Delete project"
          busyLabel="Deleting"
          busy={busy}
          variant="danger"
          onConfirm={onDelete}
        />
      }
    />
  );
}

it('confirms, or cancels by closing the dialog', async () => {
  const onDelete = jest.fn();
  render(<DeleteProject onDelete={onDelete} />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
  expect(onDelete).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('holds both buttons while the work runs', () => {
  render(<DeleteProject busy />);
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  expect(screen.getByRole('button', { name: /Delete project/ })).toHaveAttribute(
    'aria-busy',
    'true',
  );
});

it('cancels another way when told, e.g. back to the previous step', async () => {
  const onCancel = jest.fn();
  render(
    <Dialog
      open
      title="Confirm the order"
      actions={
        <ConfirmActions confirm="Confirm" busyLabel="Ordering" busy={false} onCancel={onCancel} />
      }
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('dialog', { name: 'Confirm the order' })).toBeInTheDocument();
});

it('holds confirm, not Cancel, while something must be done first, and says what', () => {
  render(
    <Dialog
      open
      title="Confirm the order"
      actions={
        <ConfirmActions
          confirm="Confirm"
          busyLabel="Ordering"
          busy={false}
          disabled
          describedBy="first"
        />
      }
    >
      <p id="first">Save the attendees first.</p>
    </Dialog>,
  );
  expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAccessibleDescription(
    'Save the attendees first.',
  );
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
});
