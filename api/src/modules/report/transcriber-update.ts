import { and, asc, sql } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { userStatusText, type UserStatus } from '@portal/contracts/common/statuses';
import type { ReportFormat } from '@portal/contracts/report/rules';
import type { Db } from '../../db/index.ts';
import { users } from '../../db/schema.ts';
import type { Column } from '../../lib/tabular-file.ts';
import { minutesOf } from './minutes.ts';
import { fullName, staffFilter, afterPerson, peopleFile } from './people.ts';
import { finishedWork } from './staff-work.ts';
import type { ReportQuery } from './span.ts';

interface TranscriberLine {
  id: number;
  name: string;
  email: string;
  mobile: string | null;
  status: UserStatus;
  grade: number;
  trainedIn: { shortName: string }[];
  jobs: number;
  seconds: number;
  lastLoginAt: Date | null;
}

const columns: Column<TranscriberLine>[] = [
  { header: 'ID', kind: 'integer', value: (line) => line.id },
  { header: 'Name', kind: 'text', value: (line) => line.name },
  { header: 'Email', kind: 'text', value: (line) => line.email },
  { header: 'Mobile', kind: 'text', value: (line) => line.mobile },
  { header: 'Status', kind: 'text', value: (line) => userStatusText[line.status] },
  { header: 'Grade', kind: 'integer', value: (line) => line.grade },
  {
    header: 'Trained in',
    kind: 'text',
    value: (line) => line.trainedIn.map((service) => service.shortName).join(', '),
  },
  { header: 'Jobs finished', kind: 'integer', value: (line) => line.jobs },
  { header: 'Minutes finished', kind: 'integer', value: (line) => minutesOf(line.seconds) },
  { header: 'Last login', kind: 'datetime', value: (line) => line.lastLoginAt },
];

/**
 * GET /v1/report/transcriber-update: every typist of the statuses asked (with a mobile number if
 * asked), by id, with what they finished in the span.
 */
export function transcriberUpdate(db: Db, input: ReportQuery, format: ReportFormat) {
  const finished = finishedWork(db, input);
  const batchAfter = (after: number | undefined, size: number) =>
    db
      .select({
        id: users.id,
        name: fullName,
        email: users.email,
        mobile: users.mobile,
        status: users.status,
        grade: users.grade,
        trainedIn: users.trainedIn,
        jobs: finished.jobs,
        seconds: finished.seconds,
        lastLoginAt: users.lastLoginAt,
      })
      .from(users)
      // An aggregate over no rows is still a row (of zeros): every typist keeps theirs.
      .innerJoinLateral(finished, sql`true`)
      .where(and(staffFilter([Role.TYPIST], input), afterPerson(after)))
      .orderBy(asc(users.id))
      .limit(size);
  return peopleFile(format, columns, batchAfter);
}
