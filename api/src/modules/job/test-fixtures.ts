import { and, eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { mediaDeadline } from '@portal/contracts/job/deadlines';
import type { JobType } from '@portal/contracts/common/statuses';
import type { TranscriptContent } from '@portal/contracts/transcript/schema';
import type { Db } from '../../db/index.ts';
import { jobs, media, transcripts, users } from '../../db/schema.ts';
import { storeContent } from '../transcript-store/test-store.ts';
import type { FastifyInstance } from 'fastify';
import type { TestContext } from '../../test/helper.ts';
import { mediaOf, person, type Person } from '../project/test-fixtures.ts';
import { recordSignedContracts } from '../staff-contracts/service.ts';
import type { JobRow } from './views.ts';

/** Everyone a job can meet, signed in; the typists trained in IVB (service 1) at grade 2. */
export async function jobCast(t: TestContext) {
  const cast = {
    admin: await person(t, 'Admin', Role.ADMIN),
    superAdmin: await person(t, 'Super', Role.SUPER_ADMIN),
    restrictedAdmin: await person(t, 'Radmin', Role.RESTRICTED_ADMIN),
    typist: await person(t, 'Tess', Role.TYPIST),
    otherTypist: await person(t, 'Otto', Role.TYPIST),
    proofreader: await person(t, 'Paula', Role.PROOFREADER),
    otherProofreader: await person(t, 'Peter', Role.PROOFREADER),
    client: await person(t, 'Clara', Role.CLIENT),
  };
  for (const typist of [cast.typist, cast.otherTypist]) await trainTypist(t.db, typist, ['IVB'], 2);
  for (const worker of [cast.typist, cast.otherTypist, cast.proofreader, cast.otherProofreader])
    await signContracts(t, worker);
  return cast;
}

/** Both staff contracts signed, so the contract gate lets the typist or proofreader work. */
export const signContracts = (t: TestContext, worker: Pick<Person, 'id' | 'email'>) =>
  recordSignedContracts(
    t.db,
    worker.id,
    { fullName: worker.email, address: '1 High Street', devices: 'Laptop' },
    t.clock.now(),
  );

export type JobCast = Awaited<ReturnType<typeof jobCast>>;

/** Someone of the cast calling the API with their sign-in's headers. */
export type Caller = { headers: Record<string, string> };

/** The version of the media's transcript (or notes) as stored: 0 before the first save. */
export async function storedVersion(db: Db, mediaId: number, kind: JobType = 'default') {
  const [row] = await db
    .select({ version: transcripts.version })
    .from(transcripts)
    .where(and(eq(transcripts.mediaId, mediaId), eq(transcripts.kind, kind)));
  return row?.version ?? 0;
}

/**
 * GET and PUT as a caller, on the test app or, after a restart, on `app`; and the editor's save
 * of a media's transcript sections (without speakers), on the version stored unless told, with
 * any other fields of the save.
 */
export const callsAs = (t: TestContext) => {
  const put = (
    who: Caller,
    url: string,
    payload: Record<string, unknown> = {},
    app: FastifyInstance = t.app,
  ) => app.inject({ method: 'PUT', url, headers: who.headers, payload });
  return {
    get: (who: Caller, url: string, app: FastifyInstance = t.app) =>
      app.inject({ url, headers: who.headers }),
    put,
    saveSections: async (
      who: Caller,
      mediaId: number,
      sections: unknown[],
      fields: Record<string, unknown> = {},
    ) =>
      put(who, `/v1/transcript/${mediaId}`, {
        content: { sections, speakers: [] },
        version: await storedVersion(t.db, mediaId),
        ...fields,
      }),
  };
};

export const trainTypist = (db: Db, typist: Pick<Person, 'id'>, services: string[], grade = 1) =>
  db
    .update(users)
    .set({ trainedIn: services.map((shortName) => ({ shortName })), grade })
    .where(eq(users.id, typist.id));

/** A media of the client, ordered now with IVB at 7 days, as checkout leaves it (no jobs yet). */
export async function orderedMedia(t: TestContext, clientId: number, duration = 600) {
  const at = t.clock.now();
  const row = await mediaOf(t.db, clientId, { duration, at, title: 'Board meeting' });
  const [ordered] = await t.db
    .update(media)
    .set({ subStatus: 'Unassigned', deadline: mediaDeadline(at, 604_800) })
    .where(eq(media.id, row.id))
    .returning();
  return ordered!;
}

/** A job on the media, in any state (its whole range unless told). */
export async function jobOn(
  t: TestContext,
  item: { id: number; duration: number | null },
  state: Partial<typeof jobs.$inferInsert> = {},
): Promise<JobRow> {
  const at = t.clock.now();
  const [row] = await t.db
    .insert(jobs)
    .values({
      mediaId: item.id,
      start: 0,
      end: item.duration ?? 60,
      status: 'available',
      createdAt: at,
      updatedAt: at,
      ...state,
    })
    .returning();
  return row!;
}

/** The media's transcript (or notes), as stored. */
export async function storeTranscript(
  t: TestContext,
  mediaId: number,
  content: TranscriptContent,
  kind: 'default' | 'notes' = 'default',
) {
  await storeContent(t.db, { mediaId, kind, content, at: t.clock.now() });
}

export const section = (id: string, start: number, text = 'Good morning, everyone.') => ({
  id,
  speaker: '',
  speakerId: '',
  start,
  text,
});

export const jobRow = async (db: Db, id: number) =>
  (await db.select().from(jobs).where(eq(jobs.id, id)))[0];

export const mediaRow = async (db: Db, id: number) =>
  (await db.select().from(media).where(eq(media.id, id)))[0];

/**
 * A media of two halves with a transcript: the typist's first half (assigned unless told), the
 * other typist's second half in progress, proofread by the proofreader.
 */
export async function mediaInHalves(
  t: TestContext,
  cast: JobCast,
  firstHalf: JobRow['status'] = 'assigned',
) {
  const item = await orderedMedia(t, cast.client.id, 600);
  const mine = await jobOn(t, item, {
    start: 0,
    end: 300,
    status: firstHalf,
    typistId: cast.typist.id,
  });
  const theirs = await jobOn(t, item, {
    start: 300,
    end: 600,
    status: 'in-progress',
    typistId: cast.otherTypist.id,
    proofreaderId: cast.proofreader.id,
  });
  await storeTranscript(t, item.id, {
    sections: [section('a', 0, 'Old.'), section('b', 320, 'Theirs.')],
    speakers: [{ id: 'sp1', name: 'Chair' }],
  });
  return { item, mine, theirs };
}
