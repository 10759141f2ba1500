import { firstErrorMessage, notify, usePortalDispatch, type ApiError } from '@portal/contracts';
import { useRevokeMembershipMutation, type CompanyMember } from '@portal/contracts/company/client';
import type { CompanyView } from '@portal/contracts/company/schema';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import { businessTexts } from './business-texts.ts';

/** Asks before unlinking a member from the company (client spec section 6). */
export function UnlinkMember({
  company,
  member,
  onClose,
}: {
  company: CompanyView;
  member: CompanyMember;
  onClose(): void;
}) {
  const dispatch = usePortalDispatch();
  const [unlink, unlinking] = useRevokeMembershipMutation();
  const confirm = async () => {
    const result = await unlink({ id: company.id, userId: member.userId });
    if (result.error) {
      const desc = firstErrorMessage((result.error as ApiError).items, businessTexts.contactUs);
      dispatch(notify({ type: 'error', title: businessTexts.actionFailed, desc }));
      return;
    }
    dispatch(notify({ type: 'success', title: businessTexts.memberUnlinked, desc: member.name }));
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Unlink member"
      description={`${member.name} (${member.email}) will no longer check out on the business account of ${company.name}. Their projects stay theirs.`}
      size="sm"
      dismissible={!unlinking.isLoading}
      actions={
        <ConfirmActions
          confirm="Unlink"
          busyLabel="Unlinking"
          busy={unlinking.isLoading}
          variant="danger"
          onConfirm={() => void confirm()}
        />
      }
    />
  );
}
