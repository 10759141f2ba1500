import { asc, count, eq } from 'drizzle-orm';
import { parseBuffer } from 'music-metadata';
import { audioQuality, inaudiblesInRange } from '@portal/contracts/media/audio-quality';
import { jobActionsFor, type JobAction } from '@portal/contracts/job/rules';
import { jobRateFor } from '@portal/contracts/user/grades';
import { maxTypistDeadline, mediaDeadline } from '@portal/contracts/job/deadlines';
import { mediaProgress } from '@portal/contracts/media/progress';
import {
  adHocCharges,
  jobs,
  media,
  orderMedia,
  orders,
  preBookings,
  projects,
  services,
  transcriptSnapshots,
  transcripts,
  users,
} from '../db/schema.ts';
import { bearer, setupTestApp, signIn, startTestSession } from '../test/helper.ts';
import { drainTasks } from '../test/tasks.ts';
import { DEMO_TITLE } from '../modules/media/demo.ts';
import { LOW_CONFIDENCE, timingsFit } from '@portal/contracts/transcript/word-timings';
import { orderedRecordings } from './demo-recordings.ts';
import { typistDemoDraft, voicedSteps } from './demo-drafts.ts';
import { DEMO_TYPIST_GRADE } from './demo-rows.ts';
import { DEMO_PROJECT_TITLE, seedDemoWork, type DemoWork } from './demo-work.ts';
import { seedDemoAccounts } from './seed.ts';
import { findTranscript, findTranscriptById } from '../modules/transcript-store/read.ts';

const t = setupTestApp();
let seeded: (DemoWork | null)[];

// Eight renditions and their peaks by ffmpeg: on two busy cores they outlast a test's 15 s.
beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
  // Two instances starting together: one seeds, the other finds the work there.
  seeded = await Promise.all([seedDemoWork(t.app.deps), seedDemoWork(t.app.deps)]);
  // The renditions are made in the background: done before the tests compare rows.
  await drainTasks(t.app);
}, 120_000);

