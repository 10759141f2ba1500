import type { User } from '@portal/contracts';
import { jobCommentsFor } from '@portal/contracts/job/comments';
import { jobRangeText } from '@portal/contracts/job/format';
import type { Job } from '@portal/contracts/job/schema';
import '../../layout/side-panel.css';
import './job-comments-panel.css';

interface JobCommentsPanelProps {
  user: User;
  /** The user's jobs on the media. */
  jobs: readonly Job[];
}

/**
 * Beside the text, read only: the comments on the user's jobs of the media that are to them (the
 * admins' to the proofreader, the comment to the typist), each job's under its range when the
 * user has more than one. Nothing when there are none.
 */
export function JobCommentsPanel({ user, jobs }: JobCommentsPanelProps) {
  const commented = jobs
    .map((job) => ({ job, comments: jobCommentsFor(user, job) }))
    .filter(({ comments }) => comments.length > 0);
  if (commented.length === 0) return null;
  return (
    <aside className="editor-side-panel job-comments-panel" aria-label="Comments">
      <h2 className="job-comments-panel__title">Comments</h2>
      {commented.map(({ job, comments }) => (
        <section key={job.id} aria-label={`Comments on ${jobRangeText(job)}`}>
          {jobs.length > 1 && <h3 className="job-comments-panel__range">{jobRangeText(job)}</h3>}
          <dl className="job-comments-panel__list">
            {comments.map(({ key, label, text }) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </aside>
  );
}
