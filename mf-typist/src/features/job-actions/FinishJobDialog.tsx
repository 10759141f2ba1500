import { useState } from 'react';
import { selectFeatureFlags, usePortalSelector } from '@portal/contracts';
import { submissionErrors, validationMessages } from '@portal/contracts/app/field-errors';
import { JOB_COMMENT_MAX_LENGTH } from '@portal/contracts/common/limits';
import { useFinishJobMutation } from '@portal/contracts/job/client';
import type { JobParty } from '@portal/contracts/job/rules';
import { isConflict, askedPoorAudioReason } from '@portal/contracts/app/failure-text';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import { Checkbox, FormTextArea } from '@portal/ui/forms';
import { FormDialog } from '@portal/ui/forms';
import { DialogNote, JobSubject } from '../../components/JobSubject.tsx';
import { jobText } from '../../components/job-text.ts';
import { jobActionTexts } from './job-action-texts.ts';
import { useJobNotice, type JobDialogProps } from './useJobNotice.ts';

const reasonRules = jobText(JOB_COMMENT_MAX_LENGTH);

/**
 * Finishes the typist's or the proofreader's part of a job (PUT /v1/job/finish/{id}). When the
 * API finds the audio poor it asks why, and the finish is sent again with the typist's reason.
 */
export function FinishJobDialog({ job, party, onClose }: JobDialogProps & { party: JobParty }) {
  const flags = usePortalSelector(selectFeatureFlags);
  const [finish, { isLoading }] = useFinishJobMutation();
  const notice = useJobNotice();
  const [dueToAudioQuality, setDueToAudioQuality] = useState(false);
  const [reasonAsked, setReasonAsked] = useState<string>();
  const proofreading = party === 'proofreader';

  const send = async (poorAudioReason?: string) => {
    const result = await finish({
      id: job.id,
      poorAudioReason,
      dueToAudioQuality: dueToAudioQuality || undefined,
    });
    if (!result.error) {
      notice.success(
        proofreading ? jobActionTexts.proofreadingFinished : jobActionTexts.finished,
        job,
      );
      onClose();
      return undefined;
    }
    const asked = askedPoorAudioReason(result.error);
    if (asked && poorAudioReason === undefined) {
      setReasonAsked(asked);
      return undefined;
    }
    if (poorAudioReason !== undefined && validationMessages(result.error))
      return submissionErrors(result.error, jobActionTexts.finishFailed);
    notice.failure(jobActionTexts.finishFailed, result.error);
    if (isConflict(result.error)) onClose();
    return undefined;
  };

  if (reasonAsked)
    return (
      <FormDialog<{ poorAudioReason: string }>
        title="Poor audio reason"
        description={reasonAsked}
        intro={<JobSubject job={job} />}
        confirm="Finish job"
        busyLabel="Finishing"
        onSubmit={(values) => send(values.poorAudioReason)}
        onClose={onClose}
      >
        <FormTextArea
          name="poorAudioReason"
          label="What makes the audio poor?"
          hint={`At most ${JOB_COMMENT_MAX_LENGTH} characters.`}
          required
          validate={reasonRules}
        />
      </FormDialog>
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={proofreading ? 'Finish proofreading' : 'Finish job'}
      size="sm"
      dismissible={!isLoading}
      actions={
        <ConfirmActions
          confirm={proofreading ? 'Finish proofreading' : 'Finish job'}
          busyLabel="Finishing"
          busy={isLoading}
          onConfirm={() => void send()}
        />
      }
    >
      <JobSubject job={job} />
      <DialogNote>
        {proofreading
          ? 'The job is marked done with the transcript as you leave it.'
          : 'Your transcript of this range goes to proofreading, and you can no longer change it.'}
      </DialogNote>
      {!proofreading && flags.submitDueToAudioQuality && (
        <Checkbox
          label="Submit due to audio quality"
          hint="The audio is too poor to type all of this range: submit what could be typed."
          checked={dueToAudioQuality}
          onChange={(event) => setDueToAudioQuality(event.target.checked)}
        />
      )}
    </Dialog>
  );
}
