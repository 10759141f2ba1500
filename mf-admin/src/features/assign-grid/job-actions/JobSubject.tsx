import type { ReactNode } from 'react';
import type { StaffMedia, StaffMediaJob } from '@portal/contracts/media/staff-media-schema';
import { jobRangeText } from '@portal/contracts/job/format';
import './job-actions.css';

/** What a job dialog acts on: the media's title, the job's range of it and its typist. */
export function JobSubject({ media, job }: { media: StaffMedia; job: StaffMediaJob }) {
  return (
    <p className="job-dialog__subject">
      {media.title} <span className="job-dialog__range">{jobRangeText(job)}</span>
      <span className="job-dialog__muted">{job.typistName ?? 'No typist'}</span>
    </p>
  );
}

/** What confirming does, in muted text. */
export function DialogNote({ children }: { children: ReactNode }) {
  return <p className="job-dialog__muted">{children}</p>;
}

/** Text a person wrote (a comment, an issue, a report), kept as they broke its lines. */
export function WrittenText({ label, text }: { label: string; text: string }) {
  return (
    <figure className="job-dialog__written">
      <figcaption className="job-dialog__muted">{label}</figcaption>
      <blockquote className="job-dialog__text">{text}</blockquote>
    </figure>
  );
}
