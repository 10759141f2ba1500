import { useFormState } from 'react-final-form';
import { usePortalSelector, type Currency } from '@portal/contracts';
import { liveServiceOptions } from '@portal/contracts/live-booking/rules';
import { formatMoney } from '@portal/contracts';
import { linePrice } from '@portal/contracts/services/pricing';
import { selectVatPercent } from '@portal/contracts/app/vat';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import { extraModifiersOf } from './booking-request.ts';
import { spanOf, type BookingValues } from './booking-values.ts';

/** A length as "1 h 30 min". */
export function formatLength(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return [hours > 0 && `${hours} h`, (minutes > 0 || hours === 0) && `${minutes} min`]
    .filter(Boolean)
    .join(' ');
}

/**
 * What the sessions cost with the add-ons chosen, from the pricing engine the API books them with
 * (the cart's figures at checkout are the final ones).
 */
export function SessionsPrice({
  service,
  currency,
}: {
  service: TranscriptionService;
  currency: Currency;
}) {
  const vatPercent = usePortalSelector(selectVatPercent);
  const { values } = useFormState<BookingValues>({ subscription: { values: true } });
  const options = liveServiceOptions(
    service,
    extraModifiersOf(service, values.priceCalculationElements) ?? {},
  );
  if (!options) return null;
  const lines = values.sessionRows.map((key, index) => {
    const session = values.sessions[key];
    const span = spanOf(session);
    const length = span ? span.end - span.start : 0;
    return {
      key,
      title: session?.meetingTitle?.trim() || `Session ${index + 1}`,
      length,
      price: linePrice(service, options, length, { currency, vatPercent }),
    };
  });
  const total = lines.reduce((sum, line) => sum + line.price.price, 0);
  const gross = lines.reduce((sum, line) => sum + line.price.grossPrice, 0);
  return (
    <div className="live-price" aria-live="polite">
      <table className="live-price__table ui-tabular-nums">
        <caption className="ui-visually-hidden">Price of the sessions</caption>
        <thead>
          <tr>
            <th scope="col">Session</th>
            <th scope="col">Length</th>
            <th scope="col">Price ex. VAT</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">{line.title}</th>
              <td>{line.length > 0 ? formatLength(line.length) : '—'}</td>
              <td>{formatMoney(line.price.price, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="live-price__totals ui-tabular-nums">
        <dt>Total ex. VAT</dt>
        <dd>{formatMoney(total, currency)}</dd>
        <dt className="live-price__grand">Total inc. VAT</dt>
        <dd className="live-price__grand">{formatMoney(gross, currency)}</dd>
      </dl>
    </div>
  );
}
