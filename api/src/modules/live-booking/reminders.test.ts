import { and, asc, eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { jobs, liveSessions, media, tasks } from '../../db/schema.ts';
import { bearer, setupTestApp, startTestSession } from '../../test/helper.ts';
import { drainTasks } from '../../test/tasks.ts';
import { portalMoment } from '../job/format.ts';
import { trainTypist } from '../job/test-fixtures.ts';
import { person, type Person } from '../project/test-fixtures.ts';
import { reminderLinks, reminderMail } from './reminder-mails.ts';
import { REMINDER_SWEEP_MS, enqueueLiveReminders, sendLiveReminders } from './reminders.ts';
import {
  assignNoteTaker,
  booked,
  businessClient,
  hoursFromNow,
  liveService,
  moveSession,
  payOnAccount,
} from './test-fixtures.ts';

const t = setupTestApp();
let client: Person;
let typist: Person;
let admin: Person;
let serviceId: number;
// Each test books on days of its own, so the sessions of one never crowd another's.
let day = 2;

beforeAll(async () => {
  client = await businessClient(t, 'Clara');
  typist = await person(t, 'Tess', Role.TYPIST);
  admin = await person(t, 'Admin', Role.ADMIN);
  serviceId = await liveService(t);
});

/** A sweep is queued once a round: the clock moves on to the next. */
const nextRound = () => t.clock.advance(REMINDER_SWEEP_MS);

// Each test starts a round of its own, signed in again as the clock has moved on.
beforeEach(async () => {
  nextRound();
  for (const who of [client, admin]) who.headers = bearer(await startTestSession(t.app, who));
});

interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

async function queuedMails(): Promise<QueuedMail[]> {
  const rows = await t.db
    .select({ payload: tasks.payload })
    .from(tasks)
    .where(eq(tasks.kind, 'mail'))
    .orderBy(asc(tasks.id));
  return rows.map((row) => row.payload as QueuedMail);
}

/** The reminders queued about the meeting with this title. */
const remindersOf = async (title: string): Promise<QueuedMail[]> =>
  (await queuedMails()).filter(
    (mail) => mail.subject.startsWith('Reminder:') && mail.subject.includes(title),
  );

const sweepTasks = () => t.db.select().from(tasks).where(eq(tasks.kind, 'live-reminders'));

/** What each process's round does: queue the sweep when a session is due, then the worker. */
async function round(): Promise<void> {
  await enqueueLiveReminders(t.app.deps);
  await drainTasks(t.app);
}

/** Books a paid session with this title, on a day of its own; answers its media id. */
async function paidSession(title: string, fields: Record<string, unknown> = {}) {
  const [session] = await booked(t, client, serviceId, [
    { meeting_title: title, meeting_date: hoursFromNow(t, 24 * day++), ...fields },
  ]);
  const response = await payOnAccount(t, client);
  if (response.statusCode !== 200) throw new Error(`Not paid: ${response.body}`);
  return session?.id ?? 0;
}

const sessionRow = async (id: number) => {
  const [row] = await t.db.select().from(liveSessions).where(eq(liveSessions.mediaId, id));
  if (!row) throw new Error('No such session');
  return row;
};

test('the client and the note-taker are reminded once, within the hour before the start', async () => {
  const id = await paidSession('Board meeting', {
    meeting_link: 'https://meet.example/board?room=7&pin=1',
  });
  await assignNoteTaker(t, id, typist.id);

  await moveSession(t, id, 61 / 60);
  await round();
  expect(await remindersOf('Board meeting')).toEqual([]);
  expect(await sweepTasks()).toEqual([]);

  await moveSession(t, id, 59 / 60);
  await round();
  await round();
  await Promise.all([sendLiveReminders(t.app.deps), sendLiveReminders(t.app.deps)]);

  const start = portalMoment((await sessionRow(id)).startsAt);
  const links = reminderLinks(t.app.deps.portalUrl, id);
  const mails = await remindersOf('Board meeting');
  expect(mails.map((mail) => mail.to)).toEqual([client.email, typist.email]);
  const [toClient, toTypist] = mails;
  for (const mail of mails) {
    expect(mail.html).toBeUndefined();
    expect(mail.text).toContain(`"Board meeting" starts at ${start}`);
    expect(mail.text).toContain('https://meet.example/board?room=7&pin=1');
  }
  expect(toClient?.text).toContain(links.booking);
  expect(toTypist?.text).toContain(links.editor);
  expect(toClient?.text).not.toContain(links.editor);
  expect(await sweepTasks()).toHaveLength(1);
  expect((await sessionRow(id)).remindedAt).toEqual(t.clock.now());
});

/** As an admin assigns the note-taker on the live grid, through the job route. */
async function assignOnLiveGrid(mediaId: number) {
  await trainTypist(t.db, typist, ['LNT']);
  const assigned = await t.app.inject({
    method: 'PUT',
    url: `/v1/job/assign/${(await notesJob(mediaId)).id}`,
    headers: admin.headers,
    payload: { typist_id: typist.id },
  });
  expect(assigned.statusCode).toBe(200);
}

const notesJob = async (mediaId: number) => {
  const [job] = await t.db.select().from(jobs).where(eq(jobs.mediaId, mediaId));
  if (!job) throw new Error('No notes job');
  return job;
};

test('a note-taker assigned days ahead has the notes due after the meeting, as the reminders say', async () => {
  const id = await paidSession('Strategy day');
  await assignOnLiveGrid(id);

  const { startsAt, endsAt } = await sessionRow(id);
  const [item] = await t.db.select().from(media).where(eq(media.id, id));
  const job = await notesJob(id);
  const afterEnd = (seconds: number) => new Date(endsAt.getTime() + seconds * 1000);
  // The client is owed the notes the turnaround (a day) after the end; the note-taker's share
  // of it leaves the proofreader their quarter, as on every job.
  expect(item?.deadline).toEqual(afterEnd(86_400));
  expect(job?.deadline).toEqual(afterEnd(86_400 - 21_600));

  t.clock.advance(startsAt.getTime() - t.clock.now().getTime() - 30 * 60_000);
  await round();

  const [toClient, toTypist] = await remindersOf('Strategy day');
  expect(toClient?.text).toContain(`The notes are due by ${portalMoment(afterEnd(86_400))}.`);
  expect(toTypist?.text).toContain(`The notes are due by ${portalMoment(job.deadline!)}.`);
});

test("a paid session moved takes its note-taker's deadline along, and tells them", async () => {
  const id = await paidSession('Moved review');
  await assignOnLiveGrid(id);
  const before = await notesJob(id);

  const moved = await t.app.inject({
    method: 'PUT',
    url: `/v1/live-booking/${id}`,
    headers: client.headers,
    payload: { meeting_date: hoursFromNow(t, 24 * day++) },
  });

  expect(moved.statusCode).toBe(200);
  const { endsAt } = await sessionRow(id);
  const after = await notesJob(id);
  expect(after.deadline).toEqual(new Date(endsAt.getTime() + (86_400 - 21_600) * 1000));
  expect(after.deadline).not.toEqual(before.deadline);
  const told = (await queuedMails()).filter((mail) => mail.to === typist.email);
  expect(told.at(-1)).toMatchObject({ subject: 'New deadline for your job: Moved review' });
  expect(told.at(-1)?.text).toContain(`It is due by ${portalMoment(after.deadline!)}.`);
});

test('with no note-taker yet, the client alone is reminded', async () => {
  const id = await paidSession('Team sync');
  await moveSession(t, id, 0.5);

  await round();

  expect((await remindersOf('Team sync')).map((mail) => mail.to)).toEqual([client.email]);
});

test('sessions not paid for, cancelled, deleted or already started are never reminded', async () => {
  const cancelled = await paidSession('Cancelled call');
  const deleted = await paidSession('Deleted call');
  const started = await paidSession('Started call');
  const [unpaid] = await booked(t, client, serviceId, [
    { meeting_title: 'Unpaid call', meeting_date: hoursFromNow(t, 24 * day++) },
  ]);
  await t.db.update(media).set({ cancelled: true }).where(eq(media.id, cancelled));
  await t.db.update(media).set({ status: 'deleted' }).where(eq(media.id, deleted));
  for (const id of [cancelled, deleted, unpaid?.id ?? 0]) await moveSession(t, id, 0.5);
  await moveSession(t, started, -0.1);

  await round();

  for (const title of ['Cancelled call', 'Deleted call', 'Started call', 'Unpaid call'])
    expect(await remindersOf(title)).toEqual([]);
  await t.app.inject({ method: 'PUT', url: '/v1/cart/empty', headers: client.headers });
});

test('a session moved after its reminder is reminded again before its new start', async () => {
  const id = await paidSession('Budget review');
  await moveSession(t, id, 0.5);
  await round();
  const change = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/v1/live-booking/${id}`, headers: admin.headers, payload });

  expect((await change({ meeting_title: 'Budget review (final)' })).statusCode).toBe(200);
  expect((await sessionRow(id)).remindedAt).not.toBeNull();
  expect((await change({ meeting_date: hoursFromNow(t, 24 * day++) })).statusCode).toBe(200);
  expect((await sessionRow(id)).remindedAt).toBeNull();
  await round();
  expect(await remindersOf('Budget review')).toHaveLength(1);

  nextRound();
  await moveSession(t, id, 0.5);
  await round();

  const mails = await remindersOf('Budget review');
  expect(mails).toHaveLength(2);
  expect(mails[1]?.text).toContain(
    `"Budget review (final)" starts at ${portalMoment((await sessionRow(id)).startsAt)}`,
  );
});

test('with live note-taking off, nobody is reminded', async () => {
  const off = await t.build({ featureOverrides: { liveNotetaking: false } });
  const id = await paidSession('Quiet meeting');
  await moveSession(t, id, 0.5);

  await enqueueLiveReminders(off.deps);
  await sendLiveReminders(off.deps);

  expect(await remindersOf('Quiet meeting')).toEqual([]);
  expect((await sessionRow(id)).remindedAt).toBeNull();
  const queued = await t.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.kind, 'live-reminders'), eq(tasks.state, 'queued')));
  expect(queued).toEqual([]);
});

test("the mails are plain text with the meeting's title, UK start, link, notes' due time and the reader's link", () => {
  const letter = {
    firstname: 'Clara',
    title: 'Board meeting',
    start: portalMoment(new Date('2026-07-01T09:00:00Z')),
    meetingLink: 'https://meet.example/board',
    due: portalMoment(new Date('2026-07-02T10:00:00Z')),
    link: 'https://portal.test/v3/live-notetaking/7',
  };

  const toClient = reminderMail('client', 'clara@example.test', letter);
  const toTypist = reminderMail('noteTaker', 'tess@example.test', {
    ...letter,
    firstname: 'Tess',
    link: 'https://portal.test/v3/live-notetaking/editor?media=7',
  });

  expect(toClient).toEqual({
    to: 'clara@example.test',
    subject: 'Reminder: your live session "Board meeting" soon',
    text:
      'Hello Clara,\n\nYour meeting "Board meeting" starts at 10:00 on Wed, Jul 1st (UK time). ' +
      'Our note-taker will join it at:\n\nhttps://meet.example/board\n\n' +
      'The notes are due by 11:00 on Thu, Jul 2nd (UK time).\n\nYour booking:\n\n' +
      'https://portal.test/v3/live-notetaking/7\n\nTranscription portal',
  });
  expect(toTypist.subject).toBe('Reminder: you take the notes of "Board meeting" soon');
  expect(toTypist.text).toContain('Hello Tess,');
  expect(toTypist.text).toContain('https://portal.test/v3/live-notetaking/editor?media=7');
});
