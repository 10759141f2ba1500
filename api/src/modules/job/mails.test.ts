import { asc, eq } from 'drizzle-orm';
import { JOB_OFFER_MAIL_LIMIT } from '@portal/contracts/common/limits';
import { Role } from '@portal/contracts/policy/roles';
import { jobMailTexts } from '@portal/contracts/job/mail-texts';
import { staffContractsTexts } from '@portal/contracts/staff-contracts/texts';
import type { Job } from '@portal/contracts/job/schema';
import { shiftBookings, shifts, tasks } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { person } from '../project/test-fixtures.ts';
import { jobMail, letterOf, typistLinks } from './mails.ts';
import {
  callsAs,
  jobCast,
  jobOn,
  orderedMedia,
  section,
  signContracts,
  storeTranscript,
  trainTypist,
  type JobCast,
} from './test-fixtures.ts';
import type { JobViewRow } from './views.ts';

const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const { put } = callsAs(t);

/** The mails queued since the test began: their addressees and subjects. */
async function queuedMails() {
  const rows = await t.db
    .select({ payload: tasks.payload })
    .from(tasks)
    .where(eq(tasks.kind, 'mail'))
    .orderBy(asc(tasks.id));
  return rows.map((row) => row.payload as { to: string; subject: string; text: string });
}
const mailsAfter = async (call: () => Promise<unknown>) => {
  const before = (await queuedMails()).length;
  await call();
  return (await queuedMails()).slice(before);
};

const HOUR = 3600;
const unixNow = () => Math.floor(t.clock.now().getTime() / 1000);

test('the job mails name the recording, its service and range, the deadline and the link', () => {
  const row = {
    job: { start: 120, end: 300, deadline: new Date('2026-07-01T13:30:00Z') },
    media: { title: 'Board meeting' },
    service: { name: 'Intelligent Verbatim', shortName: 'IVB' },
  } as unknown as JobViewRow;
  const link = typistLinks('https://portal.test').assigned;
  const letter = letterOf(row, 'Tess', link);
  expect(letter).toEqual({
    firstname: 'Tess',
    title: 'Board meeting',
    service: 'Intelligent Verbatim',
    range: '2:00 to 5:00',
    // Summer: UK time is an hour ahead of UTC.
    deadline: '14:30 on Wed, Jul 1st (UK time)',
    link: 'https://portal.test/v3/typist/library/assigned',
  });
  const mail = jobMail('assigned', 'tess@example.test', letter);
  expect(mail.subject).toBe('A job is assigned to you: Board meeting');
  expect(mail.text).toContain(
    'The job on "Board meeting" (Intelligent Verbatim, 2:00 to 5:00 of the recording) is now yours. It is due by 14:30 on Wed, Jul 1st (UK time).',
  );
  expect(mail.text).toContain(link);
  const noDeadline = jobMail('offered', 'x@example.test', { ...letter, deadline: null });
  expect(noDeadline.text).not.toContain('due by');
  for (const kind of Object.keys(jobMailTexts) as (keyof typeof jobMailTexts)[])
    expect(jobMail(kind, 'x@example.test', letter).text).toMatch(/Transcription portal$/);
});

test('an assignment mails the typist; a refused one mails nobody', async () => {
  const item = await orderedMedia(t, cast.client.id);
  const job = await jobOn(t, item);
  const mails = await mailsAfter(() =>
    put(cast.admin, `/v1/job/assign/${job.id}`, { typist_id: cast.typist.id }),
  );
  expect(mails).toEqual([
    expect.objectContaining({
      to: cast.typist.email,
      subject: 'A job is assigned to you: Board meeting',
    }),
  ]);
  const refused = await mailsAfter(() =>
    put(cast.admin, `/v1/job/assign/${job.id}`, { typist_id: cast.otherTypist.id }),
  );
  expect(refused).toEqual([]);
});

