import type { JobStatus } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { useGetJobsQuery } from '@portal/contracts/job/client';
import type { Job } from '@portal/contracts/job/schema';
import { Page } from '@portal/ui';
import type { DataTableColumn } from '@portal/ui/table';
import { JobFilters } from '../../components/JobFilters.tsx';
import { commentsColumn } from '../../components/JobComments.tsx';
import { JobTable } from '../../components/JobTable.tsx';
import { jobName } from '../../components/JobSubject.tsx';
import {
  deadlineColumn,
  mediaColumn,
  rangeColumn,
  statusColumn,
  typistColumn,
} from '../../components/job-columns.tsx';
import { jobListQuery, useJobTableState } from '../../components/useJobTableState.ts';
import { jobActionsColumn } from '../job-actions/index.ts';
import { MediaJobStatuses } from './MediaJobStatuses.tsx';

/** The statuses a job in a proofreader's queue can have. */
const queueStatuses: readonly JobStatus[] = [
  'assigned',
  'in-progress',
  'partial-done',
  'done',
  'substandard',
];

/**
 * /v3/proofreader, the proofreader's home: the jobs they proofread, each with its typist, the
 * other jobs of its media, the comments on it, and what the job rules let them do to it (staff
 * spec sections 2, 4).
 */
export function ProofreaderQueuePage() {
  const table = useJobTableState();
  const jobs = useGetJobsQuery(jobListQuery('proofreading', table.state));
  const { data: user } = useGetProfileQuery();
  const columns: DataTableColumn<Job>[] = [
    mediaColumn,
    typistColumn,
    rangeColumn,
    statusColumn,
    deadlineColumn('proofreader'),
    commentsColumn(user),
    jobActionsColumn(user),
  ];
  return (
    <Page
      title="Proofreading"
      description="The jobs you proofread: finish them once checked, or send them back."
    >
      <JobFilters table={table} statuses={queueStatuses} />
      <JobTable
        label="Jobs to proofread"
        table={table}
        jobs={jobs}
        columns={columns}
        renderExpanded={(job) => <MediaJobStatuses job={job} />}
        expandLabel={(job) => `Show every job of ${jobName(job)}`}
        empty={{
          title: 'No jobs to proofread yet',
          text: 'Jobs an admin gives you to proofread appear here; you can finish them once their typists have.',
        }}
      />
    </Page>
  );
}
