import { useSearchParams } from 'react-router';
import { JOB_PAGE_SIZE, jobSortKeys, type JobSortKey } from '@portal/contracts/common/limits';
import type { JobListQuery } from '@portal/contracts/job/client';
import type { JobScope } from '@portal/contracts/job/schema';
import type { JobStatus } from '@portal/contracts';
import {
  PER_PAGE_OPTIONS,
  useUrlTableState,
  type TableState,
  type TableStateApi,
  type TableUrlSchema,
} from '@portal/ui/table';

/** The filters a job table offers: the media's title, typed, and a status, chosen. */
export const jobFilterKeys = ['title', 'status'] as const;

const schema: TableUrlSchema = {
  perPage: JOB_PAGE_SIZE,
  perPageOptions: PER_PAGE_OPTIONS,
  sortKeys: jobSortKeys,
  filterKeys: jobFilterKeys,
};

/**
 * A job table's state (staff spec section 2, data tables), kept in its screen's URL: each screen
 * keeps its own page, size, sort and filters, through a reload and back from another screen.
 */
export function useJobTableState(): TableStateApi {
  return useUrlTableState(schema, useSearchParams());
}

/** GET /v1/job for a table's state; without a sort the server's (deadline, soonest first). */
export const jobListQuery = (scope: JobScope, { page, perPage, sort, filter }: TableState) =>
  ({
    scope,
    page,
    pageSize: perPage,
    ...(sort && { sort: sort.key as JobSortKey, order: sort.value }),
    title: filter.title,
    status: filter.status as JobStatus | undefined,
  }) satisfies JobListQuery;
