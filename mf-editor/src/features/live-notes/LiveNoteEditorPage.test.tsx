import '@portal/ui/testing';
import { EditorView } from '@codemirror/view';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, featureFlagsFor, type User } from '@portal/contracts';
import { defaultPedals } from '@portal/contracts/hotkeys/foot-pedal';
import { defaultHotkeys } from '@portal/contracts/hotkeys/rules';
import type { Transcript } from '@portal/contracts';
import type { Job } from '@portal/contracts/job/schema';
import { liveBookingTexts } from '@portal/contracts/live-booking/texts';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testJob } from '@portal/contracts/job/test-job';
import { testUser } from '@portal/contracts/user/test-user';
import { seriousViolations } from '@portal/ui/testing/axe';
import routes from '../../routes.tsx';

// jsdom has no IndexedDB: unsaved work is kept in memory, as in a private window.
jest.mock('../saving/local-copies.ts', () => {
  const actual: Record<string, unknown> = jest.requireActual('../saving/local-copies.ts');
  return { ...actual, indexedDbCopies: actual.memoryCopies };
});

// axe measures some text on a canvas, which jsdom lacks: without one it skips that measure.
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

/** 20 November 2026, 14:00 UTC: winter, so UK time is UTC. */
const start = Date.UTC(2026, 10, 20, 14, 0) / 1000;

const booking = (overrides: Partial<LiveBooking> = {}): LiveBooking => ({
  id: 101,
  clientId: 4,
  projectId: 5,
  status: 'assigned',
  serviceOptions: null,
  meetingTitle: 'Board meeting',
  meetingDate: start,
  meetingEnd: start + 5400,
  duration: 5400,
  meetingLink: 'https://meet.example/board',
  meetingAgenda: 'Budget\nHiring',
  meetingAttendees: [
    { attendeeName: 'Ann Lee', jobTitle: 'Chair' },
    { attendeeName: 'Bo Chen', jobTitle: '' },
  ],
  mediaDue: null,
  poNumber: null,
  currency: 'GBP',
  fullPrice: 9900,
  price: 9900,
  grossPrice: 11880,
  noteTakerId: 8,
  attendedAt: null,
  createdAt: start - 3 * 86_400,
  ...overrides,
});

/** The test typist's notes job on the session (media 101), in progress. */
const notesJob: Job = testJob(1, {
  type: 'notes',
  status: 'in-progress',
  mediaRangeEnd: 5400,
  media: {
    ...testJob(1).media,
    title: 'Board meeting',
    duration: 5400,
    serviceName: 'Live note-taking',
    meetingStart: start,
  },
});

const notes = (version: number): Transcript => ({
  id: 3,
  mediaId: 101,
  kind: 'notes',
  version,
  content: {
    sections: [{ id: 's1', speaker: '', start: 0, text: 'Budget agreed.' }],
    speakers: [],
  },
  wordscount: 2,
  updatedAt: start + 600,
});

/** Where a submit leaves the typist: mf-typist's page, stood in for here. */
const jobList = { path: 'typist/library/assigned', element: <h1>Assigned jobs</h1> };

interface Options {
  as?: User;
  handlers?: (server: FakeServer) => void;
}

/** The live note editor on media 101, for the note-taker unless told, with the meeting. */
function openEditor({ as = testUser(Role.TYPIST), handlers }: Options = {}) {
  const rendered = renderRoutes([...routes, jobList], {
    path: '/live-notetaking/editor?media=101',
    signedInAs: as,
    config: { featureFlags: featureFlagsFor('e2e') },
    handlers: (server) => {
      server.on('GET', '/v1/transcript/101', () => json(200, notes(2)));
      server.on('GET', '/v2/typist-settings', () =>
        json(200, { settingsPortal3: { windows: defaultHotkeys, footPedal: defaultPedals } }),
      );
      server.on('GET', '/v1/media/job/101', () => json(200, [notesJob]));
      server.on('GET', '/v1/live-booking/101', () => json(200, booking()));
      handlers?.(server);
    },
  });
  const calls = (method: string, path: string) =>
    rendered.server.requests.filter(
      (request) => request.method === method && new URL(request.url).pathname === path,
    );
  return { ...rendered, calls };
}

