import { TableFilters, type TableStateApi } from '@portal/ui/table';
import type { statusFilterOptions } from './project-query.ts';
import './library.css';

/** The owner is "Client" to admins, who see every client's projects. */
const textFields = (ownerLabel: string) => [
  { key: 'title', label: 'Title' },
  { key: 'shortId', label: 'Project ID' },
  { key: 'ownerName', label: ownerLabel },
  { key: 'company', label: 'Company' },
];

/**
 * The project filters (client spec section 2): typing waits for the table's debounce, the
 * status applies at once, and Clear filters empties them all.
 */
export function ProjectFilters({
  table,
  ownerLabel,
  statusOptions,
}: {
  table: TableStateApi;
  ownerLabel: string;
  statusOptions: typeof statusFilterOptions;
}) {
  return (
    <TableFilters
      table={table}
      label="Filter projects"
      texts={textFields(ownerLabel)}
      choices={[
        { key: 'status', label: 'Status', placeholder: 'All statuses', options: statusOptions },
      ]}
      className="library-filters"
    />
  );
}
