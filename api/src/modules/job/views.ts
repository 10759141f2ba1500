import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Job } from '@portal/contracts/job/schema';
import type { Db } from '../../db/index.ts';
import { jobs, liveSessions, media, services, users } from '../../db/schema.ts';
import { seconds } from '../../lib/time.ts';

export type JobRow = typeof jobs.$inferSelect;

const typist = alias(users, 'typist');
const proofreader = alias(users, 'proofreader');
// Null when the job has none: || yields null on a null operand.
const nameOf = (user: typeof typist | typeof proofreader) =>
  sql<string | null>`${user.firstname} || ' ' || ${user.lastname}`;

/** The service a media was ordered with. */
export const serviceOfMedia = eq(services.id, sql`(${media.serviceOptions} ->> 'id')::int`);

const jobColumns = {
  job: jobs,
  typistName: nameOf(typist),
  proofreaderName: nameOf(proofreader),
};

const columns = {
  ...jobColumns,
  media: {
    id: media.id,
    title: media.title,
    duration: media.duration,
    status: media.status,
    subStatus: media.subStatus,
    serviceOptions: media.serviceOptions,
    deadline: media.deadline,
  },
  service: { name: services.name, shortName: services.shortName },
  meetingStart: liveSessions.startsAt,
};

/**
 * Jobs with what their answer shows besides them: the typist's and proofreader's names, the
 * media, its service and, for a live session, when it starts. Filter and order it like any
 * select.
 */
export const jobsWithMedia = (db: Db) =>
  db
    .select(columns)
    .from(jobs)
    .innerJoin(media, eq(media.id, jobs.mediaId))
    .leftJoin(typist, eq(typist.id, jobs.typistId))
    .leftJoin(proofreader, eq(proofreader.id, jobs.proofreaderId))
    .leftJoin(services, serviceOfMedia)
    .leftJoin(liveSessions, eq(liveSessions.mediaId, media.id))
    .$dynamic();

export type JobViewRow = Awaited<ReturnType<typeof jobsWithMedia>>[number];

const unix = (date: Date | null): number | null => (date ? seconds(date) : null);

/** A job's own fields as the API answers them, without its media. */
export function jobFieldsOf({
  job,
  typistName,
  proofreaderName,
}: Pick<JobViewRow, 'job' | 'typistName' | 'proofreaderName'>) {
  return {
    id: job.id,
    mediaId: job.mediaId,
    parentId: job.parentId,
    type: job.type,
    status: job.status,
    mediaRangeStart: job.start,
    mediaRangeEnd: job.end,
    typistId: job.typistId,
    typistName,
    selfAssign: job.selfAssign,
    deadline: unix(job.deadline),
    rate: job.rate,
    ratePercent: job.ratePercent,
    proofreaderId: job.proofreaderId,
    proofreaderName,
    proofreaderDeadline: unix(job.proofreaderDeadline),
    proofreaderComment: job.proofreaderComment,
    adminComment: job.adminComment,
    hasIssue: job.hasIssue,
    issueReport: job.issueReport,
    issueStatus: job.issueStatus,
    audioQuality: job.audioQuality,
    poorAudioReason: job.poorAudioReason,
    shiftId: job.shiftId,
    inaudiblesAmount: job.inaudiblesAmount,
    customDuration: job.customDuration,
    report: job.report,
    extraFields: job.extraFields,
    finishedAt: unix(job.finishedAt),
    createdAt: seconds(job.createdAt),
  };
}

/** A job as the API answers it (staff spec section 3, Job). */
export function toJob(row: JobViewRow) {
  const { media: item, service } = row;
  return {
    ...jobFieldsOf(row),
    media: {
      id: item.id,
      title: item.title,
      duration: item.duration,
      status: item.status,
      subStatus: item.subStatus,
      serviceName: service?.name ?? null,
      serviceShortName: service?.shortName ?? null,
      turnaround: item.serviceOptions?.turnaround ?? null,
      deadline: unix(item.deadline),
      clientComments: item.serviceOptions?.clientComments ?? null,
      meetingStart: unix(row.meetingStart),
    },
  } satisfies Omit<Job, 'childrenJobs' | 'typistTranscript'>;
}

/** The answers of these jobs, in the order of their ids. */
export async function jobViews(db: Db, where: SQL | undefined) {
  const rows = await jobsWithMedia(db).where(where).orderBy(jobs.id);
  return rows.map(toJob);
}
