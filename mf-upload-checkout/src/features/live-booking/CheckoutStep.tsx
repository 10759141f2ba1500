import { useFormState } from 'react-final-form';
import type { Currency } from '@portal/contracts';
import { PORTAL_TIME_LABEL } from '@portal/contracts/common/portal-time';
import { formatPortalDateTime } from '@portal/contracts/live-booking/session-input';
import { FormError } from '@portal/ui/forms';
import type { TargetAccount } from '../target-account/index.ts';
import { spanOf, type BookingValues } from './booking-values.ts';
import { SessionsPrice, formatLength } from './SessionsPrice.tsx';
import { useChosenService } from './useLiveServices.ts';

/**
 * What is about to be booked: the service, each session's title, start and length, and the
 * price. Booking puts the sessions in the cart (the chosen client's for an admin), paid for on
 * the payment page.
 */
export function CheckoutStep({
  currency,
  target,
}: {
  currency: Currency;
  target: TargetAccount | undefined;
}) {
  const service = useChosenService();
  const { values, submitError } = useFormState<BookingValues>({
    subscription: { values: true, submitError: true },
  });
  return (
    <div className="live-checkout">
      {service && (
        <p className="live-checkout__service">
          Service: <strong>{service.name}</strong>
        </p>
      )}
      <ol className="live-checkout__sessions">
        {values.sessionRows.map((key, index) => {
          const session = values.sessions[key];
          const span = spanOf(session);
          return (
            <li key={key}>
              <strong>{session?.meetingTitle?.trim() || `Session ${index + 1}`}</strong>
              {span && (
                <span className="ui-text-muted">
                  {' '}
                  {formatPortalDateTime(span.start)} ({PORTAL_TIME_LABEL}),{' '}
                  {formatLength(span.end - span.start)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {service && <SessionsPrice service={service} currency={currency} />}
      <p className="ui-text-muted live-checkout__note">
        Booking puts the sessions in {target ? `${target.personName}’s` : 'your'} cart; they are
        paid for on the next page.
      </p>
      <FormError message={submitError} />
    </div>
  );
}
