import type { StaffMediaQuery } from '@portal/contracts/media/staff-media-client';
import type { TableState } from '@portal/ui/table';
import { gridUrlSchema, staffMediaQuery, type GridFilterKey } from '../grid-state.ts';

/** The assign grid's filters that tell sessions apart (none is a recording's: S2T, pre-booking). */
export const liveFilterKeys: readonly GridFilterKey[] = [
  'title',
  'shortId',
  'clientName',
  'serviceOptionsName',
  'status',
  'subStatus',
  'onHold',
  'hasIssue',
];

/** The live grid's view in its own screen's URL, apart from the Transcription grid's. */
export const liveGridSchema = gridUrlSchema(liveFilterKeys);

/**
 * GET /v1/media for the live grid's state: the live sessions only, with the assign grid's
 * filters and default view; without a sort, by meeting start, the soonest first.
 */
export const liveMediaQuery = (state: TableState): StaffMediaQuery => ({
  ...staffMediaQuery(state),
  live: true,
  ...(!state.sort && { sort: 'meetingStart', order: 'asc' }),
});
