import { shiftWhen } from '@portal/contracts/shift/time';
import { useDeleteShiftMutation } from '@portal/contracts/shift/client';
import type { ShiftView } from '@portal/contracts/shift/schema';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { ConfirmDialog } from '@portal/ui/forms';
import { shiftPlanTexts as texts } from './shift-texts.ts';

/** Removes a shift; its bookings go with it. */
export function DeleteShiftDialog({
  shift,
  onDone,
  onClose,
}: {
  shift: ShiftView;
  onDone(title: string): void;
  onClose(): void;
}) {
  const [remove] = useDeleteShiftMutation();
  const submit = async () => {
    const result = await remove(shift.id);
    if (result.error) return submissionErrors(result.error, texts.removeFailed);
    onDone(texts.removed);
    return undefined;
  };
  const booked = shift.booked === 1 ? 'Its 1 booking goes' : `Its ${shift.booked} bookings go`;
  return (
    <ConfirmDialog
      title="Remove shift"
      description={shiftWhen(shift)}
      intro={<p>{shift.booked === 0 ? 'Nobody has booked it.' : `${booked} with it.`}</p>}
      confirm="Remove"
      busyLabel="Removing"
      variant="danger"
      onConfirm={submit}
      onClose={onClose}
    />
  );
}
