import { useGetProfileQuery } from '@portal/contracts/user/client';
import { useGetJobsQuery } from '@portal/contracts/job/client';
import type { Job } from '@portal/contracts/job/schema';
import { Page } from '@portal/ui';
import type { DataTableColumn } from '@portal/ui/table';
import { JobFilters } from '../../components/JobFilters.tsx';
import { JobTable } from '../../components/JobTable.tsx';
import { TypistLibraryTabs } from '../../components/TypistLibraryTabs.tsx';
import {
  audioQualityColumn,
  deadlineColumn,
  durationColumn,
  mediaColumn,
  rangeColumn,
  rateColumn,
  serviceColumn,
} from '../../components/job-columns.tsx';
import { jobListQuery, useJobTableState } from '../../components/useJobTableState.ts';
import { TakeJobButton } from './TakeJobButton.tsx';

/**
 * /v3/typist/library (self-assign offers flag): the jobs offered to typists trained in their
 * service at this typist's grade, and taking one (staff spec sections 2 and 4).
 */
export function OfferedJobsPage() {
  const table = useJobTableState();
  const jobs = useGetJobsQuery(jobListQuery('offered', table.state));
  const { data: user } = useGetProfileQuery();
  const columns: DataTableColumn<Job>[] = [
    mediaColumn,
    serviceColumn,
    durationColumn,
    rangeColumn,
    deadlineColumn('typist'),
    rateColumn,
    audioQualityColumn,
    {
      id: 'take',
      header: 'Take',
      align: 'end',
      cell: (job) => user && <TakeJobButton job={job} user={user} />,
    },
  ];
  return (
    <Page title="Available jobs" description="Jobs offered to you, first come first served.">
      <TypistLibraryTabs />
      <JobFilters table={table} />
      <JobTable
        label="Available jobs"
        table={table}
        jobs={jobs}
        columns={columns}
        empty={{
          title: 'No jobs on offer right now',
          text: 'Jobs offered in the services you are trained in, at your grade, appear here as admins offer them.',
        }}
      />
    </Page>
  );
}
