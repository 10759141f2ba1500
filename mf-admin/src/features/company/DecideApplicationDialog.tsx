import { notify, usePortalDispatch } from '@portal/contracts';
import { useDecideBusinessAccountApplicationMutation } from '@portal/contracts/company/business-account-client';
import type { BusinessAccountApplication } from '@portal/contracts/company/schema';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { ConfirmDialog } from '@portal/ui/forms';
import { companyScreenTexts as texts } from './company-texts.ts';

export type Decision = 'approved' | 'rejected';

/** Confirms an admin's decision on an application; the client is mailed either way. */
export function DecideApplicationDialog({
  application,
  decision,
  onClose,
}: {
  application: BusinessAccountApplication;
  decision: Decision;
  onClose(): void;
}) {
  const [decide] = useDecideBusinessAccountApplicationMutation();
  const dispatch = usePortalDispatch();
  const approve = decision === 'approved';
  const submit = async () => {
    const result = await decide({ id: application.id, state: decision });
    if (result.error) return submissionErrors(result.error, texts.decideFailed, () => undefined);
    dispatch(
      notify({
        type: 'success',
        title: approve ? texts.approved : texts.rejected,
        desc: application.companyName,
      }),
    );
    onClose();
    return undefined;
  };
  const who = `${application.applicantName} (${application.applicantEmail})`;
  return (
    <ConfirmDialog
      title={`${approve ? 'Approve' : 'Reject'} ${application.companyName}`}
      description={who}
      intro={
        <p>
          {approve
            ? `${application.applicantName} will own the company ${application.companyName}, with the details given, and check out on its account.`
            : `${application.applicantName} stays a client paying by card.`}{' '}
          We mail them the decision.
        </p>
      }
      confirm={approve ? 'Approve' : 'Reject'}
      busyLabel={approve ? 'Approving' : 'Rejecting'}
      variant={approve ? 'primary' : 'danger'}
      onConfirm={submit}
      onClose={onClose}
    />
  );
}
