import { and, asc, gt, sql } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import type { ReportFormat } from '@portal/contracts/report/rules';
import type { Db } from '../../db/index.ts';
import { users } from '../../db/schema.ts';
import type { Column } from '../../lib/tabular-file.ts';
import { minutesOf } from './minutes.ts';
import { fullName, staffFilter, afterPerson, peopleFile } from './people.ts';
import { activityIn, finishedWork } from './staff-work.ts';
import type { ReportQuery } from './span.ts';

/** Who records active time: typists and proofreaders, on their jobs. */
const workers = [Role.TYPIST, Role.PROOFREADER];

interface ActivityTotals {
  id: number;
  name: string;
  email: string;
  days: number;
  seconds: number;
  jobs: number;
  finishedSeconds: number;
}

const totalsColumns: Column<ActivityTotals>[] = [
  { header: 'Name', kind: 'text', value: (line) => line.name },
  { header: 'Email', kind: 'text', value: (line) => line.email },
  { header: 'Days active', kind: 'integer', value: (line) => line.days },
  { header: 'Active time', kind: 'duration', value: (line) => line.seconds },
  { header: 'Jobs worked', kind: 'integer', value: (line) => line.jobs },
  {
    header: 'Media minutes finished',
    kind: 'integer',
    value: (line) => minutesOf(line.finishedSeconds),
  },
];

/**
 * GET /v1/report/typist-activity-group-by-user-report: per typist or proofreader active in the
 * span (of the statuses asked, with a mobile number if asked), by id: the days they were
 * active, their active time, the jobs they worked on, and the media minutes they finished.
 */
export function activityByPerson(db: Db, input: ReportQuery, format: ReportFormat) {
  const activity = activityIn(db, input);
  const finished = finishedWork(db, input);
  const batchAfter = (after: number | undefined, size: number) =>
    db
      .select({
        id: users.id,
        name: fullName,
        email: users.email,
        days: activity.days,
        seconds: activity.seconds,
        jobs: activity.jobs,
        finishedSeconds: finished.seconds,
      })
      .from(users)
      .innerJoinLateral(activity, sql`true`)
      .innerJoinLateral(finished, sql`true`)
      .where(and(staffFilter(workers, input), gt(activity.days, 0), afterPerson(after)))
      .orderBy(asc(users.id))
      .limit(size);
  return peopleFile(format, totalsColumns, batchAfter);
}
