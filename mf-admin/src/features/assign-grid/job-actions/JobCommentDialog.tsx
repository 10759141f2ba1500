import {
  composeValidators,
  maxLength,
  noAngleBrackets,
  type Validator,
} from '@portal/contracts/common/validation';
import { JOB_COMMENT_MAX_LENGTH } from '@portal/contracts/common/limits';
import { useCommentJobMutation } from '@portal/contracts/job/client';
import { FormDialog, FormTextArea } from '@portal/ui/forms';
import { jobActionTexts } from './job-action-texts.ts';
import { DialogNote, JobSubject } from './JobSubject.tsx';
import { useJobStep, type JobDialogProps } from './useJobStep.ts';

/** A job's comment: optional (empty clears it), within the limit, without < or >. */
export const commentRules: Validator = composeValidators(
  maxLength(JOB_COMMENT_MAX_LENGTH),
  noAngleBrackets,
);

/** jobComment: the admin's comment to the job's typist (PUT /v1/job/comment/{id}). */
export function JobCommentDialog(props: JobDialogProps) {
  const [comment] = useCommentJobMutation();
  const run = useJobStep(props);
  const { media, job, onClose } = props;
  return (
    <FormDialog<{ comment?: string }>
      title="Comment to typist"
      intro={
        <>
          <JobSubject media={media} job={job} />
          <DialogNote>The typist reads it with the job. An empty comment clears it.</DialogNote>
        </>
      }
      initialValues={{ comment: job.adminComment ?? '' }}
      confirm="Save comment"
      busyLabel="Saving"
      onSubmit={(values) =>
        run(() => comment({ id: job.id, comment: values.comment ?? '' }), jobActionTexts.commented)
      }
      onClose={onClose}
    >
      <FormTextArea
        name="comment"
        label="Comment to the typist"
        hint={`At most ${JOB_COMMENT_MAX_LENGTH} characters.`}
        validate={commentRules}
      />
    </FormDialog>
  );
}
