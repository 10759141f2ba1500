import { useGetProfileQuery } from '@portal/contracts/user/client';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { effectiveJobRate, jobRangeText } from '@portal/contracts/job/format';
import { formatMoney } from '@portal/contracts';
import { JobStatusChip } from '@portal/ui/table';
import { JobActionsMenu } from './job-actions/JobActionsMenu.tsx';
import { dash, tableDate } from './media-format.ts';

/**
 * An expanded grid row: the media's jobs in range order, with who types and proofreads each,
 * its status, deadline and rate (staff spec section 3, Job), and what the user may do to each.
 */
export function MediaJobs({ media }: { media: StaffMedia }) {
  const { data: user } = useGetProfileQuery();
  if (media.jobs.length === 0) {
    return <p className="assign-grid__note">No jobs yet: the media is not ordered or split.</p>;
  }
  return (
    <table className="assign-jobs">
      <caption className="ui-visually-hidden">Jobs of {media.title}</caption>
      <thead>
        <tr>
          <th scope="col">Typist</th>
          <th scope="col">Range</th>
          <th scope="col">Status</th>
          <th scope="col">Deadline</th>
          <th scope="col">Rate</th>
          <th scope="col">Proofreader</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {media.jobs.map((job) => (
          <tr key={job.id}>
            <td data-label="Typist">{job.typistName ?? 'Not assigned'}</td>
            <td data-label="Range" className="ui-tabular-nums">
              {jobRangeText(job)}
            </td>
            <td data-label="Status">
              <JobStatusChip status={job.status} />
            </td>
            <td data-label="Deadline" className="ui-tabular-nums">
              {tableDate(job.deadline)}
            </td>
            <td data-label="Rate" className="ui-tabular-nums">
              {formatMoney(effectiveJobRate(job), 'GBP')}/min ({job.ratePercent}%)
            </td>
            <td data-label="Proofreader">
              {job.proofreaderName ?? dash}
              {job.proofreaderDeadline !== null && (
                <span className="assign-grid__note">due {tableDate(job.proofreaderDeadline)}</span>
              )}
            </td>
            <td data-label="Actions">
              {user && <JobActionsMenu media={media} job={job} user={user} />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
