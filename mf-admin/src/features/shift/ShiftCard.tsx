import { shiftHours, shiftWhen } from '@portal/contracts/shift/time';
import type { ShiftView } from '@portal/contracts/shift/schema';
import { Button, StatusChip } from '@portal/ui';
import { audienceLabels, shiftPlanTexts as texts } from './shift-texts.ts';

export type ShiftAction = (kind: 'edit' | 'delete', shift: ShiftView) => void;

/** One planned shift: its hours, who it is for, its places and who booked them. */
export function ShiftCard({ shift, onAction }: { shift: ShiftView; onAction: ShiftAction }) {
  const bookings = shift.bookings ?? [];
  const when = shiftWhen(shift);
  return (
    <li className="shift-card" data-full={shift.capacityLeft === 0 || undefined}>
      <span className="shift-card__hours">{shiftHours(shift)}</span>
      <span className="shift-card__facts">
        <StatusChip tone={shift.audience === 'typist' ? 'info' : 'neutral'}>
          {audienceLabels[shift.audience]}
        </StatusChip>
        <span className="shift-card__booked">{texts.booked(shift.booked, shift.capacity)}</span>
      </span>
      {bookings.length === 0 ? (
        <p className="shift-card__nobody">{texts.nobodyBooked}</p>
      ) : (
        <ul className="shift-card__bookers" aria-label={`${texts.bookedBy} ${when}`}>
          {bookings.map((booking) => (
            <li key={booking.userId} title={booking.email}>
              {booking.name}
            </li>
          ))}
        </ul>
      )}
      <span className="shift-card__actions">
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Edit ${when}`}
          onClick={() => onAction('edit', shift)}
        >
          Edit
        </Button>
        <Button
          variant="quiet"
          size="sm"
          aria-label={`Remove ${when}`}
          onClick={() => onAction('delete', shift)}
        >
          Remove
        </Button>
      </span>
    </li>
  );
}
