import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  StaffLiveSession,
  StaffMedia,
  StaffMediaJob,
} from '@portal/contracts/media/staff-media-schema';
import type { Db } from '../../db/index.ts';
import {
  companies,
  jobs,
  liveSessions,
  media,
  preBookings,
  projects,
  services,
  users,
} from '../../db/schema.ts';
import { clientName, joined } from './staff-list-query.ts';

/**
 * The grid's rows are built by the database as one JSON value, in the contract's shape and field
 * names, and go to the serialiser as the driver parses them: no Drizzle mapping of 50 rows and
 * their 150 jobs, one statement rather than one for the rows and one for their jobs. The field
 * lists are typed by the contract's keys, so a field added there must be added here.
 */
const jsonObject = (fields: Record<string, SQLWrapper>): SQL =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => {
      // The keys are the contract's property names, written into the statement as they are.
      if (!/^[A-Za-z]+$/.test(key)) throw new Error(`not a field name: ${key}`);
      return sql`${sql.raw(`'${key}'`)}, ${value}`;
    }),
    sql`, `,
  )})`;

/** Unix seconds, as `seconds` gives them: the moment's milliseconds, rounded down. */
const unix = (moment: SQLWrapper) => sql`floor(extract(epoch from ${moment}))::int8`;
const unixMilliseconds = (moment: SQLWrapper) =>
  sql`floor(extract(epoch from ${moment}) * 1000)::int8`;

const typist = alias(users, 'typist');
const proofreader = alias(users, 'proofreader');
// Null when the job has none: || yields null on a null operand.
const nameOf = (user: typeof typist | typeof proofreader) =>
  sql`${user.firstname} || ' ' || ${user.lastname}`;

/** A job as GET /v1/job answers it, without its media (job/views.ts, jobFieldsOf). */
const jobFields: Record<keyof StaffMediaJob, SQLWrapper> = {
  id: jobs.id,
  mediaId: jobs.mediaId,
  parentId: jobs.parentId,
  type: jobs.type,
  status: jobs.status,
  mediaRangeStart: jobs.start,
  mediaRangeEnd: jobs.end,
  typistId: jobs.typistId,
  typistName: nameOf(typist),
  selfAssign: jobs.selfAssign,
  deadline: unix(jobs.deadline),
  rate: jobs.rate,
  ratePercent: jobs.ratePercent,
  proofreaderId: jobs.proofreaderId,
  proofreaderName: nameOf(proofreader),
  proofreaderDeadline: unix(jobs.proofreaderDeadline),
  proofreaderComment: jobs.proofreaderComment,
  adminComment: jobs.adminComment,
  hasIssue: jobs.hasIssue,
  issueReport: jobs.issueReport,
  issueStatus: jobs.issueStatus,
  audioQuality: jobs.audioQuality,
  poorAudioReason: jobs.poorAudioReason,
  shiftId: jobs.shiftId,
  inaudiblesAmount: jobs.inaudiblesAmount,
  customDuration: jobs.customDuration,
  report: jobs.report,
  extraFields: jobs.extraFields,
  finishedAt: unix(jobs.finishedAt),
  createdAt: unix(jobs.createdAt),
};

/**
 * A session's note-taker: the typist of its latest notes job with one (noteTakingJob's rule,
 * live-booking/rules.ts), of the jobs aggregated below.
 */
const noteTaking = (value: SQL) =>
  sql`(array_agg(${value} order by ${jobs.id} desc) filter (where ${jobs.type} = 'notes' and ${jobs.typistId} is not null))[1]`;

/**
 * The jobs of the media `ids` in range order, whether any has an issue, and the note-taker, by
 * media: one pass over those jobs (jobs_media_idx), their people joined once for all of them.
 */
const jobsOfMedia = (db: Db, ids: SQL) =>
  db
    .select({
      mediaId: jobs.mediaId,
      list: sql`json_agg(${jsonObject(jobFields)} order by ${jobs.start}, ${jobs.id})`.as('list'),
      hasIssue: sql`bool_or(${jobs.hasIssue})`.as('has_issue'),
      noteTakerId: noteTaking(sql`${jobs.typistId}`).as('note_taker_id'),
      noteTakerName: noteTaking(nameOf(typist)).as('note_taker_name'),
    })
    .from(jobs)
    .leftJoin(typist, eq(typist.id, jobs.typistId))
    .leftJoin(proofreader, eq(proofreader.id, jobs.proofreaderId))
    .where(sql`${jobs.mediaId} = any(${ids})`)
    .groupBy(jobs.mediaId)
    .as('media_jobs');

/** A field of jobsOfMedia, qualified: Drizzle names a subquery's fields bare in sql``. */
const ofMedia = (field: 'media_id' | 'list' | 'has_issue' | 'note_taker_id' | 'note_taker_name') =>
  sql.raw(`media_jobs.${field}`);

/** A service option as the media holds it (`serviceOptions?.turnaround ?? null`, not a cast). */
const serviceOption = (key: 'turnaround' | 'speakers' | 'timestamps') =>
  sql`${media.serviceOptions} -> ${sql.raw(`'${key}'`)}`;

/** What a row of the grid shows (StaffMedia), of the media joined as staff-list-query.ts joins it. */
function rowFields(): Record<keyof StaffMedia, SQLWrapper> {
  const live: Record<keyof StaffLiveSession, SQLWrapper> = {
    meetingStart: unix(liveSessions.startsAt),
    meetingEnd: unix(liveSessions.endsAt),
    meetingLink: liveSessions.meetingLink,
    attendedAt: unix(liveSessions.attendedAt),
    noteTakerId: ofMedia('note_taker_id'),
    noteTakerName: ofMedia('note_taker_name'),
  };
  return {
    id: media.id,
    shortId: media.shortId,
    projectId: media.projectId,
    projectShortId: projects.shortId,
    title: media.title,
    clientId: media.userId,
    clientName,
    clientCompany: companies.name,
    serviceName: services.name,
    serviceShortName: services.shortName,
    turnaround: serviceOption('turnaround'),
    speakers: serviceOption('speakers'),
    timestamps: serviceOption('timestamps'),
    status: media.status,
    subStatus: media.subStatus,
    duration: media.duration,
    deadline: unix(media.deadline),
    priority: media.priority,
    difficulty: media.difficulty,
    onHold: media.onHold,
    cancelled: media.cancelled,
    hasIssue: sql`coalesce(${ofMedia('has_issue')}, false)`,
    vitJobId: media.s2tJobId,
    preBookingShortId: preBookings.shortId,
    createdAt: unix(media.createdAt),
    updatedAt: unixMilliseconds(media.updatedAt),
    jobs: sql`coalesce(${ofMedia('list')}, '[]'::json)`,
    live: sql`case when ${liveSessions.mediaId} is null then null else ${jsonObject(live)} end`,
  };
}

/**
 * The grid's rows of the media `ids` (an int[] expression, read three times), in its order, each
 * once (where it first comes), as one JSON array; unknown ids and demo recordings are left out.
 * The media are found by `= any` on their key (media_pkey) and joined to their place in `ids`,
 * so that the planner reads them by index however large the table.
 */
export function staffRows(db: Db, ids: SQL) {
  const given = sql`(select id, min(ord) as ord from unnest(${ids}) with ordinality as given(id, ord)
    group by id) as grid_page`;
  const rows = jsonObject(rowFields());
  return joined(
    db
      .select({
        rows: sql<StaffMedia[]>`coalesce(json_agg(${rows} order by grid_page.ord), '[]'::json)`,
      })
      .from(media)
      .innerJoin(given, sql`grid_page.id = ${media.id}`)
      .$dynamic(),
  )
    .leftJoin(jobsOfMedia(db, ids), sql`${ofMedia('media_id')} = ${media.id}`)
    .where(sql`${media.id} = any(${ids}) and not ${media.demo}`);
}
