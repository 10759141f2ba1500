import { asc, inArray } from 'drizzle-orm';
import { noteTakingJob } from '@portal/contracts/live-booking/rules';
import type {
  StaffLiveSession,
  StaffMedia,
  StaffMediaJob,
} from '@portal/contracts/media/staff-media-schema';
import type { Db } from '../../db/index.ts';
import { jobs } from '../../db/schema.ts';
import { seconds } from '../../lib/time.ts';
import { jobFieldsOf, jobsWithPeople } from '../job/views.ts';
import { staffMediaPage } from './staff-list-page.ts';
import {
  staffMediaCount,
  staffMediaRows,
  staffMediaWhere,
  type StaffMediaList,
  type StaffMediaListRow,
} from './staff-list-query.ts';

const unix = (date: Date | null): number | null => (date ? seconds(date) : null);

/** The jobs of these media as the grid's expanded rows show them, by media in range order. */
async function jobsOf(db: Db, mediaIds: number[]): Promise<Map<number, StaffMediaJob[]>> {
  const byMedia = new Map<number, StaffMediaJob[]>(mediaIds.map((id) => [id, []]));
  const rows = await jobsWithPeople(db)
    .where(inArray(jobs.mediaId, mediaIds))
    .orderBy(asc(jobs.start), asc(jobs.id));
  for (const row of rows) byMedia.get(row.job.mediaId)?.push(jobFieldsOf(row));
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
  const [rows, jobsByMedia] = await Promise.all([staffMediaRows(db, ids), jobsOf(db, ids)]);
  const byId = new Map(rows.map((row) => [row.media.id, row]));
  return [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [toRow(row, jobsByMedia.get(id) ?? [])] : [];
  });
}

/**
 * GET /v1/media for staff: a page of the assign grid and the total before paging. The page's
 * ids and the total come first, each query joining only what it needs, then the rows of those
 * ids with their jobs embedded (one indexed query for the page, cheaper than a call per expanded
 * row). Each pair runs at once: on PostgreSQL, on two of the pool's connections.
 */
export async function listStaffMedia(db: Db, query: StaffMediaList) {
  const [page, [counted]] = await Promise.all([
    staffMediaPage(db, query),
    staffMediaCount(db).where(staffMediaWhere(query)),
  ]);
  return {
    result: await rowsOf(
      db,
      page.map((row) => row.id),
    ),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * POST /v1/media/batch-query: the rows of these media, whatever the grid's filters, in the
 * order asked; ids of media that do not exist (or demo recordings) are left out.
 */
export const batchStaffMedia = async (db: Db, ids: number[]) => ({ result: await rowsOf(db, ids) });
