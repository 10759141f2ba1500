import type { JobStatus } from '@portal/contracts';
import { TableFilters, jobStatusLabels, type TableStateApi } from '@portal/ui/table';
import './job-table.css';

interface JobFiltersProps {
  table: TableStateApi;
  /** The statuses the list can hold; no status choice when there is only one. */
  statuses?: readonly JobStatus[];
}

const texts = [{ key: 'title', label: 'Media title' }];

/**
 * A job table's filters (staff spec section 2): the media title applies once typing stops, the
 * status at once, and Clear filters empties both.
 */
export function JobFilters({ table, statuses = [] }: JobFiltersProps) {
  const choices =
    statuses.length > 1
      ? [
          {
            key: 'status',
            label: 'Status',
            placeholder: 'All statuses',
            options: statuses.map((status) => ({ value: status, label: jobStatusLabels[status] })),
          },
        ]
      : [];
  return (
    <TableFilters
      table={table}
      label="Filter jobs"
      texts={texts}
      choices={choices}
      className="job-filters"
    />
  );
}
