import '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json } from '@portal/contracts/testing/fake-server';
import { testService } from '@portal/contracts/services/test-service';
import { testProjectMedia } from '../../testing/test-media.ts';
import MediaInfoDialog from './MediaInfoDialog.tsx';
import { renderDialog } from '../../testing/render-dialog.tsx';

const details = (dialog: HTMLElement) =>
  Object.fromEntries(
    within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

it('shows the media as GET /v1/media/{id} answers, options in the catalogue’s words', async () => {
  const onClose = jest.fn();
  renderDialog(<MediaInfoDialog media={testProjectMedia(1)} onClose={onClose} />, {
    handlers: (server) => {
      server.on('GET', '/v1/media/1', () =>
        json(200, testProjectMedia(1, { title: 'Board meeting.mp3', status: 'done' })),
      );
      server.on('GET', '/v1/new-service/guest-services', () => json(200, [testService()]));
    },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Media info' });
  await within(dialog).findByText('7 days');
  expect(details(dialog)).toMatchObject({
    Title: 'Board meeting.mp3',
    Duration: '1:02:05',
    'Billed duration': '63 minutes',
    Service: 'Intelligent Verbatim',
    Turnaround: '7 days',
    Speakers: '2-3 Speakers',
    Timestamps: 'No timestamps',
    Status: 'In progress',
  });
  expect(details(dialog).Created).toMatch(/^20\.11\.26, \d\d:05 [ap]m$/);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalled();
});

it("shows the server's message when the info cannot be loaded", async () => {
  renderDialog(<MediaInfoDialog media={testProjectMedia(1)} onClose={jest.fn()} />, {
    handlers: (server) =>
      server.on('GET', '/v1/media/1', () => json(404, { message: 'Media not found' })),
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We had a problem loading the media info');
  expect(alert).toHaveTextContent('Media not found');
});
