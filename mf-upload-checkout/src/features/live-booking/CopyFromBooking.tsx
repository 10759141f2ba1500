import { useState } from 'react';
import { useForm } from 'react-final-form';
import { notify, usePortalDispatch } from '@portal/contracts';
import { formatPortalDateTime } from '@portal/contracts/live-booking/session-input';
import { liveBookingTexts as texts } from '@portal/contracts/live-booking/texts';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import { Button } from '@portal/ui';
import { SelectField } from '@portal/ui/forms';
import { copiedFrom, sessionField, type SessionValues } from './booking-values.ts';

/**
 * "Copy from a previous booking": an earlier session's title, link, agenda, attendees and length
 * into this one. Copy with none chosen says to choose one first.
 */
export function CopyFromBooking({
  rowKey,
  bookings,
}: {
  rowKey: string;
  bookings: readonly LiveBooking[];
}) {
  const form = useForm();
  const dispatch = usePortalDispatch();
  const [chosen, setChosen] = useState('');
  const options = bookings.map((booking) => ({
    value: String(booking.id),
    label: `${booking.meetingTitle} (${formatPortalDateTime(booking.meetingDate)})`,
  }));

  const copy = () => {
    const booking = bookings.find((b) => String(b.id) === chosen);
    if (!booking) {
      dispatch(notify({ type: 'info', title: texts.copyFromFirst }));
      return;
    }
    form.batch(() => {
      for (const [field, value] of Object.entries(copiedFrom(booking)))
        form.change(sessionField(rowKey, field as keyof SessionValues), value);
    });
  };

  return (
    <div className="live-copy">
      <SelectField
        label="Copy from a previous booking"
        placeholder="Not selected"
        options={options}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        containerClassName="live-copy__select"
      />
      <Button variant="secondary" onClick={copy}>
        Copy
      </Button>
    </div>
  );
}
