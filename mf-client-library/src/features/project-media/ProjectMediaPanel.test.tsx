import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, featureFlagsFor, selectNotifications } from '@portal/contracts';
import type { ProjectAccess } from '@portal/contracts/project/access';
import type { ProjectMediaView } from '@portal/contracts/project/schema';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import { ProjectMediaPanel } from './ProjectMediaPanel.tsx';
import { testProjectMedia } from '../../testing/test-media.ts';
import { pageOf, testProject } from '../../testing/test-project.ts';

const project = (access: ProjectAccess) =>
  testProject(7, { title: 'Board meetings', mediaCount: 2, access });

const page = (result: ProjectMediaView[]) => ({ ...pageOf(result), pageSize: 50 });

function renderPanel(
  access: ProjectAccess = 'owner',
  options: {
    media?: ProjectMediaView[];
    hardDelete?: boolean;
    handlers?: (s: FakeServer) => void;
  } = {},
) {
  let media = options.media ?? [
    testProjectMedia(1),
    testProjectMedia(2, { status: 'assigned', hasTranscript: false }),
  ];
  return renderRoutes([{ path: '*', element: <ProjectMediaPanel project={project(access)} /> }], {
    path: '/library/my',
    signedInAs: testUser(Role.CLIENT),
    config: { featureFlags: featureFlagsFor('e2e', { hardDelete: options.hardDelete ?? false }) },
    handlers: (server) => {
      server.on('GET', '/v1/project/media/7', () => json(200, page(media)));
      server.on('DELETE', '/v1/media/1', () => {
        media = media.filter((m) => m.id !== 1);
        return json(200, { isSuccess: true });
      });
      options.handlers?.(server);
    },
  });
}

const openActions = async (title: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
  return screen.findByRole('menu');
};

const actionNames = async (title: string) =>
  within(await openActions(title))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

it("lists the project's media: title, duration, service, status and created", async () => {
  const { server } = renderPanel();
  await screen.findByText('interview-1.mp3');
  const table = screen.getByRole('table', { name: 'Media of Board meetings' });
  const rows = within(table).getAllByRole('row');
  expect(within(rows[1]!).getByText('interview-1.mp3')).toBeVisible();
  expect(within(rows[1]!).getByText('1:02:05')).toBeVisible();
  expect(within(rows[1]!).getByText('Intelligent Verbatim')).toBeVisible();
  expect(within(rows[1]!).getByText('Complete')).toBeVisible();
  expect(within(rows[2]!).getByText('In progress')).toBeVisible();
  expect(within(rows[1]!).getByText(/^20\.11\.26, \d\d:05 [ap]m$/)).toBeVisible();
  const request = server.requests.find((r) => r.url.includes('/v1/project/media/7'))!;
  expect(new URL(request.url).searchParams.get('page')).toBe('1');
});

it('offers the owner every action but the hard delete, which the flag keeps off here', async () => {
  renderPanel('owner');
  expect(await actionNames('interview-1.mp3')).toEqual([
    'Media info',
    'Download transcript',
    'Download media',
    'Cost breakdown',
    'Delete',
  ]);
});

it('keeps the hard delete to the owner: full access may delete only', async () => {
  renderPanel('full', { hardDelete: true });
  const names = await actionNames('interview-1.mp3');
  expect(names).toContain('Delete');
  expect(names).not.toContain('Remove transcript and media data');
});

it('offers the transcript download once the transcript is returned', async () => {
  renderPanel('full', {
    media: [
      testProjectMedia(1, { status: 'done', hasTranscript: true }),
      testProjectMedia(2, { status: 'returned', hasTranscript: false }),
    ],
  });
  expect(await actionNames('interview-1.mp3')).not.toContain('Download transcript');
  await userEvent.keyboard('{Escape}');
  expect(await actionNames('interview-2.mp3')).not.toContain('Download transcript');
});

it('offers the notes download only for media with notes, to those who read the project', async () => {
  const media = [
    testProjectMedia(1, { hasNotes: true }),
    testProjectMedia(2, { hasNotes: false }),
    testProjectMedia(3, { status: 'done', hasNotes: true }),
  ];
  renderPanel('read', { media });
  expect(await actionNames('interview-1.mp3')).toEqual([
    'Media info',
    'Download transcript',
    'Download notes',
    'Download media',
    'Cost breakdown',
  ]);
  for (const title of ['interview-2.mp3', 'interview-3.mp3']) {
    await userEvent.keyboard('{Escape}');
    expect(await actionNames(title)).not.toContain('Download notes');
  }
});

it('keeps the notes from upload-only (write) users', async () => {
  renderPanel('write', { media: [testProjectMedia(1, { hasNotes: true })] });
  expect(await actionNames('interview-1.mp3')).toEqual(['Media info']);
});