const meeting = () => screen.findByRole('complementary', { name: 'Meeting' });

it('opens the notes beside the meeting, without a player, accessibly', async () => {
  const { calls } = openEditor();
  const panel = await meeting();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Board meeting' }),
  ).toBeInTheDocument();
  expect(await screen.findByText('Budget agreed.')).toBeInTheDocument();

  // The panel is there while the booking loads, busy.
  expect(
    await within(panel).findByRole('heading', { level: 2, name: 'Board meeting' }),
  ).toBeVisible();
  expect(within(panel).getByText('Starts (UK time)').nextSibling).toHaveTextContent(
    '14:00 on Fri, Nov 20th',
  );
  expect(within(panel).getByText('Ends (UK time)').nextSibling).toHaveTextContent(
    '15:30 on Fri, Nov 20th',
  );
  expect(within(panel).getByText(/^Budget\s+Hiring$/)).toBeInTheDocument();
  const attendees = within(panel).getAllByRole('listitem');
  expect(attendees.map((item) => item.textContent)).toEqual(['Ann Lee, Chair', 'Bo Chen']);
  const link = within(panel).getByRole('link', { name: 'Open meeting (opens in a new tab)' });
  expect(link).toHaveAttribute('href', 'https://meet.example/board');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);

  // A live session has no recording: nothing to play, and nothing asked for one.
  expect(screen.getByText('00:00:00')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /play/i })).not.toBeInTheDocument();
  expect(
    calls('GET', '/v1/media/rendition/101').length + calls('GET', '/v1/media/waveform/101').length,
  ).toBe(0);
  expect(new URL(calls('GET', '/v1/transcript/101')[0]!.url).search).toBe('?kind=notes');
  expect(await seriousViolations()).toEqual([]);
});

const version = (number: number) => ({ version: number, wordscount: 4, updatedAt: start });

it('autosaves the notes as the editor does, and submits them to the job list', async () => {
  const { calls, location } = openEditor({
    handlers: (s) => {
      s.on('PATCH', '/v1/transcript/101', () => json(200, version(3)));
      s.on('PUT', '/v1/transcript/101', () => json(200, notes(4)));
    },
  });
  await screen.findByText('Budget agreed.');
  const view = EditorView.findFromDOM(screen.getByRole('textbox'))!;
  act(() => view.dispatch({ changes: { from: view.state.doc.length, insert: ' Hiring next.' } }));

  // The autosave sends the section that changed, on the version the notes were opened at.
  await waitFor(() => expect(calls('PATCH', '/v1/transcript/101')).toHaveLength(1));
  const saved = calls('PATCH', '/v1/transcript/101')[0]!;
  expect(new URL(saved.url).search).toBe('?kind=notes');
  const form = new URLSearchParams(await saved.clone().text());
  expect(form.get('version')).toBe('2');
  expect(form.get('sections')).toContain('Budget agreed. Hiring next.');
  expect(form.get('removed_section_ids')).toBe('[]');
  expect(await screen.findByText(/^Saved at \d\d:\d\d \(UK time\)$/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Submit your notes?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(location().pathname).toBe('/typist/library/assigned'));
  const submitted = calls('PUT', '/v1/transcript/101')[0]!;
  expect(new URL(submitted.url).search).toBe('?kind=notes');
  expect(new URLSearchParams(await submitted.text()).get('submit')).toBe('true');
});

it("saves the first notes as edits of version 0, sending the meeting's attendees as speakers", async () => {
  const { calls } = openEditor({
    handlers: (s) => {
      s.on('GET', '/v1/transcript/101', () =>
        json(200, {
          ...notes(0),
          id: 0,
          content: { sections: [], speakers: [] },
          wordscount: 0,
          updatedAt: 0,
        }),
      );
      s.on('GET', '/v1/transcript/starting-speakers/101', () =>
        json(200, { speakers: [{ id: 'ann', name: 'Ann Lee', jobTitle: 'Chair' }] }),
      );
      s.on('PATCH', '/v1/transcript/101', () => json(200, version(1)));
    },
  });
  await meeting();
  const view = EditorView.findFromDOM(await screen.findByRole('textbox'))!;
  // Nothing saved yet: no time of a save to show.
  expect(screen.getByText('No changes yet')).toBeInTheDocument();
  act(() => view.dispatch({ changes: { from: view.state.doc.length, insert: 'Budget agreed.' } }));

  await waitFor(() => expect(calls('PATCH', '/v1/transcript/101')).toHaveLength(1));
  const form = new URLSearchParams(await calls('PATCH', '/v1/transcript/101')[0]!.text());
  expect(form.get('version')).toBe('0');
  // The server holds no speakers yet: the ones the notes opened with go with the first save.
  expect(JSON.parse(form.get('speakers')!)).toEqual([
    { id: 'ann', name: 'Ann Lee', jobTitle: 'Chair' },
  ]);
});

it('marks the meeting attended, then says when', async () => {
  let attended: number | null = null;
  const { calls } = openEditor({
    handlers: (server) => {
      server.on('GET', '/v1/live-booking/101', () => json(200, booking({ attendedAt: attended })));
      server.on('PUT', '/v1/media/attend/101', () => {
        attended = start + 300;
        return json(200, { id: 101, attendedAt: attended, attendedBy: 8 });
      });
    },
  });
  const panel = await meeting();
  await userEvent.click(await within(panel).findByRole('button', { name: 'Mark attended' }));
  // The panel's status says it is loading first, while the booking is read.
  await waitFor(() =>
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Attended at 14:05 on Fri, Nov 20th (UK time)',
    ),
  );
  expect(within(panel).queryByRole('button', { name: 'Mark attended' })).not.toBeInTheDocument();
  expect(calls('PUT', '/v1/media/attend/101')).toHaveLength(1);
  // The booking is read again, and says the same.
  await waitFor(() => expect(calls('GET', '/v1/live-booking/101')).toHaveLength(2));
  expect(within(panel).getByRole('status')).toHaveTextContent('Attended at 14:05');
});

