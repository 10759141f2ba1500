import { failureText } from '@portal/contracts/jobs';
import type { ReactNode } from 'react';
import type { Job, JobPage } from '@portal/contracts/jobs';
import { Button, EmptyState } from '@portal/ui';
import {
  DataTable,
  PER_PAGE_OPTIONS,
  TablePaginator,
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
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={jobs.data?.result}
        getRowId={(job) => job.id}
        loading={jobs.isFetching}
        error={
          jobs.isError && (
            <>
              <strong>The jobs could not be loaded.</strong> {failureText(jobs.error)}
            </>
          )
        }
        onRetry={() => void jobs.refetch()}
        sort={table.state.sort}
        onSortClick={table.toggleSort}
        renderExpanded={renderExpanded}
        expandLabel={expandLabel}
        empty={
          filtered ? (
            <EmptyState
              headingLevel={2}
              title="No jobs match these filters"
              text="Try another title or status, or clear the filters to see every job."
              action={
                <Button variant="secondary" onClick={() => table.clearFilter()}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState headingLevel={2} {...empty} />
          )
        }
      />
      <TablePaginator
        label={`Pages of ${label.toLowerCase()}`}
        table={table}
        total={jobs.data?.total}
        perPageOptions={PER_PAGE_OPTIONS}
      />
    </>
  );
}
