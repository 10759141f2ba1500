import { useState } from 'react';
import type { Job } from '@portal/contracts/jobs';
import { Button } from '@portal/ui';
import { jobName } from '../../components/JobSubject.tsx';
import { CommentsDialog, jobComments } from './CommentsDialog.tsx';

/** A job's comments cell: how many there are, opening them to read. */
export function ViewComments({ job }: { job: Job }) {
  const [open, setOpen] = useState(false);
  const count = jobComments(job).length;
  if (count === 0) return <span className="job-table__note">None</span>;
  return (
    <>
      <Button
        variant="quiet"
        size="sm"
        aria-label={`View comments on ${jobName(job)}`}
        onClick={() => setOpen(true)}
      >
        View {count === 1 ? 'comment' : `${count} comments`}
      </Button>
      {open && <CommentsDialog job={job} onClose={() => setOpen(false)} />}
    </>
  );
}
