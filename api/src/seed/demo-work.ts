import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { media, services, users } from '../db/schema.ts';
import { recordOrder, totalsOf, type OrderLine } from '../modules/payment/order.ts';
import { insertProject } from '../modules/project/new-project.ts';
import { toService } from '../modules/services/service.ts';
import type { UserRow } from '../modules/user/service.ts';
import { ensureDemo } from '../modules/media/demo.ts';
import { seedPreBookings } from './demo-pre-bookings.ts';
import { seedAdHocCharges } from './demo-ad-hoc-charges.ts';
import { orderedRecordings, type DemoRecording } from './demo-recordings.ts';
import {
  DEMO_TYPIST_GRADE,
  insertRecording,
  shapeWork,
  type Cast,
  type DemoWorkDeps,
  type Seeding,
  type Timeline,
} from './demo-rows.ts';

export const DEMO_PROJECT_TITLE = 'Demo recordings';
const MINUTE = 60_000;

/** Ordered three hours ago: deadlines ahead, work already done behind. */
function timeline(now: Date): Timeline {
  const ordered = new Date(now.getTime() - 180 * MINUTE);
  return {
    uploaded: new Date(ordered.getTime() - 15 * MINUTE),
    ordered,
    assigned: new Date(ordered.getTime() + 30 * MINUTE),
    finished: new Date(ordered.getTime() + 120 * MINUTE),
  };
}

const castEmails = ['client', 'typist', 'proofreader', 'admin'].map((name) => `${name}@demo.test`);

/** The demo accounts and the active services the work needs; undefined when one is missing. */
export async function findCast(tx: Db): Promise<Cast | undefined> {
  const people = await tx.select().from(users).where(inArray(users.email, castEmails));
  const [client, typist, proofreader, admin] = castEmails.map((email) =>
    people.find((row) => row.email === email),
  );
  const shortNames = [...new Set(orderedRecordings.map((recording) => recording.service))];
  const rows = await tx.select().from(services).where(inArray(services.shortName, shortNames));
  const active = rows.filter((row) => row.status === 'active');
  if (!client || !typist || !proofreader || !admin || active.length !== shortNames.length)
    return undefined;
  const byShortName = active.map(
    (row) => [row.shortName, { service: toService(row), rates: row }] as const,
  );
  return { client, typist, proofreader, admin, services: new Map(byShortName) };
}

/**
 * The demo client's order of the recordings, in a new project of theirs with this title, as
 * checkout writes it, then the work on each as the recording describes it, taken by the typist
 * `typistOf` its place names (the demo typist unless told). Answers how many jobs.
 */
export async function orderRecordings(
  seeding: Seeding,
  title: string,
  recordings: readonly DemoRecording[],
  typistOf: (index: number) => UserRow = () => seeding.cast.typist,
): Promise<number> {
  const { tx, cast, times } = seeding;
  const project = await insertProject(tx, { ownerId: cast.client.id, title }, times.uploaded);
  const lines: OrderLine[] = [];
  for (const recording of recordings) {
    const owner = { userId: cast.client.id, projectId: project.id };
    const row = await insertRecording(seeding, recording, owner);
    // Priced by the engine, without a discount code: what checkout would charge.
    const { fullPrice, price, grossPrice } = row;
    lines.push({ row, fullPrice: fullPrice ?? 0, price: price ?? 0, grossPrice: grossPrice ?? 0 });
  }
  await recordOrder(tx, {
    clientId: cast.client.id,
    placedBy: null,
    paymentType: 'pre_paid',
    paymentId: null,
    lines,
    totals: totalsOf(lines, 'GBP', null, false),
    projectId: project.id,
    at: times.ordered,
  });
  let jobCount = 0;
  for (const [index, recording] of recordings.entries()) {
    // As the order left it: ordered, with its deadline.
    const [item] = await tx
      .select()
      .from(media)
      .where(eq(media.id, lines[index]?.row.id ?? 0));
    if (!item) throw new Error('The ordered demo media is gone');
    const typist = typistOf(index);
    jobCount += await shapeWork({ ...seeding, cast: { ...cast, typist } }, recording, item, typist);
  }
  return jobCount;
}

export interface DemoWork {
  /** Media ordered by the demo client, and the typist demo recording. */
  recordings: number;
  jobs: number;
}

// Instances starting together seed once: the others wait on this lock, then find the media.
const DEMO_WORK_LOCK = 7_246_003;

/**
 * Work for the demo staff (docs/demo-data.md): the demo client's order of short generated recordings, its
 * jobs at every stage for the demo typist and proofreader, and the typist demo (the spoken
 * recording shipped with the API). Only
 * into a database without any media, with the demo accounts and the services it uses: once.
 * Answers what was created, or null when nothing was.
 */
export async function seedDemoWork(deps: DemoWorkDeps): Promise<DemoWork | null> {
  const written: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_WORK_LOCK})`);
      const [existing] = await tx.select({ media: count() }).from(media);
      if ((existing?.media ?? 0) > 0) return null;
      const cast = await findCast(tx);
      if (!cast) return null;
      const seeding: Seeding = { deps, tx, written, cast, times: timeline(deps.now()) };
      // The demo typist can take every demo job, at the grade their rates are for, and is
      // cleared for extra-long recordings, so the picker's XLD filter finds someone.
      await tx
        .update(users)
        .set({
          grade: DEMO_TYPIST_GRADE,
          trainedIn: [...cast.services.keys()].map((shortName) => ({ shortName })),
          xld: true,
          updatedAt: seeding.times.uploaded,
        })
        .where(eq(users.id, cast.typist.id));
      const jobCount = await orderRecordings(seeding, DEMO_PROJECT_TITLE, orderedRecordings);
      await seedPreBookings(seeding);
      await seedAdHocCharges(seeding, DEMO_PROJECT_TITLE);
      // The typist demo, as GET /v1/media/demo/init makes it: one job.
      await ensureDemo(deps, tx, written);
      return { recordings: orderedRecordings.length + 1, jobs: jobCount + 1 };
    });
  } catch (error) {
    // Bytes of a seed that did not happen are not kept.
    await Promise.all(written.map((key) => deps.storage.delete(key)));
    throw error;
  }
}