test('an offer mails the typists it is open to, at most the limit, once', async () => {
  const item = await orderedMedia(t, cast.client.id);
  const job = await jobOn(t, item);
  const untrained = await person(t, 'Una', Role.TYPIST);
  const mails = await mailsAfter(() =>
    put(cast.admin, `/v1/job/assign/${job.id}`, { self_assign: true }),
  );
  const to = mails.map((mail) => mail.to);
  expect(to).toEqual(expect.arrayContaining([cast.typist.email, cast.otherTypist.email]));
  expect(to).not.toContain(untrained.email);
  expect(mails[0]?.subject).toBe('A job is offered to you: Board meeting');
  expect(mails[0]?.text).toContain('/v3/typist/library');
  // Offered again: nobody is mailed twice.
  expect(
    await mailsAfter(() => put(cast.admin, `/v1/job/assign/${job.id}`, { self_assign: true })),
  ).toEqual([]);

  const many = await Promise.all(
    Array.from({ length: JOB_OFFER_MAIL_LIMIT + 2 }, (_, index) =>
      person(t, `Many${index}`, Role.TYPIST),
    ),
  );
  for (const typist of many) await trainTypist(t.db, typist, ['IVB'], 1);
  const other = await jobOn(t, item, { start: 0, end: 30 });
  const bounded = await mailsAfter(() =>
    put(cast.admin, `/v1/job/assign/${other.id}`, { self_assign: true }),
  );
  expect(bounded).toHaveLength(JOB_OFFER_MAIL_LIMIT);
});

test('sent back, or its deadline changed by an admin, the typist is mailed', async () => {
  const item = await orderedMedia(t, cast.client.id);
  await storeTranscript(t, item.id, { sections: [section('a', 0)], speakers: [] });
  const job = await jobOn(t, item, {
    status: 'partial-done',
    typistId: cast.typist.id,
    proofreaderId: cast.proofreader.id,
    deadline: new Date((unixNow() + HOUR) * 1000),
  });
  const back = await mailsAfter(() => put(cast.proofreader, `/v1/job/${job.id}`, { send_back: 1 }));
  expect(back.map((mail) => [mail.to, mail.subject])).toEqual([
    [cast.typist.email, 'Your job was sent back: Board meeting'],
  ]);
  const byAdmin = await mailsAfter(() =>
    put(cast.admin, `/v1/job/${job.id}`, { deadline: unixNow() + 5 * HOUR }),
  );
  expect(byAdmin.map((mail) => [mail.to, mail.subject])).toEqual([
    [cast.typist.email, 'New deadline for your job: Board meeting'],
  ]);
  // The typist extending their own deadline is not told of it.
  expect(
    await mailsAfter(() =>
      put(cast.typist, `/v1/job/${job.id}`, { deadline: unixNow() + 6 * HOUR }),
    ),
  ).toEqual([]);
});

test('a job taken in a booked shift carries the shift', async () => {
  const at = t.clock.now();
  const [shift] = await t.db
    .insert(shifts)
    .values({
      startsAt: new Date(at.getTime() - 3_600_000),
      endsAt: new Date(at.getTime() + 3_600_000),
      capacity: 5,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await t.db
    .insert(shiftBookings)
    .values({ shiftId: shift!.id, userId: cast.typist.id, bookedAt: at });
  const item = await orderedMedia(t, cast.client.id);
  const job = await jobOn(t, item, { selfAssign: true });
  const taken = await put(cast.typist, `/v1/job/assign/${job.id}`);
  expect(taken.json<Job>().shiftId).toBe(shift!.id);
});

test('a typist or proofreader with contracts to sign is held off job work', async () => {
  const fresh = await person(t, 'Fresh', Role.TYPIST);
  const item = await orderedMedia(t, cast.client.id);
  const job = await jobOn(t, item, { status: 'assigned', typistId: fresh.id });
  const held = { message: staffContractsTexts.contractsRequired };
  for (const call of [
    () => t.app.inject({ url: '/v1/job', headers: fresh.headers }),
    () => put(fresh, `/v1/job/drop/${job.id}`),
    () => t.app.inject({ url: `/v1/media/job/${item.id}`, headers: fresh.headers }),
    () => put(fresh, `/v1/transcript/${item.id}`, { content: { sections: [section('a', 0)] } }),
  ]) {
    const response = await call();
    expect([response.statusCode, response.json()]).toEqual([403, held]);
  }
  await signContracts(t, fresh);
  expect((await put(fresh, `/v1/job/drop/${job.id}`)).statusCode).toBe(200);
});