it('opens the download dialog in its notes mode', async () => {
  renderPanel('owner', { media: [testProjectMedia(1, { hasNotes: true })] });
  await userEvent.click(
    within(await openActions('interview-1.mp3')).getByRole('menuitem', {
      name: 'Download notes',
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Download notes' });
  expect(within(dialog).getByText('interview-1.mp3')).toBeVisible();
});

it('lets transcript-only (read) users download but not delete', async () => {
  renderPanel('read');
  expect(await actionNames('interview-1.mp3')).toEqual([
    'Media info',
    'Download transcript',
    'Download media',
    'Cost breakdown',
  ]);
});

it('shows upload-only (write) users the media info only', async () => {
  renderPanel('write');
  expect(await actionNames('interview-1.mp3')).toEqual(['Media info']);
});

it('keeps a client from deleting a media while it is worked on, as the server would', async () => {
  const media = [
    testProjectMedia(1, { status: 'assigned' }),
    testProjectMedia(2, { status: 'done' }),
    testProjectMedia(3, { status: 'ordered' }),
  ];
  renderPanel('owner', { media, hardDelete: true });
  const removals = async (title: string) => {
    const menu = await openActions(title);
    const states = ['Delete', 'Remove transcript and media data'].map((name) =>
      within(menu).getByRole('menuitem', { name }).getAttribute('aria-disabled'),
    );
    await userEvent.keyboard('{Escape}');
    return states;
  };
  expect(await removals('interview-1.mp3')).toEqual(['true', 'true']);
  expect(await removals('interview-2.mp3')).toEqual(['true', 'true']);
  // Ordered, no typist on it yet.
  expect(await removals('interview-3.mp3')).toEqual([null, null]);
});

it('leaves staff their own rules: admins may delete a media being worked on', async () => {
  renderPanel('staff', { media: [testProjectMedia(1, { status: 'assigned' })] });
  const menu = await openActions('interview-1.mp3');
  expect(within(menu).getByRole('menuitem', { name: 'Delete' })).not.toHaveAttribute(
    'aria-disabled',
  );
});

it('deletes a media after confirmation and lists the rest', async () => {
  const { server, store } = renderPanel('owner');
  await userEvent.click(
    within(await openActions('interview-1.mp3')).getByRole('menuitem', { name: 'Delete' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Delete media' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(server.requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/v1/media/1'))).toBe(
    true,
  );
  await waitFor(() => expect(screen.queryByText('interview-1.mp3')).not.toBeInTheDocument());
  expect(screen.getByText('interview-2.mp3')).toBeVisible();
  expect(selectNotifications(store.getState())).toMatchObject([
    { type: 'success', title: 'The media has been deleted' },
  ]);
});

it('hard deletes when the flag is on, with the spec text', async () => {
  const { server, store } = renderPanel('owner', {
    hardDelete: true,
    handlers: (s) =>
      s.on('DELETE', '/v1/media/remove-sensitive/1', () => new Response(null, { status: 204 })),
  });
  const menu = await openActions('interview-1.mp3');
  await userEvent.click(
    within(menu).getByRole('menuitem', { name: 'Remove transcript and media data' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Remove transcript and media data' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove data' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(
    server.requests.some(
      (r) => r.method === 'DELETE' && r.url.endsWith('/v1/media/remove-sensitive/1'),
    ),
  ).toBe(true);
  expect(selectNotifications(store.getState())).toMatchObject([
    { type: 'success', title: 'Transcript and media data has been removed from our servers' },
  ]);
});

it('says so when the project has no media', async () => {
  renderPanel('owner', { media: [] });
  expect(
    await screen.findByRole('heading', { name: 'No media in this project yet' }),
  ).toBeVisible();
});

it("shows the server's message when the media cannot be loaded, and retries", async () => {
  let fail = true;
  renderPanel('owner', {
    handlers: (s) =>
      s.on('GET', '/v1/project/media/7', () =>
        fail
          ? json(404, { message: 'This project was not found.' })
          : json(200, page([testProjectMedia(1)])),
      ),
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'We had a problem loading the media. This project was not found.',
  );
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('interview-1.mp3')).toBeVisible();
});

describe('media download', () => {
  const opened: { href: string; download: string }[] = [];
  beforeEach(() => {
    opened.length = 0;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      opened.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const downloadMedia = async () =>
    userEvent.click(
      within(await openActions('interview-1.mp3')).getByRole('menuitem', {
        name: 'Download media',
      }),
    );

  it('asks for a signed URL and opens it', async () => {
    const presignedUrl = 'http://localhost/v1/storage/media/1?signature=abc';
    renderPanel('read', {
      handlers: (s) => s.on('GET', '/v1/media/download/1', () => json(200, { presignedUrl })),
    });
    await downloadMedia();
    await waitFor(() =>
      expect(opened).toEqual([{ href: presignedUrl, download: 'interview-1.mp3' }]),
    );
  });

  it("says why when there is nothing to download: the server's message", async () => {
    const { store } = renderPanel('read', {
      handlers: (s) =>
        s.on('GET', '/v1/media/download/1', () =>
          json(404, { message: 'The media data has been removed' }),
        ),
    });
    await downloadMedia();
    await waitFor(() =>
      expect(selectNotifications(store.getState())).toMatchObject([
        {
          type: 'error',
          title: 'We had a problem downloading the media',
          desc: 'The media data has been removed',
        },
      ]),
    );
    expect(opened).toEqual([]);
  });
});
