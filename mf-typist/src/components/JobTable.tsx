import type { ReactNode } from 'react';
import type { Job } from '@portal/contracts/job/schema';
import type { JobPage } from '@portal/contracts/job/client';
import { Button } from '@portal/ui';
import {
  ListView,
  PER_PAGE_OPTIONS,
  type DataTableColumn,
  type TableStateApi,
} from '@portal/ui/table';
import './job-table.css';

interface JobTableProps {
  /** The table's name, e.g. "Assigned jobs". */
  label: string;
  table: TableStateApi;
  /** The list query's state, as useGetJobsQuery answers it. */
  jobs: {
    data?: JobPage;
    isFetching: boolean;
    isError: boolean;
    error?: unknown;
    refetch(): unknown;
  };
  columns: readonly DataTableColumn<Job>[];
  /** What the screen says when it has no jobs at all, and what to do next. */
  empty: { title: string; text: string };
  renderExpanded?(job: Job): ReactNode;
  expandLabel?(job: Job): string;
}

/** The jobs of one screen, 50 or 100 a page, with its empty, loading and failed states. */
export function JobTable({
  label,
  table,
  jobs,
  columns,
  empty,
  renderExpanded,
  expandLabel,
}: JobTableProps) {
  const filtered = Object.keys(table.state.filter).length > 0;
  return (
    <ListView
      label={label}
      query={jobs}
      table={table}
      columns={columns}
      getRowId={(job) => job.id}
      loadFailed="The jobs could not be loaded."
      renderExpanded={renderExpanded}
      expandLabel={expandLabel}
      empty={
        filtered
          ? {
              title: 'No jobs match these filters',
              text: 'Try another title or status, or clear the filters to see every job.',
              action: (
                <Button variant="secondary" onClick={() => table.clearFilter()}>
                  Clear filters
                </Button>
              ),
            }
          : empty
      }
      pagesLabel={`Pages of ${label.toLowerCase()}`}
      perPageOptions={PER_PAGE_OPTIONS}
    />
  );
}
