import { jobRangeText } from '@portal/contracts/jobs';
import { EmptyState } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';
import { JobStatusChip } from '@portal/ui/table';
import { dash, tableDate } from '../media-format.ts';
import type { RowDialogProps } from './steps.tsx';

/** staffInfo: who works on the media, job by job: its typist and its proofreader. */
export function StaffInfoDialog({ media, onClose }: RowDialogProps) {
  const jobs = media.jobs.filter((job) => job.status !== 'merged');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Staff info"
      description={media.title}
      size="lg"
    >
      {jobs.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="Nobody works on this media yet"
          text="Split and assign it to give its jobs a typist and a proofreader."
        />
      ) : (
        <table className="assign-jobs">
          <caption className="ui-visually-hidden">Staff of {media.title}</caption>
          <thead>
            <tr>
              <th scope="col">Range</th>
              <th scope="col">Typist</th>
              <th scope="col">Status</th>
              <th scope="col">Proofreader</th>
              <th scope="col">Proofreader deadline</th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.id}>
                <td data-label="Range" className="ui-tabular-nums">
                  {jobRangeText(job)}
                </td>
                <td data-label="Typist">{job.typistName ?? 'Not assigned'}</td>
                <td data-label="Status">
                  <JobStatusChip status={job.status} />
                </td>
                <td data-label="Proofreader">{job.proofreaderName ?? dash}</td>
                <td data-label="Proofreader deadline" className="ui-tabular-nums">
                  {tableDate(job.proofreaderDeadline)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
