import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import { AdminProjectsPage } from './AdminProjectsPage.tsx';
import { pageOf, testProject } from '../../testing/test-project.ts';

const routes = [{ path: 'admin/projects', element: <AdminProjectsPage /> }];

const projectLists = (server: FakeServer) =>
  server.requests
    .filter((request) => new URL(request.url).pathname === '/v1/project')
    .map((request) => Object.fromEntries(new URL(request.url).searchParams));

const render = (projects = [testProject(1, { title: 'Board meetings', access: 'staff' })]) =>
  renderRoutes(routes, {
    path: '/admin/projects',
    signedInAs: testUser(Role.ADMIN),
    handlers: (server) => server.on('GET', '/v1/project', () => json(200, pageOf(projects))),
  });

it("lists every client's projects, asking for no way of reaching them", async () => {
  const { server } = render([
    testProject(1, { title: 'Board meetings', access: 'staff', ownerName: 'Cleo Client' }),
    testProject(2, { title: 'Interviews', access: 'staff', company: 'Acme' }),
  ]);
  expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Projects' });
  expect(within(table).getByRole('columnheader', { name: /Client/ })).toBeInTheDocument();
  expect(await within(table).findByRole('row', { name: /Board meetings/ })).toHaveTextContent(
    'Cleo Client',
  );
  expect(within(table).getByRole('row', { name: /Interviews/ })).toHaveTextContent('Acme');
  expect(projectLists(server)[0]).toEqual({ page: '1', page_size: '25' });
});

it('filters by client and company with the library filters', async () => {
  const { server } = render();
  await screen.findByRole('row', { name: /Board meetings/ });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Client' }), 'Cleo');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Company' }), 'Acme');
  await waitFor(() =>
    expect(projectLists(server).at(-1)).toMatchObject({ owner_name: 'Cleo', company: 'Acme' }),
  );
});

it('says so when no client has a project yet, without offering to create one', async () => {
  render([]);
  expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create project' })).not.toBeInTheDocument();
});
