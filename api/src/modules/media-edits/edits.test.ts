import { eq } from 'drizzle-orm';
import { activeChoices } from '@portal/contracts/services/rules';
import { mediaEditTexts } from '@portal/contracts/media-edits/texts';
import { mediaReturnTexts } from '@portal/contracts/media-return/texts';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import { jobs, media, tasks } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { callsAs, jobOn, jobRow, jobCast, mediaRow, type JobCast } from '../job/test-fixtures.ts';
import { mediaOf } from '../project/test-fixtures.ts';
import { historyOf, splitMedia } from '../media-return/test-fixtures.ts';

/**
 * The media's editable details on the assign grid: editMediaDeadline, editService, clientNotes,
 * editBookingInfo, poorAudio and adminsChat through PUT /v1/media/{id}, and the mails of
 * sendDeadlineChangedNotification and sendCustomerEmail through PUT /v1/media/notify/{id}.
 */
const t = setupTestApp();
let cast: JobCast;
let service: TranscriptionService;

beforeAll(async () => {
  cast = await jobCast(t);
  const catalogue = (await t.app.inject({ url: '/v1/new-service/guest-services' })).json<
    TranscriptionService[]
  >();
  service = catalogue[0]!;
});

const { get, put } = callsAs(t);
const unixNow = () => Math.floor(t.clock.now().getTime() / 1000);
const HOUR = 3600;

const queuedMails = async () =>
  (await t.db.select({ payload: tasks.payload }).from(tasks).where(eq(tasks.kind, 'mail'))).map(
    (row) => row.payload as { to: string; subject: string; text: string },
  );

test('an admin moves the deadline; one in the past is refused naming the field', async () => {
  const { item } = await splitMedia(t, cast);
  const due = unixNow() + 48 * HOUR;
  const moved = await put(cast.restrictedAdmin, `/v1/media/${item.id}`, { deadline: due });
  expect(moved.statusCode).toBe(200);
  expect((await mediaRow(t.db, item.id))!.deadline).toEqual(new Date(due * 1000));

  const past = await put(cast.admin, `/v1/media/${item.id}`, { deadline: unixNow() - 60 });
  expect([past.statusCode, past.json()]).toEqual([
    422,
    [{ field: 'deadline', message: mediaEditTexts.deadlinePast }],
  ]);
  expect((await mediaRow(t.db, item.id))!.deadline).toEqual(new Date(due * 1000));
  expect(await historyOf(t, item.id)).toMatchObject([
    { action: 'editMediaDeadline', actorId: cast.restrictedAdmin.id },
  ]);
});

test('a deadline edit on a row changed since is refused (409), nothing changed', async () => {
  const { item } = await splitMedia(t, cast);
  const seen = (await mediaRow(t.db, item.id))!.updatedAt.getTime();
  t.clock.advance(1000);
  await put(cast.admin, `/v1/media/${item.id}`, { priority: 2 });
  const stale = await put(cast.admin, `/v1/media/${item.id}`, {
    deadline: unixNow() + HOUR,
    updated_at: seen,
  });
  expect([stale.statusCode, stale.json().message]).toEqual([409, mediaReturnTexts.changedSince]);
  expect((await mediaRow(t.db, item.id))!.deadline).toEqual(item.deadline);
});

test('the deadline notification mails each typist and proofreader once, and is recorded', async () => {
  const { item } = await splitMedia(t, cast, ['in-progress', 'in-progress']);
  await t.db
    .update(jobs)
    .set({ proofreaderId: cast.proofreader.id })
    .where(eq(jobs.mediaId, item.id));
  const before = (await queuedMails()).length;
  const sent = await put(cast.restrictedAdmin, `/v1/media/notify/${item.id}`, {
    kind: 'deadline_changed',
  });
  expect(sent.statusCode).toBe(200);
  const emails = [cast.typist.email, cast.otherTypist.email, cast.proofreader.email];
  expect(sent.json().mailedTo.sort()).toEqual([...emails].sort());
  const mails = (await queuedMails()).slice(before);
  expect(mails.map((mail) => mail.to).sort()).toEqual([...emails].sort());
  expect(mails[0]!.subject).toBe('The deadline has changed: Board meeting');
  expect(await historyOf(t, item.id)).toMatchObject([
    { action: 'sendDeadlineChangedNotification', after: { mailedTo: sent.json().mailedTo } },
  ]);
});

