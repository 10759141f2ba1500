import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, featureFlagsFor } from '@portal/contracts';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import { LibraryPage } from './LibraryPage.tsx';
import { pageOf, testProject } from '../../testing/test-project.ts';

const routes = [{ path: 'library/:type', element: <LibraryPage /> }];
const client = testUser(Role.CLIENT);

const projectLists = (server: FakeServer) =>
  server.requests
    .filter((request) => new URL(request.url).pathname === '/v1/project')
    .map((request) => new URL(request.url).searchParams);

const render = (path: string, handlers?: (server: FakeServer) => void) =>
  renderRoutes(routes, {
    path,
    signedInAs: client,
    handlers: (server) => {
      server.on('GET', '/v1/project', () =>
        json(
          200,
          pageOf([
            testProject(1, { title: 'Board meetings', status: 'pending', company: 'Acme' }),
            testProject(2, { title: 'Interviews', access: 'read', ownerName: 'Olga Owner' }),
          ]),
        ),
      );
      handlers?.(server);
    },
  });

afterEach(() => jest.useRealTimers());

it("lists the tab's projects, 25 a page, with pending shown as Completed", async () => {
  const { server } = render('/library/my');
  const table = await screen.findByRole('table', { name: 'Projects' });
  const board = await within(table).findByRole('row', { name: /Board meetings/ });
  expect(within(board).getByText('Completed')).toBeInTheDocument();
  expect(within(board).getByText('P-1001')).toBeInTheDocument();
  expect(within(board).getByText('Acme')).toBeInTheDocument();
  expect(screen.getByText('Showing 1 - 2 out of 2 items')).toBeInTheDocument();
  expect(Object.fromEntries(projectLists(server)[0]!)).toEqual({
    page: '1',
    page_size: '25',
    'types_allowed[]': 'owner',
  });
  expect(screen.getByRole('link', { name: 'My projects' })).toHaveAttribute('aria-current', 'page');
});

it('shows each tab as a link to the projects reached that way', async () => {
  const { server, location } = render('/library/my');
  await screen.findByRole('row', { name: /Board meetings/ });
  await userEvent.click(screen.getByRole('link', { name: 'Upload only' }));
  expect(location().pathname).toBe('/library/upload-only');
  await waitFor(() =>
    expect(projectLists(server).map((query) => query.get('types_allowed[]'))).toContain('write'),
  );
});

it('sorts on a header click, cycling ascending, descending and none', async () => {
  const { server } = render('/library/my');
  await screen.findByRole('row', { name: /Board meetings/ });
  const header = screen.getByRole('columnheader', { name: 'Title' });
  await userEvent.click(within(header).getByRole('button'));
  expect(header).toHaveAttribute('aria-sort', 'ascending');
  await waitFor(() => expect(projectLists(server).at(-1)?.get('order')).toBe('asc'));
  expect(projectLists(server).at(-1)?.get('sort')).toBe('title');
  await userEvent.click(within(header).getByRole('button'));
  expect(header).toHaveAttribute('aria-sort', 'descending');
  await userEvent.click(within(header).getByRole('button'));
  expect(header).toHaveAttribute('aria-sort', 'none');
});

it('filters on what was typed once typing stops, and on a status at once', async () => {
  // The pause is the subject: on fake timers, no time passes but what waitFor lets pass.
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { server } = render('/library/my');
  await screen.findByRole('row', { name: /Board meetings/ });
  await user.type(screen.getByRole('searchbox', { name: 'Owner' }), 'olga');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'completed');
  expect(projectLists(server).at(-1)?.getAll('status[]')).toEqual([
    'completed',
    'pending',
    'special',
  ]);
  expect(projectLists(server).at(-1)?.get('owner_name')).toBeNull();
  await waitFor(() => expect(projectLists(server).at(-1)?.get('owner_name')).toBe('olga'));

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(screen.getByRole('searchbox', { name: 'Owner' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
});

it('offers only the actions the access to a project allows', async () => {
  render('/library/my');
  const menuOf = async (title: string) => {
    await userEvent.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
    const items = within(await screen.findByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await userEvent.keyboard('{Escape}');
    return items;
  };
  expect(await menuOf('Board meetings')).toEqual([
    'Project info',
    'Upload files',
    'Download transcripts',
    'Share',
    'Duplicate',
    'Transfer ownership',
    'Delete',
  ]);
  expect(await menuOf('Interviews')).toEqual(['Project info', 'Download transcripts']);
});

it('opens the dialog of the action chosen, loading it when first chosen', async () => {
  render('/library/my');
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Board meetings' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Transfer ownership' }));
  const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership' });
  expect(dialog).toHaveAccessibleDescription('Board meetings');
});

it('expands a project to its media', async () => {
  render('/library/my', (server) =>
    server.on('GET', '/v1/project/media/1', () => json(200, pageOf([]))),
  );
  await userEvent.click(
    await screen.findByRole('button', { name: 'Show the media of Board meetings' }),
  );
  expect(await screen.findByText('No media in this project yet')).toBeInTheDocument();
});

it('says what to do when a tab is empty, and offers a retry when the list fails', async () => {
  render('/library/my', (server) => server.on('GET', '/v1/project', () => json(200, pageOf([]))));
  expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
  expect(screen.getByText('Showing 0 - 0 out of 0 items')).toBeInTheDocument();
});

it('offers a client to create a project from the empty tab', async () => {
  render('/library/my', (server) => server.on('GET', '/v1/project', () => json(200, pageOf([]))));
  expect(await screen.findByText(/Create a project to keep related recordings/)).toBeVisible();
  expect(screen.getAllByRole('button', { name: 'Create project' })).toHaveLength(2);
});

it('shows an admin their own library, which lists only what they own, without creating', async () => {
  const { server, location } = renderRoutes(routes, {
    path: '/library/my',
    signedInAs: testUser(Role.ADMIN),
    handlers: (fake) => fake.on('GET', '/v1/project', () => json(200, pageOf([]))),
  });
  expect(await screen.findByText('Projects you own appear here.')).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  expect(location().pathname).toBe('/library/my');
  expect(projectLists(server)[0]?.get('types_allowed[]')).toBe('owner');
  expect(screen.queryByRole('button', { name: 'Create project' })).not.toBeInTheDocument();
});

it("shows the server's message and a retry when the projects do not load", async () => {
  render('/library/full-access', (server) =>
    server.on('GET', '/v1/project', () => json(500, { message: 'Something went wrong' })),
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We had a problem loading your projects. Something went wrong');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('links to the live note-taking library, where live note-taking is on', async () => {
  render('/library/my');
  expect(await screen.findByRole('link', { name: 'Live note-taking library' })).toHaveAttribute(
    'href',
    '/live-notetaking-library/my',
  );
  await screen.findByRole('row', { name: /Board meetings/ });
});

it('has no such link where live note-taking is off', async () => {
  renderRoutes(routes, {
    path: '/library/my',
    signedInAs: client,
    config: { featureFlags: featureFlagsFor('e2e', { liveNotetaking: false }) },
    handlers: (server) => server.on('GET', '/v1/project', () => json(200, pageOf([]))),
  });
  expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Live note-taking library' })).not.toBeInTheDocument();
});

it('sends an unknown tab to My projects', async () => {
  const { location } = render('/library/shared');
  await screen.findByRole('heading', { level: 1, name: 'Library' });
  expect(location().pathname).toBe('/library/my');
});
