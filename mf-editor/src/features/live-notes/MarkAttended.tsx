import { failureText } from '@portal/contracts';
import { PORTAL_TIME_LABEL } from '@portal/contracts/common/portal-time';
import { formatPortalDateTime } from '@portal/contracts/live-booking/session-input';
import { useMarkAttendedMutation } from '@portal/contracts/live-booking/client';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import { Button } from '@portal/ui';

/**
 * Mark meeting attended (PUT /v1/media/attend/{id}, staff spec section 4): once the meeting has
 * started and is paid for; before, the server's refusal is shown. The first mark is kept, so
 * once marked the panel says when instead.
 */
export function MarkAttended({ booking }: { booking: Pick<LiveBooking, 'id' | 'attendedAt'> }) {
  const [mark, marking] = useMarkAttendedMutation();
  // The mark's answer shows at once; the booking read again after it says the same.
  const attendedAt = booking.attendedAt ?? marking.data?.attendedAt ?? null;
  if (attendedAt !== null)
    return (
      <p className="meeting-panel__attended" role="status">
        {`Attended at ${formatPortalDateTime(attendedAt)} (${PORTAL_TIME_LABEL})`}
      </p>
    );
  return (
    <div className="meeting-panel__attend">
      <Button
        size="sm"
        loading={marking.isLoading}
        loadingLabel="Marking"
        onClick={() => void mark(booking.id)}
      >
        Mark attended
      </Button>
      {marking.error && (
        <p className="meeting-panel__refusal" role="alert">
          {failureText(marking.error)}
        </p>
      )}
    </div>
  );
}
