import { notify, usePortalDispatch } from '@portal/contracts';
import { useDeleteAdHocChargeMutation } from '@portal/contracts/ad-hoc-charge/client';
import type { AdHocCharge } from '@portal/contracts/ad-hoc-charge/schema';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { formatMoney } from '@portal/contracts';
import { ConfirmDialog } from '@portal/ui/forms';
import { jobActionTexts } from './job-action-texts.ts';
import { DialogNote } from './JobSubject.tsx';

/** "Rush fee £15.00": a charge named in a question or a notification. */
export const chargeName = (charge: AdHocCharge): string =>
  `${charge.description} ${formatMoney(charge.amount, charge.currency)}`;

/**
 * Asks before removing a charge (DELETE /v1/ad-hoc-charge/{id}); the server's refusal, such as
 * the charge having gone on an invoice meanwhile (409), stays in the dialog.
 */
export function RemoveAdHocChargeDialog({
  charge,
  onClose,
}: {
  charge: AdHocCharge;
  onClose(): void;
}) {
  const dispatch = usePortalDispatch();
  const [remove] = useDeleteAdHocChargeMutation();
  const texts = jobActionTexts.chargeRemoved;
  const confirm = async () => {
    const { error } = await remove(charge.id);
    if (error) return submissionErrors(error, texts.failed);
    dispatch(notify({ type: 'success', title: texts.done, desc: chargeName(charge) }));
    onClose();
    return undefined;
  };
  return (
    <ConfirmDialog
      title="Remove ad-hoc charge"
      intro={
        <DialogNote>
          {chargeName(charge)} no longer goes on {charge.typistName ?? 'the typist'}&apos;s next
          invoice.
        </DialogNote>
      }
      confirm="Remove charge"
      busyLabel="Removing"
      variant="danger"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
