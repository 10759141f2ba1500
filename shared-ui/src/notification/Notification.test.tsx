import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Notification } from './Notification.tsx';

it('is a polite status with the kind read before the title', () => {
  render(
    <Notification
      notification={{ id: '1', type: 'success', title: 'Your invitation has been sent' }}
      onDismiss={jest.fn()}
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Success: Your invitation has been sent');
});

it('lists several descriptions', () => {
  const desc = ['For RTF, DOC, DOCX, transcripts must be downloaded individually', 'Try PDF'];
  render(
    <Notification
      notification={{ id: '2', type: 'warning', title: 'Bulk download failed', desc }}
      onDismiss={jest.fn()}
    />,
  );
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(desc);
});

it('is an alert for errors, and can be dismissed or replayed', async () => {
  const onDismiss = jest.fn();
  const onReplay = jest.fn();
  render(
    <Notification
      notification={{
        id: 'upload-7',
        type: 'error',
        title: 'We had a problem uploading media',
        desc: 'Please contact us if the problem continues.',
        replay: true,
      }}
      onDismiss={onDismiss}
      onReplay={onReplay}
    />,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Error: We had a problem uploading media');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onReplay).toHaveBeenCalledWith('upload-7');
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(onDismiss).toHaveBeenCalledWith('upload-7');
});

it('has no Retry button without the replay flag', () => {
  render(
    <Notification
      notification={{ id: '3', type: 'error', title: 'Something went wrong' }}
      onDismiss={jest.fn()}
      onReplay={jest.fn()}
    />,
  );
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

it("offers the message's action as a button, by keyboard too", async () => {
  const onAction = jest.fn();
  render(
    <Notification
      notification={{
        id: 'zip-4',
        type: 'success',
        title: 'transcripts.zip is ready',
        action: 'Download transcripts.zip',
      }}
      onDismiss={jest.fn()}
      onAction={onAction}
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Success: transcripts.zip is ready');
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Download transcripts.zip' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(onAction).toHaveBeenCalledWith('zip-4');
});
