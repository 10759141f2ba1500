import type { StaffMediaJob } from '@portal/contracts/media/staff-media-schema';
import { jobRangeText } from '@portal/contracts/job/format';
import { EmptyState } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';
import { JobStatusChip } from '@portal/ui/table';
import { dash, tableDate } from '../media-format.ts';
import { StaffContact } from './StaffContact.tsx';
import type { RowDialogProps } from './steps.tsx';

/** The people working on the jobs, each once, with what they do on this media. */
function workersOf(jobs: readonly StaffMediaJob[]) {
  const workers = new Map<number, { name: string; parts: Set<string> }>();
  const add = (id: number | null, name: string | null, part: string) => {
    if (id === null) return;
    const worker = workers.get(id) ?? { name: name ?? `User ${id}`, parts: new Set<string>() };
    worker.parts.add(part);
    workers.set(id, worker);
  };
  for (const job of jobs) {
    add(job.typistId, job.typistName, 'Typist');
    add(job.proofreaderId, job.proofreaderName, 'Proofreader');
  }
  return [...workers].map(([id, { name, parts }]) => ({ id, name, part: [...parts].join(', ') }));
}

/**
 * staffInfo: who works on the media, job by job (its typist and its proofreader), and how to
 * reach each of them.
 */
export function StaffInfoDialog({ media, onClose }: RowDialogProps) {
  const jobs = media.jobs.filter((job) => job.status !== 'merged');
  const workers = workersOf(jobs);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Staff info"
      description={media.title}
      size="lg"
      readingBody
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
      {workers.length > 0 && (
        <>
          <h3 className="row-dialog__heading">Contacts</h3>
          <ul className="row-staff">
            {workers.map((worker) => (
              <StaffContact key={worker.id} {...worker} />
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
