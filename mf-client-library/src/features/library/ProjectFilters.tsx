import { Button } from '@portal/ui';
import { SelectField, TextField } from '@portal/ui/forms';
import type { TableStateApi } from '@portal/ui/table';
import { statusFilterOptions } from './project-query.ts';
import './library.css';

const textFields = [
  { key: 'title', label: 'Title' },
  { key: 'shortId', label: 'Project ID' },
  { key: 'ownerName', label: 'Owner' },
  { key: 'company', label: 'Company' },
] as const;

/**
 * The project filters (client spec section 2): typing waits for the table's debounce, the
 * status applies at once, and Clear filters empties them all.
 */
export function ProjectFilters({ table }: { table: TableStateApi }) {
  const { filterInputs } = table;
  const filtered = Object.values(filterInputs).some((value) => value.trim() !== '');
  return (
    <div role="search" className="library-filters" aria-label="Filter projects">
      {textFields.map(({ key, label }) => (
        <TextField
          key={key}
          type="search"
          label={label}
          value={filterInputs[key] ?? ''}
          onChange={(event) => table.setFilterInput(key, event.target.value)}
          autoComplete="off"
          containerClassName="library-filters__field"
        />
      ))}
      <SelectField
        label="Status"
        placeholder="All statuses"
        options={statusFilterOptions}
        value={filterInputs.status ?? ''}
        onChange={(event) => table.setFilter('status', event.target.value)}
        containerClassName="library-filters__field"
      />
      <Button
        variant="quiet"
        className="library-filters__clear"
        disabled={!filtered}
        onClick={() => table.clearFilter()}
      >
        Clear filters
      </Button>
    </div>
  );
}