const userByEmail = async (email: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No ${email}`);
  return row;
};
const allMedia = () => t.db.select().from(media).orderBy(asc(media.id));
const allJobs = () => t.db.select().from(jobs).orderBy(asc(jobs.id));
const jobsOf = async (mediaId: number) =>
  (await allJobs()).filter((job) => job.mediaId === mediaId);

test('two starts at once seed the work once, each recording with its rendition', async () => {
  expect(seeded.filter((work) => work !== null)).toEqual([{ recordings: 8, jobs: 10 }]);
  expect(await allMedia()).toHaveLength(8);
  expect(new Set((await allMedia()).map((row) => row.renditionState))).toEqual(new Set(['done']));
});

test('a later start seeds nothing again', async () => {
  const before = { media: await allMedia(), jobs: await allJobs() };
  expect(await seedDemoWork(t.app.deps)).toBeNull();
  expect({ media: await allMedia(), jobs: await allJobs() }).toEqual(before);
  expect((await t.db.select({ n: count() }).from(orders))[0]?.n).toBe(1);
});

test("the demo client's order is checkout's: priced lines, totals, project, deadlines", async () => {
  const client = await userByEmail('client@demo.test');
  const [order] = await t.db.select().from(orders);
  const [project] = await t.db.select().from(projects);
  expect(project).toMatchObject({ ownerId: client.id, title: DEMO_PROJECT_TITLE });
  const ordered = (await allMedia()).filter((row) => !row.demo);
  expect(ordered.map((row) => row.title)).toEqual(orderedRecordings.map((r) => r.title));
  const sum = (pick: (row: (typeof ordered)[number]) => number | null) =>
    ordered.reduce((total, row) => total + (pick(row) ?? 0), 0);
  expect(order).toMatchObject({
    userId: client.id,
    paymentType: 'pre_paid',
    currency: 'GBP',
    fullPrice: sum((row) => row.fullPrice),
    grossPrice: sum((row) => row.grossPrice),
  });
  expect(await t.db.select().from(orderMedia)).toHaveLength(ordered.length);
  for (const row of ordered) {
    expect(row).toMatchObject({ userId: client.id, projectId: project?.id, currency: 'GBP' });
    expect(row.grossPrice).toBeGreaterThan(row.price ?? 0);
    expect(row.billedDuration).toBe(Math.ceil((row.duration ?? 0) / 60) * 60);
    expect(row.deadline).toEqual(
      mediaDeadline(order?.createdAt ?? new Date(0), row.serviceOptions?.turnaround ?? 0),
    );
    expect(row.deadline?.getTime()).toBeGreaterThan(t.clock.now().getTime());
  }
});

test("every ordered media's status and sub-status are what its jobs make them", async () => {
  const subStatuses = [];
  for (const row of (await allMedia()).filter((item) => !item.demo)) {
    const progress = mediaProgress({ ...row, status: 'ordered' }, await jobsOf(row.id));
    expect({ status: row.status, subStatus: row.subStatus }).toEqual(progress);
    subStatuses.push(row.subStatus);
  }
  expect(new Set(subStatuses)).toEqual(
    new Set([
      'Self-assignable',
      'Unassigned',
      'Assigned',
      'Part-assigned',
      'Completed',
      'Ready for Return',
    ]),
  );
});

test('the jobs of each media cover it end to end; a split job points at its original', async () => {
  const rows = await allJobs();
  for (const item of await allMedia()) {
    const ranges = rows.filter((job) => job.mediaId === item.id);
    expect(ranges[0]).toMatchObject({ start: 0, parentId: null });
    expect(ranges.at(-1)?.end).toBe(item.duration);
    ranges.slice(1).forEach((job, index) => {
      expect(job.start).toBe(ranges[index]?.end);
      expect(job.parentId).toBe(ranges[0]?.id);
    });
  }
  expect(rows.filter((job) => job.parentId !== null)).toHaveLength(2);
});

describe('each demo role has work it can act on, by the job rules', () => {
  const actions = async (email: string) => {
    const user = await userByEmail(email);
    return (await allJobs()).map((job) => ({
      job,
      actions: jobActionsFor({ id: user.id, role: user.role }, job),
    }));
  };
  const withAction = (list: Awaited<ReturnType<typeof actions>>, action: JobAction) =>
    list.filter((entry) => entry.actions.includes(action)).map((entry) => entry.job.status);

  test('the typist: offers to take, jobs to finish, an issue to resolve', async () => {
    const list = await actions('typist@demo.test');
    expect(withAction(list, 'assignSelf')).toEqual(['available', 'available', 'available']);
    expect(withAction(list, 'finish').sort()).toEqual(['assigned', 'in-progress', 'in-progress']);
    expect(withAction(list, 'resolveIssue')).toEqual(['in-progress']);
  });

  test('the proofreader: a job to finish, and the one they finished', async () => {
    const proofreader = await userByEmail('proofreader@demo.test');
    const list = await actions('proofreader@demo.test');
    expect(withAction(list, 'finish')).toEqual(['partial-done']);
    expect(
      list.filter((entry) => entry.job.proofreaderId === proofreader.id).map((e) => e.job.status),
    ).toEqual(['partial-done', 'done']);
  });

  test("the proofreader: an admin's comment on the job to finish, their report on the one finished", async () => {
    const proofreader = await userByEmail('proofreader@demo.test');
    const theirs = (await allJobs()).filter((job) => job.proofreaderId === proofreader.id);
    expect(theirs.map((job) => [job.status, job.proofreaderComment, job.report])).toEqual([
      ['partial-done', expect.stringMatching(/directors' names/), null],
      ['done', null, expect.stringMatching(/^Well typed/)],
    ]);
  });

  test('the admin: jobs to assign and offer, and the open issue', async () => {
    const list = await actions('admin@demo.test');
    expect(withAction(list, 'assign')).toHaveLength(5);
    expect(withAction(list, 'resolveIssue')).toEqual(['in-progress']);
    expect(withAction(list, 'approveRate')).toEqual(['done']);
  });
});

test("the client's pre-bookings: the meetings received against one, interviews still booked", async () => {
  const client = await userByEmail('client@demo.test');
  const rows = await t.db.select().from(preBookings).orderBy(asc(preBookings.id));
  expect(rows.map((row) => [row.clientId, row.status])).toEqual([
    [client.id, 'received'],
    [client.id, 'booked'],
  ]);
  const received = (await allMedia()).filter((item) => item.preBookingId === rows[0]!.id);
  expect(received.map((item) => item.title).sort()).toEqual([
    'Product team stand-up.wav',
    'Quarterly budget meeting.wav',
  ]);
});

test("ad-hoc charges of both kinds: the typist's on one of their jobs, the client's on the project", async () => {
  const [typist, client] = await Promise.all([
    userByEmail('typist@demo.test'),
    userByEmail('client@demo.test'),
  ]);
  const [project] = await t.db
    .select()
    .from(projects)
    .where(eq(projects.title, DEMO_PROJECT_TITLE));
  const typistsJobs = (await allJobs()).filter((job) => job.typistId === typist.id);
  const rows = await t.db.select().from(adHocCharges).orderBy(asc(adHocCharges.id));
  expect(rows).toEqual([
    expect.objectContaining({ kind: 'typist', typistId: typist.id, jobId: typistsJobs[0]!.id }),
    expect.objectContaining({ kind: 'client', projectId: project!.id, currency: client.currency }),
  ]);
});

test("taken jobs carry the typist's rate, deadlines by the rules, and finished ones their audio quality", async () => {
  const typist = await userByEmail('typist@demo.test');
  expect(typist.grade).toBe(DEMO_TYPIST_GRADE);
  expect(typist.trainedIn.map((s) => s.shortName).sort()).toEqual(['3BD', 'INT', 'IVB']);
  expect(typist.xld).toBe(true);
  const catalogue = await t.db.select().from(services);
  for (const item of await allMedia()) {
    const service = catalogue.find((row) => row.id === item.serviceOptions?.id);
    const rate = jobRateFor(
      service ?? { typistGradeRates: {}, notesTypistRates: {} },
      'default',
      DEMO_TYPIST_GRADE,
    );
    const transcript = await findTranscript(t.db, item.id, 'default');
    for (const job of await jobsOf(item.id)) {
      if (job.status === 'available') {
        expect(job).toMatchObject({
          typistId: null,
          deadline: null,
          rate: job.selfAssign ? rate : 0,
        });
        continue;
      }
      expect(rate).toBeGreaterThan(0);
      expect(job).toMatchObject({ typistId: typist.id, rate, ratePercent: 100 });
      const turnaround = item.serviceOptions?.turnaround ?? 0;
      const latest = maxTypistDeadline(item.deadline ?? new Date(0), turnaround);
      // A day to type, or up to the latest moment the proofreader's time allows.
      expect(job.deadline?.getTime()).toBeLessThanOrEqual(latest.getTime());
      expect(job.deadline?.getTime()).toBeGreaterThan(t.clock.now().getTime());
      if (job.status !== 'partial-done' && job.status !== 'done') continue;
      const inaudibles = transcript ? inaudiblesInRange(transcript.content, job.start, job.end) : 0;
      expect(job).toMatchObject({
        inaudiblesAmount: inaudibles,
        audioQuality: audioQuality(job.end - job.start, inaudibles),
        proofreaderDeadline: item.deadline,
      });
      expect(job.finishedAt?.getTime()).toBeLessThan(t.clock.now().getTime());
    }
  }
  const qualities = (await allJobs()).map((job) => job.audioQuality).filter(Boolean);
  expect(qualities.sort()).toEqual(['clear', 'moderate']);
});

test('typed text lies in the ranges of jobs that were taken; one open issue', async () => {
  const ordered = new Set((await allMedia()).filter((row) => !row.demo).map((row) => row.id));
  const typed = (await t.db.select().from(transcripts)).filter(
    (row) => ordered.has(row.mediaId) && row.updatedBy !== null,
  );
  expect(typed).toHaveLength(4);
  for (const { id } of typed) {
    const transcript = (await findTranscriptById(t.db, id))!;
    const ranges = (await jobsOf(transcript.mediaId)).filter((job) => job.typistId !== null);
    for (const section of transcript.content.sections)
      expect(ranges.some((job) => section.start >= job.start && section.start < job.end)).toBe(
        true,
      );
  }
  const issues = (await allJobs()).filter((job) => job.hasIssue);
  expect(issues).toMatchObject([{ issueStatus: 'Open', status: 'in-progress' }]);
  expect(issues[0]?.issueReport).toMatch(/\S/);
});

test("the typist's assigned stand-up opens on a speech-to-text draft, its words inside the voices", async () => {
  const recording = orderedRecordings.find((one) => one.draft)!;
  const [item] = (await allMedia()).filter((row) => row.title === recording.title);
  expect(item).toMatchObject({ s2tState: 'done', s2tDraftVersion: 1 });
  expect(await jobsOf(item!.id)).toMatchObject([{ status: 'assigned' }]);
  const transcript = await findTranscript(t.db, item!.id, 'default');
  expect(transcript).toMatchObject({ version: 1, updatedBy: null });
  const sections = transcript!.content.sections.map((section) => ({
    ...section,
    words: section.words ?? [],
  }));
  const steps = voicedSteps(recording.pattern, recording.seconds);
  expect(sections).toHaveLength(steps.length);
  sections.forEach((section, index) => {
    const step = steps[index]!;
    expect(timingsFit(section.text, section.words)).toBe(true);
    for (const [start, end] of section.words) {
      expect(start).toBeGreaterThanOrEqual(step.start);
      expect(end).toBeLessThanOrEqual(step.end);
    }
  });
  const confidences = sections.flatMap((section) => section.words.map(([, , sure]) => sure));
  expect(confidences.some((sure) => sure < LOW_CONFIDENCE)).toBe(true);
  expect(confidences.filter((sure) => sure >= LOW_CONFIDENCE).length).toBeGreaterThan(
    confidences.length / 2,
  );
});

test("each finished job kept its typist's submit snapshot, to see and restore", async () => {
  const finished = (await allJobs()).filter((job) => job.finishedAt !== null);
  expect(finished.length).toBeGreaterThan(0);
  const kept = await t.db.select().from(transcriptSnapshots);
  expect(kept.map((row) => [row.jobId, row.reason]).sort()).toEqual(
    finished.map((job) => [job.id, 'job']).sort(),
  );
});

test("the typist demo: the shipped recording, the staff's own, one job and its starter transcript", async () => {
  const [demo, ...others] = (await allMedia()).filter((row) => row.demo);
  expect(others).toEqual([]);
  expect(demo).toMatchObject({
    title: DEMO_TITLE,
    projectId: null,
    userId: null,
    duration: 59,
  });
  expect(await jobsOf(demo?.id ?? 0)).toMatchObject([
    { status: 'available', selfAssign: false, start: 0, end: 59 },
  ]);
  // A speech-to-text draft to practise on, saved by no one: a draft, not typed text.
  expect(demo).toMatchObject({ s2tState: 'done', s2tDraftVersion: 1 });
  const transcript = await findTranscript(t.db, demo?.id ?? 0, 'default');
  expect(transcript).toMatchObject({ version: 1, updatedBy: null });
  expect(transcript?.content).toEqual(typistDemoDraft(59));
  const words = transcript!.content.sections.flatMap((section) => section.words ?? []);
  expect(words.length).toBeGreaterThan(100);
  expect(words.filter(([, , confidence]) => confidence < LOW_CONFIDENCE).length).toBeGreaterThan(0);
  expect(
    await t.db
      .select()
      .from(orderMedia)
      .where(eq(orderMedia.mediaId, demo?.id ?? 0)),
  ).toEqual([]);
});

test('each recording downloads, and its bytes play as long as its row says', async () => {
  const client = bearer(await signIn(t.app, 'client@demo.test'));
  // Admins have their second factor on before they reach media.
  await t.db.update(users).set({ mfaEnabled: true }).where(eq(users.email, 'admin@demo.test'));
  const admin = bearer(await startTestSession(t.app, await userByEmail('admin@demo.test')));
  for (const item of await allMedia()) {
    const headers = item.demo ? admin : client;
    const answer = await t.app.inject({ url: `/v1/media/download/${item.id}`, headers });
    expect(answer.statusCode).toBe(200);
    const file = await t.app.inject({ url: answer.json<{ presignedUrl: string }>().presignedUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(item.size);
    const { format } = await parseBuffer(file.rawPayload, { mimeType: item.mime });
    // Whole seconds in the row.
    expect(format.duration).toBeCloseTo(item.duration ?? 0, 0);
  }
});
