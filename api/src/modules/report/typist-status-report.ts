import { and, asc, sql } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { userStatusText, type UserStatus } from '@portal/contracts/common/statuses';
import type { ReportFormat } from '@portal/contracts/report/rules';
import type { Db } from '../../db/index.ts';
import { users } from '../../db/schema.ts';
import type { Column } from '../../lib/tabular-file.ts';
import { fullName, staffFilter, afterPerson, peopleFile } from './people.ts';
import { currentWork, finishedWork } from './staff-work.ts';
import type { ReportQuery } from './span.ts';

interface TypistStatusLine {
  id: number;
  name: string;
  email: string;
  status: UserStatus;
  grade: number;
  assigned: number;
  inProgress: number;
  partialDone: number;
  done: number;
  substandard: number;
  openIssues: number;
}

const count = (header: string, value: (line: TypistStatusLine) => number) =>
  ({ header, kind: 'integer', value }) as const;

const columns: Column<TypistStatusLine>[] = [
  { header: 'Name', kind: 'text', value: (line) => line.name },
  { header: 'Email', kind: 'text', value: (line) => line.email },
  { header: 'Status', kind: 'text', value: (line) => userStatusText[line.status] },
  { header: 'Grade', kind: 'integer', value: (line) => line.grade },
  count('Assigned', (line) => line.assigned),
  count('In progress', (line) => line.inProgress),
  count('Partial done', (line) => line.partialDone),
  count('Done', (line) => line.done),
  count('Substandard', (line) => line.substandard),
  count('Open issues', (line) => line.openIssues),
];

/**
 * GET /v1/report/typist-status-report: every typist of the statuses asked, by id: their jobs
 * taken now (assigned, in progress, partial done) and with an issue still open, and those they
 * finished in the span as done or substandard.
 */
export function typistStatusReport(db: Db, input: ReportQuery, format: ReportFormat) {
  const finished = finishedWork(db, input);
  const current = currentWork(db);
  const batchAfter = (after: number | undefined, size: number) =>
    db
      .select({
        id: users.id,
        name: fullName,
        email: users.email,
        status: users.status,
        grade: users.grade,
        assigned: current.assigned,
        inProgress: current.inProgress,
        partialDone: current.partialDone,
        done: finished.done,
        substandard: finished.substandard,
        openIssues: current.openIssues,
      })
      .from(users)
      // Aggregates over no rows are still rows (of zeros): every typist keeps theirs.
      .innerJoinLateral(current, sql`true`)
      .innerJoinLateral(finished, sql`true`)
      .where(
        and(staffFilter([Role.TYPIST], { typistStatus: input.typistStatus }), afterPerson(after)),
      )
      .orderBy(asc(users.id))
      .limit(size);
  return peopleFile(format, columns, batchAfter);
}
