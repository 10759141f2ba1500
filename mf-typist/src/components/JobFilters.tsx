import type { JobStatus } from '@portal/contracts';
import { Button } from '@portal/ui';
import { SelectField, TextField } from '@portal/ui/forms';
import { jobStatusLabels, type TableStateApi } from '@portal/ui/table';
import './job-table.css';

interface JobFiltersProps {
  table: TableStateApi;
  /** The statuses the list can hold; no status choice when there is only one. */
  statuses?: readonly JobStatus[];
}

/**
 * A job table's filters (staff spec section 2): the media title applies once typing stops, the
 * status at once, and Clear filters empties both.
 */
export function JobFilters({ table, statuses = [] }: JobFiltersProps) {
  const { filterInputs } = table;
  const filtered = Object.values(filterInputs).some((value) => value.trim() !== '');
  return (
    <div role="search" className="job-filters" aria-label="Filter jobs">
      <TextField
        type="search"
        label="Media title"
        value={filterInputs.title ?? ''}
        onChange={(event) => table.setFilterInput('title', event.target.value)}
        autoComplete="off"
        containerClassName="job-filters__field"
      />
      {statuses.length > 1 && (
        <SelectField
          label="Status"
          placeholder="All statuses"
          options={statuses.map((status) => ({ value: status, label: jobStatusLabels[status] }))}
          value={filterInputs.status ?? ''}
          onChange={(event) => table.setFilter('status', event.target.value)}
          containerClassName="job-filters__field"
        />
      )}
      <Button
        variant="quiet"
        className="job-filters__clear"
        disabled={!filtered}
        onClick={() => table.clearFilter()}
      >
        Clear filters
      </Button>
    </div>
  );
}
