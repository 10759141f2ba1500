import { useMemo } from 'react';
import { CURRENCIES, DEBOUNCE, usePortalSelector, type Currency } from '@portal/contracts';
import { skipToken } from '@portal/contracts/app/api';
import { estimatePrices } from '@portal/contracts/services/pricing';
import { quotePricePlaceholder, type QuoteProgress } from '@portal/contracts/services/options-form';
import { selectVatPercent } from '@portal/contracts/app/vat';
import { useEstimatePriceQuery } from '@portal/contracts/services/client';
import type { EstimatePriceRequest, TranscriptionService } from '@portal/contracts/services/schema';
import type { ServiceOptions } from '@portal/contracts/services/rules';
import { Button, Card, SuccessIcon } from '@portal/ui';
import { SelectField, useDebounce } from '@portal/ui/forms';
import { PriceTable } from './PriceTable.tsx';
import { useEstimatedDelivery } from './useEstimatedDelivery.ts';

const currencyOptions = (Object.keys(CURRENCIES) as Currency[]).map((code) => ({
  value: code,
  label: `${code} (${CURRENCIES[code]})`,
}));

export interface PriceSummaryProps {
  service: TranscriptionService | undefined;
  options: ServiceOptions | undefined;
  /** Seconds; 0 while the duration is not complete. */
  duration: number;
  /** The email once it is valid. */
  email: string | undefined;
  progress: QuoteProgress;
  currency: Currency;
  currencySelectable: boolean;
  onCurrencyChange: (currency: Currency) => void;
  sending: boolean;
  /** Where the quote was last sent, once it was. */
  sentTo: string | undefined;
  /** The id of the form the Send button submits. */
  formId: string;
}

/** The request is rebuilt on every render: it settles when its content stays the same. */
const sameContent = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function estimateRequest(
  options: ServiceOptions,
  duration: number,
  currency: Currency,
  email: string | undefined,
): EstimatePriceRequest {
  const { turnaround: _chosen, ...serviceOptions } = options;
  return { duration, currency, serviceOptions, ...(email ? { email } : {}) };
}

/** The quote's price area: what is missing, else the prices, the delivery estimate and Send. */
export function PriceSummary(props: PriceSummaryProps) {
  const { service, options, duration, email, progress, currency } = props;
  const vatPercent = usePortalSelector(selectVatPercent);
  const placeholder = quotePricePlaceholder(progress);
  const complete = placeholder === null && service !== undefined && options !== undefined;

  const engine = useMemo(() => {
    if (!complete) return undefined;
    const { turnaround: _chosen, ...rest } = options;
    return estimatePrices(service, rest, duration, { currency, vatPercent });
  }, [complete, service, options, duration, currency, vatPercent]);

  const current = complete ? estimateRequest(options, duration, currency, email) : undefined;
  const [request] = useDebounce(current, DEBOUNCE.cartRecalculation, { equalityFn: sameContent });
  // The server prices with the same engine and is the authority: its figures win when they
  // answer what is on screen now (not a moment ago, before the last change).
  const server = useEstimatePriceQuery(request ?? skipToken);
  const settled = current !== undefined && JSON.stringify(current) === JSON.stringify(request);
  const estimate = (settled && server.currentData) || engine;
  const delivery = useEstimatedDelivery(complete ? options.turnaround : undefined);

  return (
    <Card title="Your quote" className="quote-summary">
      {props.currencySelectable && (
        <SelectField
          label="Currency"
          name="currency"
          options={currencyOptions}
          value={currency}
          onChange={(event) => props.onCurrencyChange(event.target.value as Currency)}
          containerClassName="quote-summary__currency"
        />
      )}
      <div aria-live="polite" className="quote-summary__prices">
        {placeholder !== null || !estimate || !service ? (
          <p className="quote-summary__placeholder">{placeholder}</p>
        ) : (
          <>
            <PriceTable
              service={service}
              estimate={estimate}
              currency={currency}
              vatPercent={vatPercent}
              chosen={options?.turnaround}
              busy={!settled || server.isFetching}
            />
            {settled && server.isError && (
              <p className="quote-summary__note ui-text-muted">
                These prices could not be confirmed just now; your emailed quote will have the final
                figures.
              </p>
            )}
          </>
        )}
      </div>
      {complete && delivery && (
        <p className="quote-summary__delivery">Estimated delivery: {delivery}</p>
      )}
      <Button
        type="submit"
        form={props.formId}
        variant="primary"
        size="lg"
        fullWidth
        loading={props.sending}
        loadingLabel="Sending"
      >
        Send me this quote
      </Button>
      {props.sentTo && (
        <p role="status" className="quote-summary__sent">
          <SuccessIcon size="1em" />
          <span>
            We have emailed this quote to <strong>{props.sentTo}</strong>.
          </span>
        </p>
      )}
    </Card>
  );
}
