import { notify, usePortalDispatch } from '@portal/contracts';
import { useDeletePreBookingMutation } from '@portal/contracts/pre-booking/client';
import type { PreBooking } from '@portal/contracts/pre-booking/schema';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { ConfirmDialog } from '@portal/ui/forms';

/** Removes a pre-booking; its media stay, received against nothing. */
export function DeletePreBookingDialog({
  preBooking,
  onClose,
}: {
  preBooking: PreBooking;
  onClose(): void;
}) {
  const [remove] = useDeletePreBookingMutation();
  const dispatch = usePortalDispatch();
  const submit = async () => {
    const result = await remove(preBooking.id);
    if (result.error) return submissionErrors(result.error, 'The pre-booking could not be removed');
    dispatch(notify({ type: 'success', title: 'Pre-booking removed', desc: preBooking.shortId }));
    onClose();
    return undefined;
  };
  return (
    <ConfirmDialog
      title={`Remove pre-booking ${preBooking.shortId}`}
      description={preBooking.clientName}
      intro={
        <p>
          The time held for {preBooking.clientName} is let go. Its {preBooking.mediaIds.length}{' '}
          media stay as they are.
        </p>
      }
      confirm="Remove"
      busyLabel="Removing"
      variant="danger"
      onConfirm={submit}
      onClose={onClose}
    />
  );
}
