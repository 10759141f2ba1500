import type { ReactNode } from 'react';
import { jobRangeText } from '@portal/contracts/job/format';
import type { Job } from '@portal/contracts/job/schema';
import './dialog-text.css';

/** What a job dialog acts on: the media's title and the job's range of it. */
export function JobSubject({ job }: { job: Job }) {
  return (
    <p className="dialog-subject">
      {job.media.title} <span className="dialog-subject__range">{jobRangeText(job)}</span>
    </p>
  );
}

/** What confirming does, in muted text. */
export function DialogNote({ children }: { children: ReactNode }) {
  return <p className="dialog-note">{children}</p>;
}

/** "interview.mp3 00:00:00–00:15:00": a job named in a label or a notification. */
export const jobName = (job: Job): string => `${job.media.title} ${jobRangeText(job)}`;
