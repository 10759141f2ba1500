import { notify, usePortalDispatch } from '@portal/contracts';
import { useTransferOwnershipMutation } from '@portal/contracts/project-permission/client';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { DialogNote } from '../../components/DialogText.tsx';
import { FormDialog } from '@portal/ui/forms';
import { InviteeEmailField } from '../../components/form-fields.tsx';
import type { ProjectDialogProps } from './project-dialog-props.ts';
import { projectTexts } from './project-texts.ts';

/**
 * Offers the project to another client (POST /v1/project/transfer-ownership/{id}): they get a
 * link by mail and become its owner when they accept (client spec section 4, Invitations).
 */
export default function TransferOwnershipDialog({ project, onClose }: ProjectDialogProps) {
  const dispatch = usePortalDispatch();
  const [transfer] = useTransferOwnershipMutation();

  const offer = async ({ email }: { email: string }) => {
    const result = await transfer({ id: project.id, email: email.trim() });
    if (result.error) return submissionErrors(result.error, projectTexts.contactUs);
    dispatch(notify({ type: 'success', title: projectTexts.invitationSent, desc: email }));
    onClose();
    return undefined;
  };

  return (
    <FormDialog<{ email: string }>
      title="Transfer ownership"
      description={project.title}
      intro={
        <DialogNote>
          The project becomes theirs when they accept the invitation sent to this email. Until then
          it stays yours.
        </DialogNote>
      }
      confirm="Send invitation"
      busyLabel="Sending"
      initialValues={{ email: '' }}
      onSubmit={offer}
      onClose={onClose}
    >
      <InviteeEmailField />
    </FormDialog>
  );
}
