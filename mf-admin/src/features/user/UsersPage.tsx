import { useState } from 'react';
import { Link, NavLink, Navigate, useParams } from 'react-router';
import { can, roleLabel, useNotice, type UserStatistics } from '@portal/contracts';
import { useGetProfileQuery, useGetStatisticsQuery } from '@portal/contracts/user/client';
import { gradeLabel, type Grade } from '@portal/contracts/user/grades';
import { useGetUsersQuery } from '@portal/contracts/user/users-client';
import type { StaffUser } from '@portal/contracts/user/list-schema';
import { Button, StatusChip, TabLinks, buttonClassName, tabLinkClassName } from '@portal/ui';
import { ListPage, type DataTableColumn } from '@portal/ui/table';
import { NewUserDialog } from './NewUserDialog.tsx';
import { UserDialog } from './UserDialog.tsx';
import { UserFilters } from './UserFilters.tsx';
import {
  isUserList,
  isWorkerList,
  mayManageList,
  userListLabels,
  userListRoles,
  userLists,
  userStatusLabel,
  userStatusTones,
  type UserList,
} from './user-lists.ts';
import { usersQuery, useUsersState } from './users-state.ts';
import './users.css';

type Open = { kind: 'new' } | { kind: 'edit'; user: StaffUser } | null;

const fullName = (user: StaffUser) => `${user.firstname} ${user.lastname}`;

function columnsFor(list: UserList): DataTableColumn<StaffUser>[] {
  const worker = isWorkerList(list);
  const columns: (DataTableColumn<StaffUser> | false)[] = [
    { id: 'name', header: 'Name', cell: fullName },
    { id: 'email', header: 'Email', cell: (user) => user.email },
    list === 'admin' && { id: 'role', header: 'Role', cell: (user) => roleLabel(user.role) },
    {
      id: 'status',
      header: 'Status',
      cell: (user) => (
        <StatusChip tone={userStatusTones[user.status]}>{userStatusLabel(user.status)}</StatusChip>
      ),
    },
    worker && {
      id: 'trainedIn',
      header: 'Trained in',
      cell: (user) => user.trainedIn.map((service) => service.shortName).join(', ') || '—',
    },
    worker && { id: 'grade', header: 'Grade', cell: (user) => gradeLabel(user.grade as Grade) },
    list === 'client' && {
      id: 'business',
      header: 'Business account',
      cell: (user) => (user.isBusinessAccount ? 'Yes' : 'No'),
    },
    list !== 'client' && {
      id: 'mfa',
      header: '2FA',
      cell: (user) => (user.mfaEnabled ? 'On' : 'Off'),
    },
  ];
  return columns.filter((column) => column !== false);
}

/** How many users a list has, from the admins' statistics; nothing while they load. */
function countOf(statistics: UserStatistics | undefined, list: UserList): string {
  const rows = statistics?.users?.filter((row) => userListRoles[list].includes(row.role));
  return rows ? ` (${rows.reduce((sum, row) => sum + row.count, 0)})` : '';
}

function UserListTabs() {
  const { data: statistics } = useGetStatisticsQuery();
  return (
    <TabLinks label="User lists">
      {userLists.map((list) => (
        <NavLink key={list} to={`/admin/users/${list}`} className={tabLinkClassName}>
          {userListLabels[list]}
          {countOf(statistics, list)}
        </NavLink>
      ))}
    </TabLinks>
  );
}

/**
 * /v3/admin/users/{client|typist|proofreader|admin} (staff spec sections 2, 3 and 7): the users of
 * each kind, filtered and paged, opened to change them or to open a new account. Admin accounts
 * are a super admin's to create and change.
 */
export function UsersPage() {
  const { list } = useParams();
  if (!isUserList(list)) return <Navigate to="/admin/users/client" replace />;
  return <UsersList key={list} list={list} />;
}

function UsersList({ list }: { list: UserList }) {
  const table = useUsersState();
  const users = useGetUsersQuery(usersQuery(list, table.state));
  const { data: me } = useGetProfileQuery();
  const notice = useNotice();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const mayManage = mayManageList(list, me?.role);
  const filtered = Object.keys(table.state.filter).length > 0;
  const kind = userListLabels[list].toLowerCase();
  const saved = (title: string) => (user: StaffUser) => {
    notice.success(title, `${fullName(user)} (${user.email})`);
    close();
  };

  return (
    <ListPage
      title="Users"
      description="Clients, staff and admins: their status, training and sign-in security."
      actions={
        <>
          {/* The admin menu has no Invoices entry: typists' invoices are reached from here. */}
          {list === 'typist' && (
            <Link to="/admin/invoices" className={buttonClassName({ variant: 'quiet' })}>
              Invoices
            </Link>
          )}
          {mayManage && <Button onClick={() => setOpen({ kind: 'new' })}>New user</Button>}
        </>
      }
      lead={<UserListTabs />}
      label={userListLabels[list]}
      query={users}
      table={table}
      toolbar={<UserFilters list={list} table={table} />}
      scrollClassName="users__scroll"
      columns={columnsFor(list)}
      getRowId={(user) => user.id}
      rowActions={
        mayManage
          ? (user) => (
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit ${fullName(user)}`}
                onClick={() => setOpen({ kind: 'edit', user })}
              >
                Edit
              </Button>
            )
          : undefined
      }
      loadFailed={`The ${kind} could not be loaded.`}
      empty={{
        title: filtered ? `No ${kind} match these filters` : `No ${kind} yet`,
        text: filtered
          ? `Try other filters, or clear them to see every one.`
          : mayManage
            ? 'Open an account with New user.'
            : 'Accounts appear here once they are opened.',
      }}
      pagesLabel={`Pages of ${kind}`}
      dialogs={
        <>
          {open?.kind === 'new' && (
            <NewUserDialog
              list={list}
              onDone={saved('Account opened: the activation mail is on its way')}
              onClose={close}
            />
          )}
          {open?.kind === 'edit' && (
            <UserDialog
              user={open.user}
              mayChangeRoles={me !== undefined && can(me, 'account.manageAdmins')}
              self={me?.id === open.user.id}
              onDone={saved('User saved')}
              onClose={close}
            />
          )}
        </>
      }
    />
  );
}
