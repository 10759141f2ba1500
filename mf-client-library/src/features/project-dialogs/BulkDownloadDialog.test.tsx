import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { selectNotifications } from '@portal/contracts';
import { json } from '@portal/contracts/testing';
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
          json(422, [{ message: 'This project has no transcripts to download yet.' }]),
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
