import { failureText, formatUnixTime } from '@portal/contracts/jobs';
import { gradeLabel, useGetUsersQuery, type Grade, type StaffUser } from '@portal/contracts/admin';
import { Card, EmptyState, StatusChip } from '@portal/ui';
import {
  DataTable,
  PER_PAGE_OPTIONS,
  TablePaginator,
  type DataTableColumn,
  type TableStateApi,
} from '@portal/ui/table';
import { userStatusLabel, userStatusTones } from '../users/index.ts';
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
      <div className="reports__scroll" role="region" aria-label="Typists table" tabIndex={0}>
        <DataTable
          label="Typists"
          columns={columns}
          rows={users.data?.result}
          getRowId={(user) => user.id}
          loading={users.isFetching}
          error={
            users.isError && (
              <>
                <strong>The typists could not be loaded.</strong> {failureText(users.error)}
              </>
            )
          }
          onRetry={() => void users.refetch()}
          empty={
            <EmptyState
              headingLevel={3}
              title={filtered ? 'No typists with these statuses' : 'No typists yet'}
              text={
                filtered
                  ? 'Choose another typist status above, or none to see every typist.'
                  : 'Typists appear here once their accounts are opened.'
              }
            />
          }
        />
      </div>
      <TablePaginator
        label="Pages of typists"
        table={table}
        total={users.data?.total}
        perPageOptions={PER_PAGE_OPTIONS}
      />
    </Card>
  );
}
