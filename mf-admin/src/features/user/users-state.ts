import { useSearchParams } from 'react-router';
import type { UserStatus } from '@portal/contracts';
import { USER_PAGE_SIZE } from '@portal/contracts/common/limits';
import type { UserListQuery } from '@portal/contracts/user/users-client';
import { useUrlTableState, type TableState, type TableStateApi } from '@portal/ui/table';
import { userListRoles, type UserList } from './user-lists.ts';

export const userFilterKeys = [
  'q',
  'status',
  'trainedIn',
  'ucc',
  'typistContracts',
  'isBusinessAccount',
] as const;

/**
 * A Users list's state, in the screen's URL (page and filters), so a reload or a shared link
 * shows the same view; the server orders it by name, 20 a page (staff spec section 9).
 */
export function useUsersState(): TableStateApi {
  return useUrlTableState(
    {
      perPage: USER_PAGE_SIZE,
      perPageOptions: [USER_PAGE_SIZE],
      sortKeys: [],
      filterKeys: userFilterKeys,
    },
    useSearchParams(),
  );
}

const flagOf = (value: string | undefined) => (value ? value === 'true' : undefined);

/** GET /v1/user for a list and its state, leaving out the filters not set. */
export const usersQuery = (
  list: UserList,
  { page, perPage, filter }: TableState,
): UserListQuery => ({
  page,
  pageSize: perPage,
  role: [...userListRoles[list]],
  ...(filter.q && { q: filter.q }),
  ...(filter.status && { status: Number(filter.status) as UserStatus }),
  ...(filter.trainedIn && { trainedIn: filter.trainedIn }),
  ...(filter.ucc && { ucc: flagOf(filter.ucc) }),
  ...(filter.typistContracts && { typistContracts: flagOf(filter.typistContracts) }),
  ...(filter.isBusinessAccount && { isBusinessAccount: flagOf(filter.isBusinessAccount) }),
});
