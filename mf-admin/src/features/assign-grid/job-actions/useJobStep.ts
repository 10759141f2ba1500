import { notify, usePortalDispatch } from '@portal/contracts';
import { useRefreshStaffMediaMutation } from '@portal/contracts/media/staff-media-client';
import type { StaffMedia, StaffMediaJob } from '@portal/contracts/media/staff-media-schema';
import { submissionErrors, validationMessages } from '@portal/contracts/app/field-errors';
import { jobRangeText } from '@portal/contracts/job/format';
import type { JobStepTexts } from './job-action-texts.ts';

/** What every job dialog of the grid is given: the job, the grid row it sits in, and closing. */
export interface JobDialogProps {
  media: StaffMedia;
  job: StaffMediaJob;
  onClose(): void;
}

/** "Board meeting 1 00:00:00–00:15:00": a job named in a label or a notification. */
export const jobName = (media: StaffMedia, job: StaffMediaJob): string =>
  `${media.title} ${jobRangeText(job)}`;

type Step = () => PromiseLike<{ error?: unknown }>;

/**
 * Runs a dialog's calls for a react-final-form submit. Done: the media's grid row is read again,
 * the success told and the dialog closed. Refused: the server's message stays in the dialog; the
 * row is read again unless the input alone was at fault, as the job may have moved on.
 * `formField` names the form's field for a server's one (see submissionErrors); the message
 * about any other shows as the form's.
 */
export function useJobStep({ media, job, onClose }: JobDialogProps) {
  const dispatch = usePortalDispatch();
  const [refresh] = useRefreshStaffMediaMutation();
  return async (
    step: Step,
    texts: JobStepTexts,
    formField?: (field: string) => string | undefined,
  ) => {
    const { error } = await step();
    if (!validationMessages(error)) void refresh([media.id]);
    if (error) return submissionErrors(error, texts.failed, formField);
    dispatch(notify({ type: 'success', title: texts.done, desc: jobName(media, job) }));
    onClose();
    return undefined;
  };
}
