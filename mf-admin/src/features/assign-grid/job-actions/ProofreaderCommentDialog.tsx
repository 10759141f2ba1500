import { JOB_COMMENT_MAX_LENGTH } from '@portal/contracts/common/limits';
import { useCommentToProofreaderMutation } from '@portal/contracts/job/client';
import { FormDialog, FormTextArea } from '@portal/ui/forms';
import { commentRules } from './JobCommentDialog.tsx';
import { jobActionTexts } from './job-action-texts.ts';
import { DialogNote, JobSubject } from './JobSubject.tsx';
import { useJobStep, type JobDialogProps } from './useJobStep.ts';

const formField = (field: string) => (field === 'proofreader_comment' ? 'comment' : undefined);

/**
 * proofreaderComment: the admin's comment to the job's proofreader (PUT
 * /v1/job/proofreader-comment/{id}), which they read in their queue and in the editor; the
 * split-job form writes the same comment for a part it makes.
 */
export function ProofreaderCommentDialog(props: JobDialogProps) {
  const [comment] = useCommentToProofreaderMutation();
  const run = useJobStep(props);
  const { media, job, onClose } = props;
  const reader = job.proofreaderName ?? 'Whoever proofreads the job';
  return (
    <FormDialog<{ comment?: string }>
      title="Proofreader comment"
      intro={
        <>
          <JobSubject media={media} job={job} />
          <DialogNote>
            {reader} reads it with the job, in their queue and in the editor. An empty comment
            clears it.
          </DialogNote>
        </>
      }
      initialValues={{ comment: job.proofreaderComment ?? '' }}
      confirm="Save comment"
      busyLabel="Saving"
      onSubmit={(values) =>
        run(
          () => comment({ id: job.id, proofreaderComment: values.comment ?? '' }),
          jobActionTexts.commented,
          formField,
        )
      }
      onClose={onClose}
    >
      <FormTextArea
        name="comment"
        label="Comment to the proofreader"
        hint={`At most ${JOB_COMMENT_MAX_LENGTH} characters.`}
        validate={commentRules}
      />
    </FormDialog>
  );
}
