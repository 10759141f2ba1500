import type { Currency } from '@portal/contracts';
import { activeChoices } from '@portal/contracts/services/rules';
import { formatMoney } from '@portal/contracts';
import type { PriceEstimate, TranscriptionService } from '@portal/contracts/services/schema';
import { StatusChip } from '@portal/ui';

interface PriceTableProps {
  service: TranscriptionService;
  estimate: PriceEstimate;
  currency: Currency;
  vatPercent: number;
  /** The turnaround the client chose, in seconds. */
  chosen: number | undefined;
  busy?: boolean;
}

/** The quote's price at every turnaround of the service, the chosen one marked. */
export function PriceTable({
  service,
  estimate,
  currency,
  vatPercent,
  chosen,
  busy,
}: PriceTableProps) {
  const rows = activeChoices(service.turnaround).filter(([seconds]) => estimate[seconds]);
  return (
    <table className="quote-prices ui-tabular-nums" aria-busy={busy || undefined}>
      <caption className="ui-visually-hidden">Price at each turnaround</caption>
      <thead>
        <tr>
          <th scope="col">Turnaround</th>
          <th scope="col">Ex. VAT</th>
          <th scope="col">Inc. VAT ({vatPercent}%)</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([seconds, { label }]) => {
          const line = estimate[seconds]!;
          const isChosen = Number(seconds) === chosen;
          return (
            <tr
              key={seconds}
              className={isChosen ? 'quote-prices__chosen' : undefined}
              aria-current={isChosen || undefined}
            >
              <th scope="row">
                <span className="quote-prices__turnaround">
                  {label}
                  {isChosen && <StatusChip tone="info">Your choice</StatusChip>}
                </span>
              </th>
              <td>{formatMoney(line.price, currency)}</td>
              <td>{formatMoney(line.grossPrice, currency)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
