import { and, eq, inArray } from 'drizzle-orm';
import { noteTakingJob } from '@portal/contracts/live-booking/rules';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import type { Db } from '../../db/index.ts';
import { jobs, liveSessions, media } from '../../db/schema.ts';
import type { MediaRow } from '../../db/rows.ts';
import { toSpan, type LiveSessionRow } from './sessions.ts';

const seconds = (at: Date | null) => (at ? Math.floor(at.getTime() / 1000) : null);

export interface LiveRow {
  media: MediaRow;
  session: LiveSessionRow;
}

/** A live media with its session, as the API answers it. */
function toLiveBooking({ media: row, session }: LiveRow, noteTakerId: number | null): LiveBooking {
  const { start, end } = toSpan(session);
  return {
    id: row.id,
    clientId: row.userId,
    projectId: row.projectId,
    status: row.status,
    serviceOptions: row.serviceOptions,
    meetingTitle: row.title,
    meetingDate: start,
    meetingEnd: end,
    duration: end - start,
    meetingLink: session.meetingLink,
    meetingAgenda: row.extraFields?.meetingAgenda ?? '',
    meetingAttendees: row.extraFields?.meetingAttendees ?? [],
    mediaDue: seconds(session.mediaDue),
    poNumber: session.poNumber,
    currency: row.currency,
    fullPrice: row.fullPrice,
    price: row.price,
    grossPrice: row.grossPrice,
    noteTakerId,
    attendedAt: seconds(session.attendedAt),
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/** The note-taker's job of each live media, once one is assigned: its typist and deadline. */
export async function noteTakingJobsOf(db: Db, mediaIds: readonly number[]) {
  const found = new Map<number, { typistId: number; deadline: Date | null }>();
  if (mediaIds.length === 0) return found;
  const rows = await db
    .select({
      id: jobs.id,
      mediaId: jobs.mediaId,
      type: jobs.type,
      typistId: jobs.typistId,
      deadline: jobs.deadline,
    })
    .from(jobs)
    .where(and(inArray(jobs.mediaId, [...mediaIds]), eq(jobs.type, 'notes')));
  for (const mediaId of mediaIds) {
    const job = noteTakingJob(rows.filter((row) => row.mediaId === mediaId));
    if (job?.typistId) found.set(mediaId, { typistId: job.typistId, deadline: job.deadline });
  }
  return found;
}

/** The note-taker of each live media: the typist of its notes job, once one is assigned. */
export async function noteTakersOf(db: Db, mediaIds: readonly number[]) {
  const found = await noteTakingJobsOf(db, mediaIds);
  return new Map([...found].map(([mediaId, job]) => [mediaId, job.typistId]));
}

/** The live media and its session, when the media is one. */
export async function findLiveRow(db: Db, id: number): Promise<LiveRow | undefined> {
  const [row] = await db
    .select({ media, session: liveSessions })
    .from(liveSessions)
    .innerJoin(media, eq(media.id, liveSessions.mediaId))
    .where(eq(liveSessions.mediaId, id));
  return row;
}

export async function toLiveBookings(db: Db, rows: readonly LiveRow[]): Promise<LiveBooking[]> {
  const noteTakers = await noteTakersOf(
    db,
    rows.map((row) => row.media.id),
  );
  return rows.map((row) => toLiveBooking(row, noteTakers.get(row.media.id) ?? null));
}
