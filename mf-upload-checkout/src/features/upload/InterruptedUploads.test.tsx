import { webcrypto } from 'node:crypto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { UPLOAD_CHUNK_SIZE } from '@portal/contracts';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testCart } from '@portal/contracts/cart/test-cart';
import { testMedia } from '@portal/contracts/media/test-media';
import { AddFiles } from './AddFiles.tsx';
import { PutFailed, type PutBytes } from './transport.ts';
import { defaultSettings } from './upload-file.ts';
import { identify, memoryRecords, type Digest, type UploadRecord } from './upload-records.ts';
import { useCartUploads } from './useCartUploads.ts';
import { fakeNetwork } from './testing.ts';

const digest: Digest = async (bytes) => webcrypto.subtle.digest('SHA-256', bytes);

/** 25 MB: three parts, the first of them stored before the reload. */
const recording = new File(
  [new Uint8Array(2.5 * UPLOAD_CHUNK_SIZE).map((_, i) => i % 249)],
  'board-meeting.mp4',
  { lastModified: 1_700_000_000_000 },
);

async function interruptedRecord(): Promise<UploadRecord> {
  return {
    owner: 'visitor',
    mediaId: 9,
    partCount: 3,
    parts: [{ PartNumber: 1, ETag: '"kept-1"' }],
    title: 'board-meeting.mp4',
    file: await identify(recording, digest),
    startedAt: 0,
  };
}

function installApi(server: FakeServer) {
  server.on('GET', '/v1/cart', () => json(200, testCart([], { id: null, userId: null })));
  server.on('GET', '/v1/media/get-presigned-url-multipart', (request) =>
    json(200, {
      presignedUrl: `/store/9/${new URL(request.url).searchParams.get('part_number')}`,
    }),
  );
  server.on('PUT', '/v1/media/process/9', () => json(200, testMedia(9)));
  server.on('DELETE', '/v1/media/9', () => json(200, { isSuccess: true }));
}

async function renderFiles(put: PutBytes, connection = fakeNetwork().connection) {
  const records = memoryRecords([await interruptedRecord()]);
  const settings = { ...defaultSettings, connection, sleep: async () => undefined };
  function Files() {
    const files = useCartUploads({
      preferredCurrency: 'GBP',
      put,
      resumable: { records, digest, settings },
    });
    return <AddFiles files={files} formatsId="formats" />;
  }
  const view = renderRoutes([{ path: 'fileupload/addfiles', element: <Files /> }], {
    path: '/fileupload/addfiles',
    handlers: installApi,
  });
  return { ...view, records };
}

const requestsTo = (server: FakeServer, method: string, path: string) =>
  server.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

const user = () => userEvent.setup({ applyAccept: false });

describe('interrupted uploads', () => {
  it('are listed with how much is stored', async () => {
    await renderFiles(jest.fn());
    const list = await screen.findByRole('region', { name: 'Interrupted uploads' });
    expect(within(list).getByText('board-meeting.mp4')).toBeVisible();
    expect(within(list).getByText('40% uploaded')).toBeVisible();
    expect(
      within(list).getByText('Choose the same file again to upload only what is missing.'),
    ).toBeVisible();
  });

  it('refuses another file, saying which one to choose', async () => {
    const put = jest.fn<ReturnType<PutBytes>, Parameters<PutBytes>>();
    const { server } = await renderFiles(put);
    const other = new File([recording], 'board-meeting.mp4', { lastModified: 1 });
    await user().upload(await screen.findByLabelText('Continue board-meeting.mp4'), other);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is not the file you were uploading. Choose board-meeting.mp4 to continue its upload.',
    );
    expect(put).not.toHaveBeenCalled();
    expect(requestsTo(server, 'PUT', '/v1/media/process/9')).toHaveLength(0);
  });

  it('go on from the same file: only the missing parts are sent, then it is processed', async () => {
    const sent: string[] = [];
    const put: PutBytes = async (url, body, { onProgress }) => {
      sent.push(url);
      onProgress(body.size);
      return `"etag-${url.split('/').pop()}"`;
    };
    const { server, records } = await renderFiles(put);
    await user().upload(await screen.findByLabelText('Continue board-meeting.mp4'), recording);
    await waitFor(() => expect(requestsTo(server, 'PUT', '/v1/media/process/9')).toHaveLength(1));
    expect(sent).toEqual(['/store/9/2', '/store/9/3']);
    const process = requestsTo(server, 'PUT', '/v1/media/process/9')[0]!;
    const body = new URLSearchParams(await process.text());
    expect(body.get('parts[0][ETag]')).toBe('"kept-1"');
    expect(body.get('parts[2][ETag]')).toBe('"etag-3"');
    expect(screen.queryByRole('region', { name: 'Interrupted uploads' })).not.toBeInTheDocument();
    await waitFor(() => expect(records.all()).toEqual([]));
  });

  it('are removed on request: the media from the server, the record from the browser', async () => {
    const { server, records } = await renderFiles(jest.fn());
    await user().click(await screen.findByRole('button', { name: 'Remove board-meeting.mp4' }));
    await waitFor(() => expect(requestsTo(server, 'DELETE', '/v1/media/9')).toHaveLength(1));
    expect(records.all()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Interrupted uploads' })).not.toBeInTheDocument();
  });

  it('say "Waiting for connection…" while offline, and finish once back online', async () => {
    const net = fakeNetwork();
    let failNext = true;
    const put: PutBytes = async (url, body, { onProgress }) => {
      if (failNext) {
        failNext = false;
        net.down();
        throw new PutFailed(0);
      }
      onProgress(body.size);
      return `"etag-${url.split('/').pop()}"`;
    };
    const { server } = await renderFiles(put, net.connection);
    await user().upload(await screen.findByLabelText('Continue board-meeting.mp4'), recording);
    const rows = await screen.findByRole('list', { name: 'Uploads' });
    expect(await within(rows).findByText('Waiting for connection…')).toBeVisible();
    act(() => net.up());
    await waitFor(() => expect(requestsTo(server, 'PUT', '/v1/media/process/9')).toHaveLength(1));
    expect(within(rows).queryByText('Waiting for connection…')).not.toBeInTheDocument();
  });
});
