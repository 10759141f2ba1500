import type { JobStatus } from '@portal/contracts';
import type { StaffMedia, StaffMediaJob } from '@portal/contracts/media/staff-media-schema';

const finished: readonly JobStatus[] = ['done', 'substandard', 'merged'];

/** The media's jobs not finished yet: those a return with force skips. */
export const unfinishedJobs = (media: StaffMedia): StaffMediaJob[] =>
  media.jobs.filter((job) => !finished.includes(job.status));

/** Split into parts, each part typed and finished: what merging the transcripts takes. */
export const mayMerge = (media: StaffMedia): boolean => {
  const working = media.jobs.filter((job) => job.status !== 'merged');
  return working.length > 1 && unfinishedJobs(media).length === 0;
};
