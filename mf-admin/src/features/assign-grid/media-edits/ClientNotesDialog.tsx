import { useGetStaffMediaDetailsQuery } from '@portal/contracts/media-edits/client';
import { freeTextRule } from '@portal/contracts/common/validation';
import { DetailsGate } from './DetailsGate.tsx';
import { TextEditDialog } from './TextEditDialog.tsx';
import type { MediaEditDialogProps } from './useDetailsEdit.ts';

const validate = freeTextRule(2000, { optional: true });

/** clientNotes: the client's comments on the media, read and corrected by an admin. */
export function ClientNotesDialog(props: MediaEditDialogProps) {
  const details = useGetStaffMediaDetailsQuery(props.media.id);
  return (
    <DetailsGate title="Client notes" details={details} onClose={props.onClose}>
      {(loaded) => (
        <TextEditDialog
          {...props}
          title="Client notes"
          label="Client's comments"
          field="clientComments"
          initial={loaded.serviceOptions?.clientComments ?? ''}
          confirm="Save notes"
          success="Client notes saved"
          validate={validate}
          hint="Leave empty to remove them."
        />
      )}
    </DetailsGate>
  );
}
