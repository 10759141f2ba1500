import '@portal/ui/testing';
import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  notificationDismissed,
  runNotificationAction,
  selectNotifications,
  usePortalDispatch,
  usePortalSelector,
} from '@portal/contracts';
import {
  BULK_DOWNLOAD_POLL_MS,
  type BulkDownload,
} from '@portal/contracts/media/bulk-download-client';
import { json } from '@portal/contracts/testing/fake-server';
import { NotificationCenter } from '@portal/ui';
import { testProject } from '../../testing/test-project.ts';
import { renderDialog } from '../../testing/render-dialog.tsx';
import BulkDownloadDialog from './BulkDownloadDialog.tsx';

let saved: HTMLAnchorElement[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:zip');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this);
  });
});
afterEach(() => jest.restoreAllMocks());

it('downloads the transcripts of the project in the chosen format as transcripts.zip', async () => {
  const onClose = jest.fn();
  const { server } = renderDialog(
    <BulkDownloadDialog project={testProject(7)} onClose={onClose} />,
    {
      handlers: (s) =>
        s.on('GET', '/v1/project/download-product/7', () => new Response(new Blob(['PK']))),
    },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Download transcripts' });
  await userEvent.click(
    within(dialog).getByRole('radio', { name: 'Plain text .txt, without markers' }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const request = server.requests.find((r) => r.url.includes('download-product'));
  expect(new URL(request!.url).searchParams.get('documentType')).toBe('TXT_clean');
  expect(request!.headers.get('authorization')).toBe('Bearer token');
  expect(saved[0]).toHaveAttribute('download', 'transcripts.zip');
});

it('says what to try when the download of a format fails', async () => {
  const onClose = jest.fn();
  const { store } = renderDialog(
    <BulkDownloadDialog project={testProject(7)} onClose={onClose} />,
    {
      handlers: (s) =>
        s.on('GET', '/v1/project/download-product/7', () =>
          json(404, { message: 'This project has no transcripts to download yet.' }),
        ),
    },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Download transcripts' });
  await userEvent.click(within(dialog).getByRole('radio', { name: /PDF/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
  await waitFor(() =>
    expect(selectNotifications(store.getState())).toMatchObject([
      {
        type: 'error',
        title:
          'We had a problem downloading transcripts. For PDF, please try doc, docx or rtf instead.',
        desc: 'This project has no transcripts to download yet.',
      },
    ]),
  );
  expect(onClose).not.toHaveBeenCalled();
  expect(saved).toHaveLength(0);
});

describe('a zip too large to make at once', () => {
  const zip: BulkDownload = {
    id: 41,
    projectId: 7,
    documentType: 'DOCX',
    status: 'queued',
    done: 0,
    total: 3,
    error: null,
    expiresAt: 1_900_000_000,
  };

  /** The library with the dialog open, and the notification center as the shell shows it. */
  function Library() {
    const [open, setOpen] = useState(true);
    const notifications = usePortalSelector(selectNotifications);
    const dispatch = usePortalDispatch();
    return (
      <>
        {open && <BulkDownloadDialog project={testProject(7)} onClose={() => setOpen(false)} />}
        <NotificationCenter
          notifications={notifications}
          onDismiss={(id) => dispatch(notificationDismissed(id))}
          onAction={runNotificationAction}
        />
      </>
    );
  }

  /** Renders the library whose zip is made in the background, answering these in turn. */
  function startZip(...progress: Array<Partial<BulkDownload>>) {
    jest.useFakeTimers();
    const answers = progress.map((changes) => ({ ...zip, ...changes }));
    return renderDialog(<Library />, {
      handlers: (s) => {
        s.on('GET', '/v1/project/download-product/7', () => json(202, zip));
        s.on('GET', '/v1/bulk-download/41', () => json(200, answers.shift() ?? zip));
        s.on(
          'GET',
          '/v1/bulk-download/41/file',
          () =>
            new Response(new Blob(['PK']), {
              headers: { 'content-disposition': 'attachment; filename="transcripts.zip"' },
            }),
        );
      },
    });
  }

  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const nextPoll = () => act(() => jest.advanceTimersByTimeAsync(BULK_DOWNLOAD_POLL_MS));
  const notificationCenter = () => screen.getByRole('region', { name: 'Notifications' });
  afterEach(() => jest.useRealTimers());

  it('shows its progress in the notification center, then a button that saves it', async () => {
    const { server } = startZip({ status: 'running', done: 2 }, { status: 'ready', done: 3 });
    const dialog = await screen.findByRole('dialog', { name: 'Download transcripts' });
    await user().click(within(dialog).getByRole('button', { name: 'Download' }));

    // The dialog is gone; the notification stays with the portal.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(notificationCenter()).getByRole('status')).toHaveTextContent(
      'Preparing transcripts.zip: 0 of 3',
    );
    await nextPoll();
    expect(within(notificationCenter()).getByRole('status')).toHaveTextContent(
      'Preparing transcripts.zip: 2 of 3',
    );
    await nextPoll();
    const ready = within(notificationCenter()).getByRole('status');
    expect(ready).toHaveTextContent('transcripts.zip is ready');
    expect(saved).toHaveLength(0);

    await user().click(within(ready).getByRole('button', { name: 'Download transcripts.zip' }));
    await waitFor(() => expect(saved[0]).toHaveAttribute('download', 'transcripts.zip'));
    const file = server.requests.find((r) => r.url.endsWith('/v1/bulk-download/41/file'));
    expect(file?.headers.get('authorization')).toBe('Bearer token');
    await waitFor(() => expect(notificationCenter()).toBeEmptyDOMElement());
  });

  it("says why when it cannot be made, in the format's words", async () => {
    const { store } = startZip({
      status: 'failed',
      error: 'The transcripts could not be put in one zip file.',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Download transcripts' });
    await user().click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await nextPoll();
    expect(within(notificationCenter()).getByRole('alert')).toHaveTextContent(
      'We had a problem downloading transcripts. DOCX transcripts must be downloaded individually.',
    );
    expect(selectNotifications(store.getState())).toMatchObject([
      { type: 'error', desc: 'The transcripts could not be put in one zip file.' },
    ]);
    expect(saved).toHaveLength(0);
  });

  it('still offers the zip when ready after its progress was closed', async () => {
    startZip({ status: 'running', done: 1 }, { status: 'ready', done: 3 });
    const dialog = await screen.findByRole('dialog', { name: 'Download transcripts' });
    await user().click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const progress = within(notificationCenter()).getByRole('status');
    await user().click(within(progress).getByRole('button', { name: 'Dismiss' }));
    await nextPoll();
    expect(notificationCenter()).toBeEmptyDOMElement();
    await nextPoll();
    expect(
      within(notificationCenter()).getByRole('button', { name: 'Download transcripts.zip' }),
    ).toBeInTheDocument();
  });
});
