import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { selectNotifications } from '@portal/contracts';
import { json } from '@portal/contracts/testing/fake-server';
import { testProjectMedia } from '../../testing/test-media.ts';
import DeleteMediaDialog from './DeleteMediaDialog.tsx';
import { renderDialog } from '../../testing/render-dialog.tsx';

it("keeps the dialog open with the server's message when the delete fails", async () => {
  const onClose = jest.fn();
  const { store } = renderDialog(
    <DeleteMediaDialog media={testProjectMedia(1)} onClose={onClose} />,
    {
      handlers: (s) =>
        s.on('DELETE', '/v1/media/1', () =>
          json(422, [{ message: 'The media is being worked on' }]),
        ),
    },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Delete media' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() =>
    expect(selectNotifications(store.getState())).toMatchObject([
      {
        type: 'error',
        title: 'We had a problem deleting the media',
        desc: 'The media is being worked on',
      },
    ]),
  );
  expect(onClose).not.toHaveBeenCalled();
});

it('says "Please contact us if the problem continues" when the server gives no reason', async () => {
  const { store } = renderDialog(
    <DeleteMediaDialog media={testProjectMedia(1)} hard onClose={jest.fn()} />,
    {
      handlers: (s) =>
        s.on('DELETE', '/v1/media/remove-sensitive/1', () => new Response('', { status: 422 })),
    },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Remove transcript and media data' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove data' }));
  await waitFor(() =>
    expect(selectNotifications(store.getState())).toMatchObject([
      {
        type: 'error',
        title: 'We had a problem removing the transcript and media data',
        desc: 'Please contact us if the problem continues',
      },
    ]),
  );
});
