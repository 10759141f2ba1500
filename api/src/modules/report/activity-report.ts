import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { DEFAULT_FILE_NAMES } from '@portal/contracts/common/constants';
import type { ActivityReportInput } from '@portal/contracts/report/schema';
import type { Db } from '../../db/index.ts';
import { jobs, media, typistActivity, users } from '../../db/schema.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { keysetBatches } from '../../lib/keyset-batches.ts';
import { tabularStream, type Column } from '../../lib/tabular-file.ts';
import { fullName } from './people.ts';

type ActivityQuery = DomainInput<ActivityReportInput>;

interface ActivityLine {
  day: string;
  userId: number;
  jobId: number;
  name: string;
  email: string;
  title: string;
  seconds: number;
}

export const activityColumns: Column<ActivityLine>[] = [
  { header: 'Date', kind: 'date', value: (line) => line.day },
  { header: 'Typist', kind: 'text', value: (line) => line.name },
  { header: 'Email', kind: 'text', value: (line) => line.email },
  { header: 'Job ID', kind: 'integer', value: (line) => line.jobId },
  { header: 'Media', kind: 'text', value: (line) => line.title },
  { header: 'Active seconds', kind: 'integer', value: (line) => line.seconds },
];

type LineKey = Pick<ActivityLine, 'day' | 'userId' | 'jobId'>;

/** The batch of activity lines after `after`, by day, person and job. */
export const activityBatch = (
  db: Db,
  input: ActivityQuery,
  after: LineKey | undefined,
  size: number,
) =>
  db
    .select({
      day: typistActivity.day,
      userId: typistActivity.userId,
      jobId: typistActivity.jobId,
      name: fullName,
      email: users.email,
      title: media.title,
      seconds: typistActivity.seconds,
    })
    .from(typistActivity)
    .innerJoin(users, eq(users.id, typistActivity.userId))
    .innerJoin(jobs, eq(jobs.id, typistActivity.jobId))
    .innerJoin(media, eq(media.id, jobs.mediaId))
    .where(
      and(
        gte(typistActivity.day, input.fromDate),
        lte(typistActivity.day, input.toDate),
        input.typistStatus?.length ? inArray(users.status, input.typistStatus) : undefined,
        after &&
          sql`(${typistActivity.day}, ${typistActivity.userId}, ${typistActivity.jobId})
              > (${after.day}, ${after.userId}, ${after.jobId})`,
      ),
    )
    .orderBy(asc(typistActivity.day), asc(typistActivity.userId), asc(typistActivity.jobId))
    .limit(size);

/**
 * Every day's active time of each person on each job in the span (of the statuses asked), by
 * day, person and job, a batch at a time.
 */
export const activityLines = (db: Db, input: ActivityQuery) =>
  keysetBatches(
    (after: LineKey | undefined, size) => activityBatch(db, input, after, size),
    (line) => line,
  );

/** GET /v1/report/typist-activity-report: the activity lines as `activity-report.csv`. */
export async function activityReport(db: Db, input: ActivityQuery) {
  return {
    stream: await tabularStream('csv', activityColumns, activityLines(db, input), { bom: true }),
    fileName: DEFAULT_FILE_NAMES.activityReport,
  };
}
