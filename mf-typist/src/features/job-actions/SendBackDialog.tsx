import { submissionErrors, validationMessages } from '@portal/contracts/app/field-errors';
import { JOB_COMMENT_MAX_LENGTH } from '@portal/contracts/common/limits';
import { useCommentJobMutation, useUpdateJobMutation } from '@portal/contracts/job/client';
import { isConflict } from '@portal/contracts/app/failure-text';
import { FormTextArea } from '@portal/ui/forms';
import { FormDialog } from '@portal/ui/forms';
import { DialogNote, JobSubject } from '../../components/JobSubject.tsx';
import { jobText } from '../../components/job-text.ts';
import { jobActionTexts } from './job-action-texts.ts';
import { useJobNotice, type JobDialogProps } from './useJobNotice.ts';

const commentRules = jobText(JOB_COMMENT_MAX_LENGTH);

/**
 * The proofreader sends a typed job back to its typist with what to change: the comment first
 * (PUT /v1/job/comment/{id}), so the typist never gets the job back without it, then the move
 * (PUT /v1/job/{id} with sendBack). Their words become the job's comment to the typist, so the
 * field opens on the one there is to edit it.
 */
export function SendBackDialog({ job, onClose }: JobDialogProps) {
  const [comment] = useCommentJobMutation();
  const [update] = useUpdateJobMutation();
  const notice = useJobNotice();

  const submit = async (values: { comment: string }) => {
    const commented = await comment({ id: job.id, comment: values.comment });
    const result = commented.error ? commented : await update({ id: job.id, sendBack: true });
    if (!result.error) {
      notice.success(jobActionTexts.sentBack, job);
      onClose();
      return undefined;
    }
    if (validationMessages(result.error))
      return submissionErrors(result.error, jobActionTexts.sendBackFailed);
    notice.failure(jobActionTexts.sendBackFailed, result.error);
    if (isConflict(result.error)) onClose();
    return undefined;
  };

  return (
    <FormDialog<{ comment: string }>
      title="Send back to typist"
      intro={
        <>
          <JobSubject job={job} />
          <DialogNote>
            {job.typistName ?? 'The typist'} gets the job back with your comment, to change it and
            finish it again.
          </DialogNote>
        </>
      }
      initialValues={{ comment: job.adminComment ?? '' }}
      confirm="Send back"
      busyLabel="Sending back"
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextArea
        name="comment"
        label="Comment to the typist"
        hint={`At most ${JOB_COMMENT_MAX_LENGTH} characters.`}
        required
        validate={commentRules}
      />
    </FormDialog>
  );
}