test('nobody to notify on a media nobody works on is a 409, nothing sent', async () => {
  const item = await mediaOf(t.db, cast.client.id);
  await jobOn(t, item);
  await t.db
    .update(media)
    .set({ deadline: new Date(t.clock.now().getTime() + 3_600_000) })
    .where(eq(media.id, item.id));
  const before = (await queuedMails()).length;
  const sent = await put(cast.admin, `/v1/media/notify/${item.id}`, { kind: 'deadline_changed' });
  expect([sent.statusCode, sent.json().message]).toEqual([409, mediaEditTexts.nobodyToNotify]);
  expect(await queuedMails()).toHaveLength(before);
});

test('an admin mails the client; < and > are refused naming the field', async () => {
  const { item } = await splitMedia(t, cast);
  const before = (await queuedMails()).length;
  const sent = await put(cast.admin, `/v1/media/notify/${item.id}`, {
    kind: 'customer_email',
    subject: 'About your recording',
    message: 'The second speaker is hard to hear.',
  });
  expect([sent.statusCode, sent.json()]).toEqual([200, { mailedTo: [cast.client.email] }]);
  const [mail] = (await queuedMails()).slice(before);
  expect(mail).toMatchObject({ to: cast.client.email, subject: 'About your recording' });
  expect(mail!.text).toContain('The second speaker is hard to hear.');

  const angle = await put(cast.admin, `/v1/media/notify/${item.id}`, {
    kind: 'customer_email',
    subject: 'Hi',
    message: 'a > b',
  });
  expect([angle.statusCode, angle.json()]).toEqual([
    422,
    [{ field: 'message', message: 'This symbol cannot be used here: >' }],
  ]);
  const radmin = await put(cast.restrictedAdmin, `/v1/media/notify/${item.id}`, {
    kind: 'customer_email',
    subject: 'Hi',
    message: 'Hello',
  });
  expect(radmin.statusCode).toBe(403);
  expect(await queuedMails()).toHaveLength(before + 1);
  expect((await historyOf(t, item.id)).map((row) => row.action)).toEqual(['sendCustomerEmail']);
});

test('editService checks the options against the service and keeps the price and comments', async () => {
  const { item } = await splitMedia(t, cast);
  const [turnaround] = activeChoices(service.turnaround).slice(-1)[0]!;
  const [speakers] = activeChoices(service.speakers).slice(-1)[0]!;
  await put(cast.admin, `/v1/media/${item.id}`, { client_comments: 'Two speakers.' });
  const changed = await put(cast.admin, `/v1/media/${item.id}`, {
    service_options: { id: service.id, turnaround, speakers },
  });
  expect(changed.statusCode).toBe(200);
  const row = (await mediaRow(t.db, item.id))!;
  expect(row.serviceOptions).toMatchObject({
    id: service.id,
    turnaround: Number(turnaround),
    speakers,
    clientComments: 'Two speakers.',
  });
  expect([row.price, row.fullPrice]).toEqual([item.price, item.fullPrice]);

  const unknown = await put(cast.admin, `/v1/media/${item.id}`, {
    service_options: { id: service.id, turnaround, speakers: 'crowd' },
  });
  expect(unknown.statusCode).toBe(422);
  expect(unknown.json()[0].field).toBe('service_options[speakers]');
  expect((await historyOf(t, item.id)).map((step) => step.action)).toEqual([
    'clientNotes',
    'editService',
  ]);
});

