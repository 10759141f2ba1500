import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { selectNotifications } from '@portal/contracts';
import { json } from '@portal/contracts/testing/fake-server';
import { testProjectMedia } from '../../testing/test-media.ts';
import { renderDialog } from '../../testing/render-dialog.tsx';
import TranscriptDownloadDialog, { NotesDownloadDialog } from './TranscriptDownloadDialog.tsx';

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = jest.fn(() => 'blob:transcript');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

const transcript = () =>
  new Response('1\n00:00:01,000 --> 00:00:02,000\nHello\n', {
    status: 200,
    headers: { 'content-type': 'application/x-subrip' },
  });

it('downloads the chosen format with the bearer, SRT_S as SRT with inline speakers', async () => {
  const onClose = jest.fn();
  const { server } = renderDialog(
    <TranscriptDownloadDialog media={testProjectMedia(1)} onClose={onClose} />,
    { handlers: (s) => s.on('GET', '/v1/media/download-product/1', transcript) },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Download transcript' });
  const formats = within(dialog).getAllByRole('radio');
  expect(formats).toHaveLength(9);
  await userEvent.click(within(dialog).getByRole('radio', { name: /Subtitles with speakers/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const request = server.requests.find((r) => r.url.includes('/download-product/'))!;
  expect(new URL(request.url).search).toBe(
    '?documentType=SRT&options=inline-speakers&regenerate=true',
  );
  expect(request.headers.get('authorization')).toBe('Bearer token');
  expect(saved).toEqual(['interview-1.srt']);
});

it('keeps the dialog open and says why when the download fails', async () => {
  const onClose = jest.fn();
  const { store } = renderDialog(
    <TranscriptDownloadDialog media={testProjectMedia(1)} onClose={onClose} />,
    {
      handlers: (s) =>
        s.on('GET', '/v1/media/download-product/1', () =>
          json(404, { message: 'The transcript is not ready yet' }),
        ),
    },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Download transcript' });
  expect(within(dialog).getByRole('radio', { name: /^Word \.docx/ })).toBeChecked();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
  await waitFor(() =>
    expect(selectNotifications(store.getState())).toMatchObject([
      {
        type: 'error',
        title: 'We had a problem downloading the transcript',
        desc: 'The transcript is not ready yet',
      },
    ]),
  );
  expect(onClose).not.toHaveBeenCalled();
  expect(within(dialog).getByRole('button', { name: 'Download' })).toBeEnabled();
});

describe('notes', () => {
  it('downloads the notes in the chosen format: the same dialog, asking for kind=notes, saved apart from the transcript', async () => {
    const onClose = jest.fn();
    const { server } = renderDialog(
      <NotesDownloadDialog media={testProjectMedia(1, { hasNotes: true })} onClose={onClose} />,
      {
        handlers: (s) =>
          s.on('GET', '/v1/media/download-product/1', () => new Response('%PDF-1.7')),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Download notes' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(9);
    await userEvent.click(within(dialog).getByRole('radio', { name: /^PDF/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const request = server.requests.find((r) => r.url.includes('/download-product/'))!;
    expect(new URL(request.url).search).toBe('?documentType=PDF&kind=notes');
    expect(saved).toEqual(['interview-1-notes.pdf']);
  });

  it('says the notes could not be downloaded, and why', async () => {
    const onClose = jest.fn();
    const { store } = renderDialog(
      <NotesDownloadDialog media={testProjectMedia(1, { hasNotes: true })} onClose={onClose} />,
      {
        handlers: (s) =>
          s.on('GET', '/v1/media/download-product/1', () =>
            json(404, { message: 'This media has no notes yet.' }),
          ),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Download notes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(selectNotifications(store.getState())).toMatchObject([
        {
          type: 'error',
          title: 'We had a problem downloading the notes',
          desc: 'This media has no notes yet.',
        },
      ]),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
