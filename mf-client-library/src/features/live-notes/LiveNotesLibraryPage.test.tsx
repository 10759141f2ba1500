import '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import type { ProjectMediaView } from '@portal/contracts/project/schema';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import { seriousViolations } from '@portal/ui/testing/axe';
import routes from '../../routes.tsx';
import { testProjectMedia } from '../../testing/test-media.ts';
import { pageOf, testProject } from '../../testing/test-project.ts';
import { meetingStart, testLiveBooking } from '../../testing/test-live-booking.ts';

const session = (id: number, overrides: Partial<ProjectMediaView> = {}) =>
  testProjectMedia(id, {
    title: `Board meeting ${id}`,
    liveSession: {
      meetingDate: meetingStart,
      meetingEnd: meetingStart + 5400,
      meetingLink: 'https://meet.example/board',
    },
    ...overrides,
  });

function renderLibrary(path: string, media: ProjectMediaView[] = []) {
  return renderRoutes(routes, {
    path,
    signedInAs: testUser(Role.CLIENT),
    handlers: (server) => {
      server.on('GET', '/v1/project', () =>
        json(200, pageOf([testProject(7, { title: 'Board meetings', mediaCount: media.length })])),
      );
      server.on('GET', '/v1/project/media/7', () => json(200, { ...pageOf(media), pageSize: 50 }));
      server.on('GET', '/v1/live-booking/11', () => json(200, testLiveBooking(11)));
    },
  });
}

const queriesOf = (server: FakeServer, path: string) =>
  server.requests
    .filter((request) => new URL(request.url).pathname === path)
    .map((request) => new URL(request.url).searchParams);

const expandProject = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Show the media of Board meetings' }));

const actionsOf = async (title: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
  return screen.findByRole('menu');
};

it("opens on the client's own live-note projects, with the library's four tabs", async () => {
  const { server, location } = renderLibrary('/live-notetaking-library');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Live note-taking library' }),
  ).toBeVisible();
  expect(location().pathname).toBe('/live-notetaking-library/my');
  await screen.findByRole('row', { name: /Board meetings/ });
  expect(Object.fromEntries(queriesOf(server, '/v1/project')[0]!)).toEqual({
    page: '1',
    page_size: '25',
    live: 'true',
    'types_allowed[]': 'owner',
  });
  const tabs = within(screen.getByRole('navigation', { name: 'Live note-taking library' }));
  expect(tabs.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/live-notetaking-library/my',
    '/live-notetaking-library/transcript-only',
    '/live-notetaking-library/upload-only',
    '/live-notetaking-library/full-access',
  ]);
  expect(screen.getByRole('link', { name: 'Book live note-taking' })).toHaveAttribute(
    'href',
    '/live-notetaking/create-booking',
  );
  expect(await seriousViolations()).toEqual([]);
});

it('lists the upload-only tab as the API does: never invoiced projects', async () => {
  const { server } = renderLibrary('/live-notetaking-library/upload-only');
  await screen.findByRole('row', { name: /Board meetings/ });
  expect(queriesOf(server, '/v1/project')[0]?.getAll('types_allowed[]')).toEqual(['write']);
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(within(status).queryByRole('option', { name: 'Invoiced' })).not.toBeInTheDocument();
  expect(within(status).getByRole('option', { name: 'Completed' })).toBeInTheDocument();
});

it('sends an unknown tab to My projects', async () => {
  const { location } = renderLibrary('/live-notetaking-library/shared');
  await screen.findByRole('heading', { level: 1, name: 'Live note-taking library' });
  expect(location().pathname).toBe('/live-notetaking-library/my');
});

it("shows a project's sessions from their booking on, each with its meeting and booking", async () => {
  const { server } = renderLibrary('/live-notetaking-library/my', [
    session(11, { hasNotes: true }),
    testProjectMedia(12, { title: 'upload.mp3' }),
  ]);
  await expandProject();
  const table = await screen.findByRole('table', { name: 'Media of Board meetings' });
  const live = await within(table).findByRole('row', { name: /Board meeting 11/ });
  expect(live).toHaveTextContent('14:30 on Mon, Jul 1st');
  expect(
    within(live).getByRole('link', { name: /^Meeting link of Board meeting 11/ }),
  ).toHaveAttribute('href', 'https://meet.example/board');
  expect(
    within(live).getByRole('link', { name: 'View booking of Board meeting 11' }),
  ).toHaveAttribute('href', '/live-notetaking/11');
  const upload = within(table).getByRole('row', { name: /upload\.mp3/ });
  expect(within(upload).queryByRole('link')).not.toBeInTheDocument();
  expect(queriesOf(server, '/v1/project/media/7')[0]?.getAll('status[]')).toEqual([
    'uploaded',
    'ordered',
    'assigned',
    'done',
    'returned',
  ]);
  // The notes, once delivered, download as in the library.
  expect(
    within(await actionsOf('Board meeting 11')).getByRole('menuitem', { name: 'Download notes' }),
  ).toBeVisible();
  expect(await seriousViolations()).toEqual([]);
});

it("opens the edit live-note booking dialog from a session's actions, until it starts", async () => {
  const startedAt = Math.floor(Date.now() / 1000) - 60;
  renderLibrary('/live-notetaking-library/my', [
    session(11),
    session(13, {
      liveSession: {
        meetingDate: startedAt,
        meetingEnd: startedAt + 600,
        meetingLink: 'https://meet.example/x',
      },
    }),
  ]);
  await expandProject();
  const started = await actionsOf('Board meeting 13');
  expect(within(started).queryByRole('menuitem', { name: 'Edit booking' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await userEvent.click(
    within(await actionsOf('Board meeting 11')).getByRole('menuitem', { name: 'Edit booking' }),
  );
  // The dialog shows the booking once GET /v1/live-booking/{id} answers.
  expect(await screen.findByRole('textbox', { name: /Meeting title/ })).toHaveValue(
    'Board meeting',
  );
  expect(screen.getByRole('dialog', { name: 'Edit booking' })).toHaveAccessibleDescription(
    'Board meeting',
  );
});
