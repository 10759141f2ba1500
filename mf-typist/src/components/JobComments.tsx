import { useState } from 'react';
import type { User } from '@portal/contracts';
import { jobCommentsFor } from '@portal/contracts/job/comments';
import type { Job } from '@portal/contracts/job/schema';
import { Button } from '@portal/ui';
import { Dialog, DialogClose } from '@portal/ui/dialog';
import type { DataTableColumn } from '@portal/ui/table';
import { JobSubject, jobName } from './JobSubject.tsx';
import './job-comments.css';

interface JobCommentsProps {
  job: Job;
  user: User;
}

/** The comments on the job the user reads: to the typist, and to the proofreader. */
function CommentsDialog({ job, user, onClose }: JobCommentsProps & { onClose(): void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Comments"
      actions={
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      }
    >
      <JobSubject job={job} />
      <dl className="job-comments">
        {jobCommentsFor(user, job).map(({ key, label, text }) => (
          <div key={key} className="job-comments__item">
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}

/** A job's comments cell: how many there are, opening them to read. */
function ViewComments({ job, user }: JobCommentsProps) {
  const [open, setOpen] = useState(false);
  const count = jobCommentsFor(user, job).length;
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
      {open && <CommentsDialog job={job} user={user} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The column of a job table with the comments its user reads on each row, once they are known. */
export const commentsColumn = (user: User | undefined): DataTableColumn<Job> => ({
  id: 'comments',
  header: 'Comments',
  cell: (job) => user && <ViewComments job={job} user={user} />,
});
