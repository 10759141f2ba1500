import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Button } from '../button/Button.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';

function DeleteProject({ onDelete = jest.fn(), dismissible = true }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete project</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        dismissible={dismissible}
        title="Delete project"
        description="Transcript and media data will be removed from our servers."
        actions={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button variant="danger" onClick={onDelete}>
              Delete
            </Button>
          </>
        }
      >
        <TextField label="Type the project title to confirm" />
      </Dialog>
    </>
  );
}

it('opens with a title and description, focus inside', async () => {
  render(<DeleteProject />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete project' });
  expect(dialog).toHaveAccessibleDescription(/removed from our servers/);
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
});

it('closes on Escape and gives focus back to the opener', async () => {
  render(<DeleteProject />);
  const opener = screen.getByRole('button', { name: 'Delete project' });
  await userEvent.click(opener);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('closes from the close button and from a DialogClose action', async () => {
  render(<DeleteProject />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('keeps Tab inside the dialog', async () => {
  render(<DeleteProject />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
  const dialog = screen.getByRole('dialog');
  for (let i = 0; i < 6; i += 1) {
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
});

it('stays open on Escape while not dismissible', async () => {
  render(<DeleteProject dismissible={false} />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
});

it('slides in as a sidebar for the narrow-screen menu', () => {
  render(
    <Dialog open title="Menu" variant="sidebar">
      <nav aria-label="Site">
        <a href="/v3/login">Login</a>
      </nav>
    </Dialog>,
  );
  expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveClass('ui-dialog--sidebar');
});

it('takes the full height when told, so a body that grows does not move it', () => {
  render(
    <Dialog open title="Upload to project" size="lg" fullHeight>
      <p>Files</p>
    </Dialog>,
  );
  expect(screen.getByRole('dialog', { name: 'Upload to project' })).toHaveClass(
    'ui-dialog--full-height',
  );
});

it('lets the keyboard reach a reading body, which has no field to take focus', async () => {
  render(
    <Dialog open title="Media info" readingBody>
      <p>History of the media</p>
    </Dialog>,
  );
  await userEvent.tab();
  expect(screen.getByText('History of the media').parentElement).toHaveFocus();
});
