import { useSearchParams } from 'react-router';
import type { MediaStatus, MediaSubStatus, JobType } from '@portal/contracts';
import {
  STAFF_MEDIA_PAGE_SIZES,
  staffMediaSortKeys,
  type StaffMediaSortKey,
} from '@portal/contracts/common/limits';
import type { StaffMediaQuery } from '@portal/contracts/media/staff-media-client';
import {
  useUrlTableState,
  type TableState,
  type TableStateApi,
  type TableUrlSchema,
} from '@portal/ui/table';

/** Typed filters: applied once the input has been still for 1000 ms. */
export const textFilterKeys = [
  'title',
  'shortId',
  'clientName',
  'serviceOptionsName',
  'vitJobId',
  'preBookingShortId',
] as const;
/** Chosen filters: applied at once. */
export const choiceFilterKeys = [
  'status',
  'subStatus',
  'priority',
  'difficulty',
  'turnaround',
  'type',
  'onHold',
  'hasIssue',
] as const;
export type GridFilterKey = (typeof textFilterKeys)[number] | (typeof choiceFilterKeys)[number];

/** The URL keys of a view of the grid that offers these filters. */
export const gridUrlSchema = (filterKeys: readonly GridFilterKey[]): TableUrlSchema => ({
  perPage: STAFF_MEDIA_PAGE_SIZES[0],
  perPageOptions: STAFF_MEDIA_PAGE_SIZES,
  sortKeys: staffMediaSortKeys,
  filterKeys,
});

const assignGridSchema = gridUrlSchema([...textFilterKeys, ...choiceFilterKeys]);

/**
 * The grid's state (staff spec section 2, data tables), kept in its screen's URL so a reload, a
 * return from another screen or a shared link shows the same view: each screen keeps its own.
 */
export function useGridState(schema: TableUrlSchema = assignGridSchema): TableStateApi {
  return useUrlTableState(schema, useSearchParams());
}

const flagOf = (value: string | undefined) => (value ? value === 'true' : undefined);
const listOf = <T>(value: string | undefined) => (value ? [value as T] : undefined);
const numbersOf = (value: string | undefined) => (value ? [Number(value)] : undefined);

/**
 * GET /v1/media for the grid's state. Without a sort, the server's (deadline, soonest first);
 * without a status, its default view (ordered, assigned or done, without issue).
 */
export function staffMediaQuery({ page, perPage, sort, filter }: TableState): StaffMediaQuery {
  const query: StaffMediaQuery = {
    page,
    pageSize: perPage,
    ...(sort && { sort: sort.key as StaffMediaSortKey, order: sort.value }),
    shortId: filter.shortId,
    clientName: filter.clientName,
    title: filter.title,
    serviceOptionsName: filter.serviceOptionsName,
    vitJobId: filter.vitJobId,
    preBookingShortId: filter.preBookingShortId,
    status: listOf<MediaStatus>(filter.status),
    subStatus: listOf<MediaSubStatus>(filter.subStatus),
    priority: numbersOf(filter.priority),
    difficulty: numbersOf(filter.difficulty),
    turnaround: numbersOf(filter.turnaround),
    type: filter.type as JobType | undefined,
    onHold: flagOf(filter.onHold),
    hasIssue: flagOf(filter.hasIssue),
  };
  // Leaves out the filters not set, so equal views share one cache entry.
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as StaffMediaQuery;
}
