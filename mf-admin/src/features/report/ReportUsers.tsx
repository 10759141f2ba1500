import { formatUnixTime } from '@portal/contracts';
import { gradeLabel, type Grade } from '@portal/contracts/user/grades';
import { useGetUsersQuery } from '@portal/contracts/user/users-client';
import type { StaffUser } from '@portal/contracts/user/list-schema';
import { Card, StatusChip } from '@portal/ui';
import {
  ListView,
  PER_PAGE_OPTIONS,
  type DataTableColumn,
  type TableStateApi,
} from '@portal/ui/table';
import { userStatusLabel, userStatusTones } from '../user/index.ts';
import { reportUsersQuery } from './report-users-state.ts';

const columns: DataTableColumn<StaffUser>[] = [
  { id: 'name', header: 'Name', cell: (user) => `${user.firstname} ${user.lastname}` },
  { id: 'email', header: 'Email', cell: (user) => user.email },
  { id: 'mobile', header: 'Mobile', cell: (user) => user.profile.mobile ?? '—' },
  {
    id: 'status',
    header: 'Status',
    cell: (user) => (
      <StatusChip tone={userStatusTones[user.status]}>{userStatusLabel(user.status)}</StatusChip>
    ),
  },
  { id: 'grade', header: 'Grade', cell: (user) => gradeLabel(user.grade as Grade) },
  {
    id: 'lastLogin',
    header: 'Last login',
    cell: (user) => (user.lastLoginAt ? formatUnixTime(user.lastLoginAt, 'table') : 'Never'),
  },
];

/**
 * The admin reports users (staff spec sections 2 and 9): the typists the typist reports cover,
 * by the form's typist statuses, 50 a page.
 */
export function ReportUsers({ table }: { table: TableStateApi }) {
  const query = reportUsersQuery(table.state);
  const users = useGetUsersQuery(query);
  const filtered = Boolean(query.status);

  return (
    <Card title="Typists the reports cover">
      <ListView
        label="Typists"
        query={users}
        table={table}
        scrollClassName="reports__scroll"
        columns={columns}
        getRowId={(user) => user.id}
        loadFailed="The typists could not be loaded."
        empty={{
          headingLevel: 3,
          ...(filtered
            ? {
                title: 'No typists with these statuses',
                text: 'Choose another typist status above, or none to see every typist.',
              }
            : {
                title: 'No typists yet',
                text: 'Typists appear here once their accounts are opened.',
              }),
        }}
        pagesLabel="Pages of typists"
        perPageOptions={PER_PAGE_OPTIONS}
      />
    </Card>
  );
}
