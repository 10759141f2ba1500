import { asc, eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { jobs, media, staffActions, tasks } from '../../db/schema.ts';
import type { TestContext } from '../../test/helper.ts';
import { jobCast, type Caller } from '../job/test-fixtures.ts';
import { person } from '../project/test-fixtures.ts';

/** POST as a caller. */
export const postAs = (t: TestContext) => (who: Caller, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });

/** Unix seconds from the test clock's now. */
export const unixIn = (t: TestContext, seconds: number) =>
  Math.floor(t.clock.now().getTime() / 1000) + seconds;

/** Everything an assignment may change about a media: to show that a refused one changed none. */
export async function mediaState(t: TestContext, mediaId: number) {
  const [item] = await t.db
    .select({ status: media.status, subStatus: media.subStatus })
    .from(media)
    .where(eq(media.id, mediaId));
  return {
    item,
    jobs: await t.db.select().from(jobs).where(eq(jobs.mediaId, mediaId)).orderBy(jobs.id),
    actions: await t.db.select().from(staffActions).where(eq(staffActions.mediaId, mediaId)),
    mails: (await t.db.select().from(tasks).where(eq(tasks.kind, 'mail')).orderBy(asc(tasks.id)))
      .length,
  };
}

/** The addressees of the mails queued since `before` mails were. */
export async function mailedSince(t: TestContext, before: number): Promise<string[]> {
  const rows = await t.db.select().from(tasks).where(eq(tasks.kind, 'mail')).orderBy(asc(tasks.id));
  return rows.slice(before).map((row) => (row.payload as { to: string }).to);
}

/** The job cast, with a typist trained in no service. */
export const assignmentCast = async (t: TestContext) => ({
  ...(await jobCast(t)),
  untrained: await person(t, 'Ursula', Role.TYPIST),
});
export type AssignmentCast = Awaited<ReturnType<typeof assignmentCast>>;
