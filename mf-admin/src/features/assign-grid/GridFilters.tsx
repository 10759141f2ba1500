import { jobTypeLabels, jobTypes, mediaStatuses, mediaSubStatuses } from '@portal/contracts';
import {
  mediaDifficultyLabels,
  mediaLevels,
  mediaPriorityLabels,
} from '@portal/contracts/media/levels';
import type { SelectOption } from '@portal/ui/forms';
import { TableFilters, type TableStateApi } from '@portal/ui/table';
import type { GridFilterKey } from './grid-state.ts';
import { mediaStatusLabels, turnaroundLabel, turnarounds } from './media-format.ts';

const texts: { key: GridFilterKey; label: string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'shortId', label: 'ID' },
  { key: 'clientName', label: 'Client' },
  { key: 'serviceOptionsName', label: 'Service' },
  { key: 'vitJobId', label: 'S2T job ID' },
  { key: 'preBookingShortId', label: 'Pre-booking ID' },
];

const yesNo: SelectOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
const levels = (labels: Record<number, string>): SelectOption[] =>
  [...mediaLevels].reverse().map((level) => ({ value: String(level), label: labels[level]! }));

const choices: {
  key: GridFilterKey;
  label: string;
  placeholder: string;
  options: SelectOption[];
}[] = [
  {
    key: 'status',
    label: 'Status',
    placeholder: 'Ordered, assigned or done',
    options: mediaStatuses.map((status) => ({ value: status, label: mediaStatusLabels[status] })),
  },
  {
    key: 'subStatus',
    label: 'Sub-status',
    placeholder: 'Any',
    options: mediaSubStatuses.map((subStatus) => ({ value: subStatus, label: subStatus })),
  },
  { key: 'priority', label: 'Priority', placeholder: 'Any', options: levels(mediaPriorityLabels) },
  {
    key: 'difficulty',
    label: 'Difficulty',
    placeholder: 'Any',
    options: levels(mediaDifficultyLabels),
  },
  {
    key: 'turnaround',
    label: 'Turnaround',
    placeholder: 'Any',
    options: turnarounds.map((seconds) => ({
      value: String(seconds),
      label: turnaroundLabel(seconds),
    })),
  },
  {
    key: 'type',
    label: 'Type',
    placeholder: 'Any',
    options: jobTypes.map((type) => ({ value: type, label: jobTypeLabels[type] })),
  },
  { key: 'onHold', label: 'On hold', placeholder: 'Any', options: yesNo },
  { key: 'hasIssue', label: 'Has issue', placeholder: 'No (default view)', options: yesNo },
];

/**
 * The assign grid's filters (staff spec section 3, media list filters): typed ones apply once
 * typing stops for 1000 ms, chosen ones at once; Clear filters empties them all. Another view
 * of the grid offers those of `keys` only.
 */
export function GridFilters({
  table,
  keys,
}: {
  table: TableStateApi;
  keys?: readonly GridFilterKey[];
}) {
  const offered = ({ key }: { key: GridFilterKey }) => !keys || keys.includes(key);
  return (
    <TableFilters
      table={table}
      label="Filter media"
      texts={texts.filter(offered)}
      choices={choices.filter(offered)}
      className="assign-filters"
    />
  );
}
