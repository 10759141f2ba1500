import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import type { ProjectAccess } from '@portal/contracts/project/access';
import type { ProjectView } from '@portal/contracts/project/schema';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testCart } from '@portal/contracts/cart/test-cart';
import { testMedia } from '@portal/contracts/media/test-media';
import { testProject } from '@portal/contracts/project/test-project';
import { testService } from '@portal/contracts/services/test-service';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';

const project = (access: ProjectAccess): ProjectView =>
  testProject(9, {
    shortId: 'P-0009',
    title: 'Board meetings',
    ownerId: 4,
    ownerName: 'Ada Lovelace',
    createdAt: 0,
    access,
  });

const otherRoutes = [
  { path: 'login', element: <p>Log in page</p> },
  { path: 'library/:type', element: <p>Library page</p> },
];

/** The page at `path`, signed in as a client unless `visitor`; `handlers` add the project's. */
function open(path: string, handlers: (server: FakeServer) => void, visitor = false) {
  return renderRoutes([...routes, ...otherRoutes], {
    path,
    signedInAs: visitor ? undefined : testUser(Role.CLIENT, { id: 4 }),
    handlers: (server) => {
      server.on('GET', '/v1/cart', () => json(200, testCart([], { id: null })));
      server.on('GET', '/v1/new-service/guest-services', () => json(200, [testService()]));
      handlers(server);
    },
  });
}

const projectCalls = (server: FakeServer) =>
  server.requests.filter((request) => new URL(request.url).pathname.startsWith('/v1/project'));

it('opens Upload to project over its page by URL; closing goes to the list showing it', async () => {
  const { location } = open('/fileupload/project/9', (server) =>
    server.on('GET', '/v1/project/9', () => json(200, project('write'))),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Upload to project' });
  expect(within(dialog).getByText('Board meetings by Ada Lovelace')).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(await screen.findByText('Library page')).toBeVisible();
  expect(location().pathname).toBe('/library/upload-only');
});

it("opens the Warning first when the cart holds another project's files", async () => {
  open('/fileupload/project/9', (server) => {
    server.on('GET', '/v1/project/9', () => json(200, project('owner')));
    server.on('GET', '/v1/cart', () => json(200, testCart([testMedia(1, { projectId: 3 })])));
  });
  const warning = await screen.findByRole('dialog', { name: 'Warning' });
  expect(within(warning).getByRole('button', { name: 'Upload into this project' })).toBeVisible();
});

it('asks a visitor to log in, coming back to the link, and asks the API nothing of the project', async () => {
  const { server, location } = open('/fileupload/project/9', () => undefined, true);
  expect(
    await screen.findByRole('heading', { name: 'Log in to upload to this project' }),
  ).toBeVisible();
  await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
  expect(await screen.findByText('Log in page')).toBeVisible();
  expect(location().search).toBe('?redirectTo=%2Fv3%2Ffileupload%2Fproject%2F9');
  expect(projectCalls(server)).toEqual([]);
});

it.each([
  [
    'a project the API does not show them',
    () => json(404, { message: 'This project was not found.' }),
  ],
  ['a project shared with them for reading only', () => json(200, project('read'))],
])('tells a client plainly they cannot upload to %s', async (_case, answer) => {
  open('/fileupload/project/9', (server) => server.on('GET', '/v1/project/9', answer));
  expect(
    await screen.findByRole('heading', { name: 'You cannot upload to this project' }),
  ).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your library' })).toHaveAttribute(
    'href',
    '/library/my',
  );
});

it('offers a retry when the project does not load', async () => {
  open('/fileupload/project/9', (server) =>
    server.on('GET', '/v1/project/9', () => json(500, { message: 'Something went wrong' })),
  );
  expect(await screen.findByText('We could not load this project.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
});

it.each(['abc', '0', '9.5'])('says Invalid URL for /fileupload/project/%s', async (id) => {
  const { server } = open(`/fileupload/project/${id}`, () => undefined);
  expect(await screen.findByRole('heading', { name: 'Invalid URL' })).toBeVisible();
  expect(projectCalls(server)).toEqual([]);
});
