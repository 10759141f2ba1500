import { asc, getTableColumns, sql } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import { STAFF_MEDIA_COUNT_CAP } from '@portal/contracts/common/limits';
import { noteTakingJob } from '@portal/contracts/live-booking/rules';
import type {
  StaffLiveSession,
  StaffMedia,
  StaffMediaJob,
} from '@portal/contracts/media/staff-media-schema';
import type { Db } from '../../db/index.ts';
import { jobs, media } from '../../db/schema.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import { seconds } from '../../lib/time.ts';
import { jobFieldsOf, jobsWithPeople, type JobRow } from '../job/views.ts';
import { staffMediaPage } from './staff-list-page.ts';
import {
  ofIds,
  staffMediaRows,
  staffMediaWhere,
  type StaffMediaList,
  type StaffMediaListRow,
} from './staff-list-query.ts';

const unix = (date: Date | null): number | null => (date ? seconds(date) : null);

/**
 * A job row as one JSON value the database builds, its keys the schema's (camelCase): Drizzle
 * then maps three fields a job, not thirty, the cost of the grid's 150 jobs a page. Its moments
 * arrive as text and become Dates again, so the row is the table's as Drizzle would give it.
 */
const jobColumns = Object.entries(getTableColumns(jobs));
const jobJson = sql<Record<string, unknown>>`json_build_object(${sql.join(
  // The keys are the schema's own property names: no quote to escape.
  jobColumns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)})`;
const jobMoments = jobColumns
  .filter(([, column]) => column instanceof PgTimestamp)
  .map(([key]) => key);

function jobRowOf(json: Record<string, unknown>): JobRow {
  for (const key of jobMoments) if (json[key] !== null) json[key] = new Date(json[key] as string);
  return json as JobRow;
}

/** The jobs of the media `ids` with their people, prepared: the same statement every page. */
const pageJobs = preparedPerDatabase((db) =>
  jobsWithPeople(db, jobJson)
    .where(ofIds(jobs.mediaId))
    .orderBy(asc(jobs.start), asc(jobs.id))
    .prepare('staff_media_jobs'),
);

/** The jobs of these media as the grid's expanded rows show them, by media in range order. */
async function jobsOf(db: Db, mediaIds: number[]): Promise<Map<number, StaffMediaJob[]>> {
  const byMedia = new Map<number, StaffMediaJob[]>(mediaIds.map((id) => [id, []]));
  const rows = await pageJobs(db).execute({ ids: mediaIds });
  for (const { job, ...people } of rows) {
    const row = jobRowOf(job);
    byMedia.get(row.mediaId)?.push(jobFieldsOf({ job: row, ...people }));
  }
  return byMedia;
}

/**
 * A live media's session as its row shows it, with its note-taker.
 */
function liveOf(
  { session }: StaffMediaListRow,
  jobsOfMedia: StaffMediaJob[],
): StaffLiveSession | null {
  if (!session) return null;
  const noteTaking = noteTakingJob(jobsOfMedia);
  return {
    meetingStart: seconds(session.startsAt),
    meetingEnd: seconds(session.endsAt),
    meetingLink: session.meetingLink,
    attendedAt: unix(session.attendedAt),
    noteTakerId: noteTaking?.typistId ?? null,
    noteTakerName: noteTaking?.typistName ?? null,
  };
}

const toRow = (row: StaffMediaListRow, jobsOfMedia: StaffMediaJob[]): StaffMedia => ({
  id: row.media.id,
  shortId: row.media.shortId,
  projectId: row.media.projectId,
  projectShortId: row.projectShortId,
  title: row.media.title,
  clientId: row.media.userId,
  clientName: row.clientName,
  clientCompany: row.clientCompany,
  serviceName: row.serviceName,
  serviceShortName: row.serviceShortName,
  turnaround: row.media.serviceOptions?.turnaround ?? null,
  speakers: row.media.serviceOptions?.speakers ?? null,
  timestamps: row.media.serviceOptions?.timestamps ?? null,
  status: row.media.status,
  subStatus: row.media.subStatus,
  duration: row.media.duration,
  deadline: unix(row.media.deadline),
  priority: row.media.priority,
  difficulty: row.media.difficulty,
  onHold: row.media.onHold,
  cancelled: row.media.cancelled,
  hasIssue: jobsOfMedia.some((job) => job.hasIssue),
  vitJobId: row.media.s2tJobId,
  preBookingShortId: row.preBookingShortId,
  createdAt: seconds(row.media.createdAt),
  updatedAt: row.media.updatedAt.getTime(),
  jobs: jobsOfMedia,
  live: liveOf(row, jobsOfMedia),
});

/** The grid's rows of these media, in the order of `ids`; unknown ids are left out. */
async function rowsOf(db: Db, ids: number[]): Promise<StaffMedia[]> {
  if (ids.length === 0) return [];
  const [rows, jobsByMedia] = await Promise.all([
    staffMediaRows(db).execute({ ids }),
    jobsOf(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.media.id, row]));
  return [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [toRow(row, jobsByMedia.get(id) ?? [])] : [];
  });
}

/**
 * How many matching media are counted: STAFF_MEDIA_COUNT_CAP, or up to the page's end when that is
 * further, so that a page past the cap still has a next one while more match.
 */
export const countCap = ({ page, pageSize }: StaffMediaList) =>
  Math.max(STAFF_MEDIA_COUNT_CAP, page * pageSize);

/**
 * The page's ids, in its order, and how many media match up to `cap` + 1, in one statement: the
 * count stops at the first row past the cap rather than reading every match. The page's ORDER
 * BY and LIMIT hold inside array(), which keeps the rows as its subquery gives them.
 */
export function pageAndTotal(db: Db, query: StaffMediaList, cap: number) {
  const counted = sql`select 1 from ${media} where ${staffMediaWhere(query)} limit ${cap + 1}`;
  return db
    .select({
      total: sql<number>`(select count(*)::int from (${counted}) as counted)`,
      ids: sql<number[]>`array(select id from (${staffMediaPage(db, query).getSQL()}) as page)`,
    })
    .from(sql`(select) as one`);
}

/**
 * GET /v1/media for staff: a page of the assign grid and its total, capped (see countCap). Two
 * round trips: the page's ids with the total (each subquery joining only what it needs), then
 * the rows of those ids and their jobs at once, two prepared statements (on PostgreSQL, on two
 * of the pool's connections).
 */
export async function listStaffMedia(db: Db, query: StaffMediaList) {
  const cap = countCap(query);
  const [found] = await pageAndTotal(db, query, cap);
  const total = found?.total ?? 0;
  return {
    result: await rowsOf(db, found?.ids ?? []),
    total: Math.min(total, cap),
    totalIsCapped: total > cap,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * POST /v1/media/batch-query: the rows of these media, whatever the grid's filters, in the
 * order asked; ids of media that do not exist (or demo recordings) are left out.
 */
export const batchStaffMedia = async (db: Db, ids: number[]) => ({ result: await rowsOf(db, ids) });
