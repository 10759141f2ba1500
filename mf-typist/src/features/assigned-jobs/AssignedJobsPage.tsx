import { Link } from 'react-router';
import { selectFeatureFlags, usePortalSelector, type JobStatus } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { useGetJobsQuery } from '@portal/contracts/job/client';
import type { Job } from '@portal/contracts/job/schema';
import { Page, buttonClassName } from '@portal/ui';
import type { DataTableColumn } from '@portal/ui/table';
import { JobFilters } from '../../components/JobFilters.tsx';
import { JobTable } from '../../components/JobTable.tsx';
import { TypistLibraryTabs } from '../../components/TypistLibraryTabs.tsx';
import {
  deadlineColumn,
  mediaColumn,
  rangeColumn,
  rateColumn,
  serviceColumn,
  statusColumn,
} from '../../components/job-columns.tsx';
import { commentsColumn } from '../../components/JobComments.tsx';
import { jobListQuery, useJobTableState } from '../../components/useJobTableState.ts';
import { jobActionsColumn } from '../job-actions/index.ts';

/** The statuses a typist's own job can have. */
const typistStatuses: readonly JobStatus[] = [
  'assigned',
  'in-progress',
  'partial-done',
  'done',
  'substandard',
];

/**
 * /v3/typist/library/assigned, the typist's home: their jobs, the comments on them and what the
 * job rules let them do to each (staff spec sections 2 and 4).
 */
export function AssignedJobsPage() {
  const table = useJobTableState();
  const jobs = useGetJobsQuery(jobListQuery('mine', table.state));
  const { data: user } = useGetProfileQuery();
  const { selfAssignOffers } = usePortalSelector(selectFeatureFlags);
  const columns: DataTableColumn<Job>[] = [
    mediaColumn,
    serviceColumn,
    rangeColumn,
    statusColumn,
    deadlineColumn('typist'),
    rateColumn,
    commentsColumn(user),
    jobActionsColumn(user),
  ];
  return (
    <Page
      title="Assigned jobs"
      description="The jobs you are typing, and those you have typed."
      actions={
        // The typist's menu (staff spec section 2) has no Invoices entry: their home leads there.
        <Link to="/typist/invoices" className={buttonClassName({ variant: 'secondary' })}>
          Invoices
        </Link>
      }
    >
      <TypistLibraryTabs />
      <JobFilters table={table} statuses={typistStatuses} />
      <JobTable
        label="Assigned jobs"
        table={table}
        jobs={jobs}
        columns={columns}
        empty={{
          title: 'No jobs assigned to you yet',
          text: selfAssignOffers
            ? 'Jobs an admin assigns to you, and those you take from the available jobs, appear here.'
            : 'Jobs an admin assigns to you appear here.',
        }}
      />
    </Page>
  );
}
