import { useGetMediaJobStatusesQuery } from '@portal/contracts/job/client';
import type { Job } from '@portal/contracts/job/schema';
import { QueryState, Skeleton } from '@portal/ui';
import { JobStatusChip } from '@portal/ui/table';
import './proofreading.css';

/**
 * How far every job of the proofread job's media has come (GET /v1/media/job-statuses/{id}):
 * its typist and status, so the proofreader sees the whole media.
 */
export function MediaJobStatuses({ job }: { job: Job }) {
  const statuses = useGetMediaJobStatusesQuery(job.mediaId);
  return (
    <QueryState
      query={statuses}
      loading={<Skeleton width="60%" />}
      loadingLabel={`Loading the jobs of ${job.media.title}`}
      headingLevel={3}
    >
      {(parts) => (
        <>
          <h3 className="media-jobs__title">Every job of {job.media.title}</h3>
          <ul className="media-jobs">
            {parts.map((part) => (
              <li key={part.id} className="media-jobs__job">
                <span>
                  {part.typistName ?? 'No typist yet'}
                  {part.id === job.id && <span className="job-table__note"> (this job)</span>}
                </span>
                <JobStatusChip status={part.status} />
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryState>
  );
}
