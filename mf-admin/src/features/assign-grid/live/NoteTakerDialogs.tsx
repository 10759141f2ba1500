import { Role, errorTexts } from '@portal/contracts';
import { required } from '@portal/contracts/common/validation';
import { useAssignJobMutation, useRemoveJobTypistMutation } from '@portal/contracts/job/client';
import { FormDialog } from '@portal/ui/forms';
import { JobConfirmDialog } from '../job-actions/JobConfirmDialog.tsx';
import { DialogNote } from '../job-actions/JobSubject.tsx';
import { useJobStep, type JobDialogProps } from '../job-actions/useJobStep.ts';
import { StaffField, useStaffPickers } from '../split/StaffPicker.tsx';
import { meetingText } from './live-format.ts';
import { liveGridTexts as texts } from './live-texts.ts';

interface NoteTakerValues {
  typistId?: string;
}

const pickOne = required(errorTexts.required);

/**
 * Assign note-taker: a typist takes the session's notes job (PUT /v1/job/assign/{id}, which
 * restricted admins may call too), picked with the grid's staff filter, which starts on the
 * typists trained in the session's service.
 */
export function AssignNoteTakerDialog(props: JobDialogProps) {
  const { media, job, onClose } = props;
  const [assign] = useAssignJobMutation();
  const run = useJobStep(props);
  const { filterFields, typists } = useStaffPickers(
    media.serviceShortName,
    {},
    { only: Role.TYPIST, trainedIn: true },
  );
  const submit = (values: NoteTakerValues) =>
    run(() => assign({ id: job.id, typistId: Number(values.typistId) }), texts.noteTakerAssigned);
  return (
    <FormDialog<NoteTakerValues>
      title="Assign note-taker"
      description={media.live ? `${media.title}, ${meetingText(media.live)}` : media.title}
      confirm="Assign note-taker"
      busyLabel="Assigning"
      onSubmit={submit}
      onClose={onClose}
    >
      {filterFields}
      <StaffField
        name="typistId"
        label="Note-taker"
        options={typists.options}
        loadError={typists.error}
        validate={pickOne}
      />
    </FormDialog>
  );
}

/** Remove note-taker: the notes job goes back to the pool (PUT /v1/job/remove-typist/{id}). */
export function RemoveNoteTakerDialog(props: JobDialogProps) {
  const [removeTypist] = useRemoveJobTypistMutation();
  return (
    <JobConfirmDialog
      {...props}
      title="Remove note-taker"
      confirm="Remove note-taker"
      busyLabel="Removing"
      variant="danger"
      step={() => removeTypist(props.job.id)}
      texts={texts.noteTakerRemoved}
    >
      <DialogNote>
        {props.job.typistName ?? 'The note-taker'} will no longer take the notes of this session:
        another note-taker can be assigned.
      </DialogNote>
    </JobConfirmDialog>
  );
}
