import { TableFilters, type TableStateApi } from '@portal/ui/table';
import { statusFilterOptions } from './project-query.ts';
import './library.css';

const textFields = [
  { key: 'title', label: 'Title' },
  { key: 'shortId', label: 'Project ID' },
  { key: 'ownerName', label: 'Owner' },
  { key: 'company', label: 'Company' },
] as const;

const choices = [
  { key: 'status', label: 'Status', placeholder: 'All statuses', options: statusFilterOptions },
];

/**
 * The project filters (client spec section 2): typing waits for the table's debounce, the
 * status applies at once, and Clear filters empties them all.
 */
export function ProjectFilters({ table }: { table: TableStateApi }) {
  return (
    <TableFilters
      table={table}
      label="Filter projects"
      texts={textFields}
      choices={choices}
      className="library-filters"
    />
  );
}