test('client notes and booking info are set and removed by admins, not restricted admins', async () => {
  const { item } = await splitMedia(t, cast);
  const noted = await put(cast.admin, `/v1/media/${item.id}`, {
    client_comments: 'Use UK spelling.',
  });
  expect(noted.statusCode).toBe(200);
  expect((await mediaRow(t.db, item.id))!.serviceOptions?.clientComments).toBe('Use UK spelling.');
  await put(cast.admin, `/v1/media/${item.id}`, { client_comments: '' });
  expect((await mediaRow(t.db, item.id))!.serviceOptions).not.toHaveProperty('clientComments');

  const booked = await put(cast.superAdmin, `/v1/media/${item.id}`, {
    extra_fields: {
      meeting_title: 'Budget',
      meeting_date: '2026-07-01',
      meeting_attendees: [{ attendee_name: 'Ann', job_title: 'Chair' }],
    },
  });
  expect(booked.statusCode).toBe(200);
  expect((await mediaRow(t.db, item.id))!.extraFields).toEqual({
    meetingTitle: 'Budget',
    meetingDate: '2026-07-01',
    meetingAttendees: [{ attendeeName: 'Ann', jobTitle: 'Chair' }],
  });
  const radmin = await put(cast.restrictedAdmin, `/v1/media/${item.id}`, {
    extra_fields: { meeting_title: 'Other' },
  });
  expect(radmin.statusCode).toBe(403);
  const details = await get(cast.restrictedAdmin, `/v1/media/details/${item.id}`);
  expect(details.json()).toMatchObject({
    id: item.id,
    extraFields: { meetingTitle: 'Budget' },
    poorAudioReason: null,
  });
  expect((await historyOf(t, item.id)).map((step) => step.action)).toEqual([
    'clientNotes',
    'clientNotes',
    'editBookingInfo',
  ]);
});

test('the owner still edits a media not yet ordered as before', async () => {
  const item = await mediaOf(t.db, cast.client.id, { status: 'uploaded' });
  const renamed = await put(cast.client, `/v1/media/${item.id}`, {
    extra_fields: { meeting_title: 'Kick-off' },
  });
  expect(renamed.statusCode).toBe(200);
  expect(await historyOf(t, item.id)).toEqual([]);
});

test('poor audio marks every job of the media with the reason, which its typists read', async () => {
  const { item, halves } = await splitMedia(t, cast, ['in-progress', 'done']);
  const marked = await put(cast.admin, `/v1/media/${item.id}`, {
    poor_audio_reason: 'Heavy wind noise',
  });
  expect(marked.statusCode).toBe(200);
  for (const half of halves)
    expect(await jobRow(t.db, half.id)).toMatchObject({
      audioQuality: 'poor',
      poorAudioReason: 'Heavy wind noise',
    });
  const empty = await put(cast.admin, `/v1/media/${item.id}`, { poor_audio_reason: ' ' });
  expect([empty.statusCode, empty.json()[0].field]).toEqual([422, 'poor_audio_reason']);
  const details = await get(cast.admin, `/v1/media/details/${item.id}`);
  expect(details.json().poorAudioReason).toBe('Heavy wind noise');
  expect(await historyOf(t, item.id)).toMatchObject([
    { action: 'poorAudio', after: { poorAudioReason: 'Heavy wind noise' } },
  ]);
});

test("the admins' chat keeps each message with its author, oldest first", async () => {
  const { item } = await splitMedia(t, cast);
  const { updatedAt } = (await mediaRow(t.db, item.id))!;
  await put(cast.restrictedAdmin, `/v1/media/${item.id}`, { admin_chat: 'Needs a grade 3.' });
  t.clock.advance(60_000);
  await put(cast.admin, `/v1/media/${item.id}`, { admin_chat: 'Assigned Tess.' });
  const long = await put(cast.admin, `/v1/media/${item.id}`, { admin_chat: 'x'.repeat(2001) });
  expect([long.statusCode, long.json()[0].field]).toEqual([422, 'admin_chat']);
  const chat = await get(cast.admin, `/v1/media/admin-chat/${item.id}`);
  expect(chat.json().result).toMatchObject([
    { message: 'Needs a grade 3.', authorId: cast.restrictedAdmin.id },
    { message: 'Assigned Tess.', authorId: cast.admin.id },
  ]);
  expect(chat.json().result[1].at - chat.json().result[0].at).toBe(60);
  expect((await mediaRow(t.db, item.id))!.updatedAt).toEqual(updatedAt);
});
