import { composeValidators, required } from '@portal/contracts/common/validation';
import { JOB_COMMENT_MAX_LENGTH } from '@portal/contracts/common/limits';
import { useCommentJobMutation, useUpdateJobMutation } from '@portal/contracts/job/client';
import { FormDialog, FormTextArea } from '@portal/ui/forms';
import { jobActionTexts } from './job-action-texts.ts';
import { commentRules } from './JobCommentDialog.tsx';
import { DialogNote, JobSubject } from './JobSubject.tsx';
import { useJobStep, type JobDialogProps } from './useJobStep.ts';

const whatToChange = composeValidators(required(), commentRules);

/**
 * sendBackForEditing: the typed job goes back to its typist with what to change. The comment is
 * saved first (PUT /v1/job/comment/{id}), so the typist never gets the job back without it, then
 * the job is sent back (PUT /v1/job/{id} with send_back).
 */
export function SendBackForEditingDialog(props: JobDialogProps) {
  const [comment] = useCommentJobMutation();
  const [update] = useUpdateJobMutation();
  const run = useJobStep(props);
  const { media, job, onClose } = props;

  const sendBack = async (text: string) => {
    const commented = await comment({ id: job.id, comment: text });
    return commented.error ? commented : update({ id: job.id, sendBack: true });
  };

  return (
    <FormDialog<{ comment: string }>
      title="Send back for editing"
      intro={
        <>
          <JobSubject media={media} job={job} />
          <DialogNote>
            {job.typistName ?? 'The typist'} gets the job back with your comment, to edit it and
            finish it again.
          </DialogNote>
        </>
      }
      initialValues={{ comment: job.adminComment ?? '' }}
      confirm="Send back"
      busyLabel="Sending back"
      onSubmit={(values) => run(() => sendBack(values.comment), jobActionTexts.sentBack)}
      onClose={onClose}
    >
      <FormTextArea
        name="comment"
        label="What to change"
        hint={`Saved as your comment to the typist. At most ${JOB_COMMENT_MAX_LENGTH} characters.`}
        required
        validate={whatToChange}
      />
    </FormDialog>
  );
}
