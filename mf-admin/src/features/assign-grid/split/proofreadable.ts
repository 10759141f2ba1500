import type { StaffMedia, StaffMediaJob } from '@portal/contracts/media/staff-media-schema';
import { jobRules } from '@portal/contracts/job/rules';

/** The media's jobs a proofreader may still be given (the job rules' `assignProofreader`). */
export const proofreadableJobs = (media: StaffMedia): StaffMediaJob[] =>
  media.jobs.filter((job) => jobRules.assignProofreader.from.includes(job.status));

/** Whether any open job of the media has a proofreader to take off. */
export const hasProofreader = (media: StaffMedia): boolean =>
  proofreadableJobs(media).some((job) => job.proofreaderId !== null);
