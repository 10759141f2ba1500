import { RETURN_NOTES_MAX_LENGTH } from '@portal/contracts/common/limits';
import { useEditStaffMediaMutation } from '@portal/contracts/media-return/client';
import { submissionErrors, validationMessages } from '@portal/contracts/app/field-errors';
import { FormDialog, FormTextArea } from '@portal/ui/forms';
import type { RowDialogProps } from '../row-actions/steps.tsx';
import { useRowStep } from '../row-actions/useRowStep.ts';
import { returnNotesRules } from '../row-actions/free-text-rules.ts';

const failed = 'The return notes could not be saved';

/** returnNotes: what the client reads with the return's mail; emptied, there is none. */
export function ReturnNotesDialog({ media, onClose }: RowDialogProps) {
  const [edit] = useEditStaffMediaMutation();
  const step = useRowStep(media);

  const submit = async (values: { return_notes?: string }) => {
    const result = await edit({
      id: media.id,
      returnNotes: values.return_notes ?? '',
      updatedAt: media.updatedAt,
    });
    if (validationMessages(result.error)) return submissionErrors(result.error, failed);
    await step(Promise.resolve(result), { done: 'Return notes saved', failed });
    onClose();
    return undefined;
  };

  return (
    <FormDialog<{ return_notes?: string }>
      title="Return notes"
      description={media.title}
      confirm="Save"
      busyLabel="Saving"
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextArea
        name="return_notes"
        label="Notes to the client"
        hint={`Sent with the return's mail. At most ${RETURN_NOTES_MAX_LENGTH} characters; empty sends none.`}
        validate={returnNotesRules}
      />
    </FormDialog>
  );
}
