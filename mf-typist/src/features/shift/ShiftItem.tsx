import { shiftHours, shiftWhen } from '@portal/contracts/shift/time';
import type { ShiftView } from '@portal/contracts/shift/schema';
import { Button, StatusChip } from '@portal/ui';
import { shiftbookerTexts as texts } from './shiftbooker-texts.ts';
import { hasStarted } from './shift-time.ts';
import { useShiftBooking } from './useShiftBooking.ts';

/** One shift of the week: its hours, the places left, and Book or Cancel booking while it may. */
export function ShiftItem({ shift, now }: { shift: ShiftView; now: number }) {
  const { toggle, busy } = useShiftBooking(shift);
  const started = hasStarted(shift, now);
  const full = shift.capacityLeft === 0 && !shift.bookedByMe;
  const action = shift.bookedByMe ? texts.cancel : texts.book;
  return (
    <li
      className="shift"
      data-booked={shift.bookedByMe || undefined}
      data-started={started || undefined}
    >
      <span className="shift__hours">{shiftHours(shift)}</span>
      <span className="shift__places">{texts.placesLeft(shift.capacityLeft, shift.capacity)}</span>
      <span className="shift__status">
        {shift.bookedByMe && <StatusChip tone="success">{texts.booked}</StatusChip>}
        {full && !started && <StatusChip tone="warning">{texts.full}</StatusChip>}
        {started && <StatusChip>{texts.started}</StatusChip>}
      </span>
      {!started && !full && (
        <Button
          className="shift__action"
          variant={shift.bookedByMe ? 'secondary' : 'primary'}
          size="sm"
          loading={busy}
          loadingLabel={shift.bookedByMe ? 'Cancelling' : 'Booking'}
          aria-label={`${action} ${shiftWhen(shift)}`}
          onClick={() => void toggle()}
        >
          {action}
        </Button>
      )}
    </li>
  );
}
