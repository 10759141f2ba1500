import { Role } from '../policy/roles.ts';
import { testUser } from '../user/test-user.ts';
import { json, startFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { signedInTestStore } from '../testing/signed-in-store.ts';
import { dispositionFileName, downloadFile } from './download-client.ts';

const zip = () =>
  new Response(new Blob(['PK']), {
    status: 200,
    headers: { 'content-type': 'application/zip' },
  });

let server: FakeServer;
let saved: HTMLAnchorElement[];
beforeEach(() => {
  server = startFakeServer();
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:transcripts');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this);
  });
});
afterEach(() => {
  server.restore();
  jest.restoreAllMocks();
});

it('fetches the file with the bearer and saves it under the given name', async () => {
  server.on('GET', '/v1/project/download-product/7', (request) =>
    request.headers.get('authorization') === 'Bearer valid'
      ? zip()
      : json(401, { message: 'Invalid access token' }),
  );
  await signedInTestStore('valid').dispatch(
    downloadFile('/v1/project/download-product/7?documentType=DOCX', 'transcripts.zip'),
  );
  expect(saved).toHaveLength(1);
  expect(saved[0]).toHaveAttribute('download', 'transcripts.zip');
  expect(saved[0]).toHaveAttribute('href', 'blob:transcripts');
});

it('refreshes the tokens on a 401 through the base query and tries again', async () => {
  server.on('GET', '/v1/project/download-product/7', (request) =>
    request.headers.get('authorization') === 'Bearer new'
      ? zip()
      : json(401, { message: 'Invalid access token' }),
  );
  server.on('GET', '/v1/user/profile', (request) =>
    request.headers.get('authorization') === 'Bearer new'
      ? json(200, testUser(Role.CLIENT))
      : json(401, { message: 'expired' }),
  );
  server.on('POST', '/v1/oauth2/token', () =>
    json(200, { accessToken: 'new', refreshToken: 'r-new', tokenType: 'Bearer', expiresIn: 900 }),
  );
  await signedInTestStore('old').dispatch(
    downloadFile('/v1/project/download-product/7', 'transcripts.zip'),
  );
  expect(saved).toHaveLength(1);
});

it('renews an access token known to be over before fetching the file, so it is never refused', async () => {
  server.on('GET', '/v1/project/download-product/7', (request) =>
    request.headers.get('authorization') === 'Bearer new'
      ? zip()
      : json(401, { message: 'Invalid access token' }),
  );
  server.on('GET', '/v1/user/profile', () => json(200, testUser(Role.CLIENT)));
  server.on('POST', '/v1/oauth2/token', () =>
    json(200, { accessToken: 'new', refreshToken: 'r-new', tokenType: 'Bearer', expiresIn: 900 }),
  );
  await signedInTestStore('old', { expiresAt: Date.now() - 60_000 }).dispatch(
    downloadFile('/v1/project/download-product/7', 'transcripts.zip'),
  );
  expect(saved).toHaveLength(1);
  expect(server.requests.map((request) => new URL(request.url).pathname)).toEqual([
    '/v1/oauth2/token',
    '/v1/user/profile',
    '/v1/project/download-product/7',
  ]);
});

it("rejects with the catalogue's error of a failed download, saving nothing", async () => {
  server.on('GET', '/v1/project/download-product/7', () =>
    json(422, [{ message: 'No transcripts in this project yet' }]),
  );
  await expect(
    signedInTestStore('valid').dispatch(
      downloadFile('/v1/project/download-product/7', 'transcripts.zip'),
    ),
  ).rejects.toMatchObject({
    status: 422,
    items: [{ message: 'No transcripts in this project yet' }],
  });
  expect(saved).toHaveLength(0);
});

it("reads the server's file name from Content-Disposition", () => {
  expect(dispositionFileName('attachment; filename="Board meetings.zip"')).toBe(
    'Board meetings.zip',
  );
  expect(dispositionFileName("attachment; filename*=UTF-8''Caf%C3%A9.zip")).toBe('Café.zip');
  expect(dispositionFileName(null)).toBeUndefined();
});