it("shows the server's refusal to mark a meeting not started yet, and lets them try again", async () => {
  openEditor({
    handlers: (server) =>
      server.on('PUT', '/v1/media/attend/101', () =>
        json(409, { error: liveBookingTexts.notStarted, message: liveBookingTexts.notStarted }),
      ),
  });
  const panel = await meeting();
  const button = await within(panel).findByRole('button', { name: 'Mark attended' });
  await userEvent.click(button);
  expect(await within(panel).findByRole('alert')).toHaveTextContent(
    'The meeting has not started yet.',
  );
  expect(button).toBeEnabled();
  expect(await seriousViolations()).toEqual([]);
});

it('says so when the notes are not the user’s job', async () => {
  const missing = { message: 'This media was not found.' };
  openEditor({
    as: testUser(Role.TYPIST, { id: 9 }),
    handlers: (server) => {
      server.on('GET', '/v1/transcript/101', () => json(404, missing));
      server.on('GET', '/v1/media/job/101', () => json(404, missing));
      server.on('GET', '/v1/live-booking/101', () => json(404, { message: 'Booking not found' }));
    },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('This media was not found.');
  expect(screen.getByRole('heading', { level: 1, name: 'Live note editor' })).toBeInTheDocument();
  expect(screen.queryByRole('complementary', { name: 'Meeting' })).not.toBeInTheDocument();
});

it('keeps the notes open when the meeting cannot be found, saying so without a retry', async () => {
  openEditor({
    as: testUser(Role.ADMIN),
    handlers: (server) =>
      server.on('GET', '/v1/live-booking/101', () => json(404, { message: 'Booking not found' })),
  });
  const panel = await meeting();
  expect(await within(panel).findByRole('alert')).toHaveTextContent('Booking not found');
  expect(within(panel).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(await screen.findByText('Budget agreed.')).toBeInTheDocument();
});

it('gives a proofreader the notes without the meeting, which the server keeps from them', async () => {
  const { calls } = openEditor({
    as: testUser(Role.PROOFREADER),
    handlers: (server) =>
      server.on('GET', '/v1/media/job/101', () =>
        json(200, [{ ...notesJob, status: 'partial-done', proofreaderId: 16 }]),
      ),
  });
  expect(await screen.findByText('Budget agreed.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
  expect(screen.queryByRole('complementary', { name: 'Meeting' })).not.toBeInTheDocument();
  expect(calls('GET', '/v1/live-booking/101')).toHaveLength(0);
});
