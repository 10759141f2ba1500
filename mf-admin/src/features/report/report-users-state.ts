import { useSearchParams } from 'react-router';
import { Role, type UserStatus } from '@portal/contracts';
import type { UserListQuery } from '@portal/contracts/user/users-client';
import {
  PER_PAGE_OPTIONS,
  useUrlTableState,
  type TableState,
  type TableStateApi,
} from '@portal/ui/table';
import { userStatusOptions } from '../user/index.ts';

/** Staff spec section 9: the reports' users, 50 a page. */
const REPORT_USERS_PAGE_SIZE = 50;

/**
 * The typists table's state, in the screen's URL (page, page size and the form's typist status,
 * comma separated), so a reload or a return shows the same view.
 */
export function useReportUsersState(): TableStateApi {
  return useUrlTableState(
    {
      perPage: REPORT_USERS_PAGE_SIZE,
      perPageOptions: PER_PAGE_OPTIONS,
      sortKeys: [],
      filterKeys: ['typistStatus'],
    },
    useSearchParams(),
  );
}

const knownStatus = (value: string) => userStatusOptions.some((option) => option.value === value);

/** The typist statuses the state holds, known codes only. */
export const typistStatusesOf = ({ filter }: TableState): string[] =>
  (filter.typistStatus ?? '').split(',').filter(knownStatus);

/** GET /v1/user for the typists of the chosen statuses, or of any when none is chosen. */
export function reportUsersQuery(state: TableState): UserListQuery {
  const statuses = typistStatusesOf(state);
  return {
    page: state.page,
    pageSize: state.perPage,
    role: [Role.TYPIST],
    ...(statuses.length > 0 && { status: statuses.map((status) => Number(status) as UserStatus) }),
  };
}
