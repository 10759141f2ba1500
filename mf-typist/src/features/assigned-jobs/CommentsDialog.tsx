import type { Job } from '@portal/contracts/jobs';
import { Button } from '@portal/ui';
import { Dialog, DialogClose } from '@portal/ui/dialog';
import { JobSubject } from '../../components/JobSubject.tsx';
import './assigned-jobs.css';

/** Who wrote each comment a typist may read on their job. */
const commentAuthors = [
  { key: 'adminComment', author: 'Admin' },
  { key: 'proofreaderComment', author: 'Proofreader' },
] as const;

export const jobComments = (job: Job) =>
  commentAuthors.flatMap(({ key, author }) => (job[key] ? [{ author, text: job[key] }] : []));

/** The admin's and the proofreader's comments on the typist's job. */
export function CommentsDialog({ job, onClose }: { job: Job; onClose(): void }) {
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
        {jobComments(job).map(({ author, text }) => (
          <div key={author} className="job-comments__item">
            <dt>{author}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
