import { useId } from 'react';
import { isResearchersFavourite, type Currency } from '@portal/contracts';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { formatPerMinute } from '@portal/contracts/common/currency';
import { fromPricePerMinute } from '@portal/contracts/services/pricing';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import { Button, EmptyState, ErrorIcon, RetryIcon, Skeleton } from '@portal/ui';
import { ResearchersFavouriteMark } from '../../components/ResearchersFavouriteMark.tsx';
import './service-picker.css';

interface ServicePickerProps {
  services: TranscriptionService[] | undefined;
  loading: boolean;
  onRetry: () => void;
  retrying: boolean;
  currency: Currency;
  selectedId: number | undefined;
  onSelect: (service: TranscriptionService) => void;
  /** What the page says when no service can be chosen (none offered, or the list failed). */
  empty: { title: string; text: string };
  error?: string;
}

/** The services as cards in one radio group: arrow keys move between them, as with any radios. */
export function ServicePicker({
  services,
  loading,
  onRetry,
  retrying,
  currency,
  selectedId,
  onSelect,
  empty,
  error,
}: ServicePickerProps) {
  const errorId = useId();
  if (loading)
    return (
      <div className="quote-services" role="status" aria-busy="true" aria-label="Loading services">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="block" height={112} />
        ))}
      </div>
    );
  if (!services || services.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title={empty.title}
        text={empty.text}
        action={
          <Button variant="secondary" icon={<RetryIcon />} loading={retrying} onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  return (
    <fieldset className="quote-services" aria-describedby={error ? errorId : undefined}>
      <legend className="ui-visually-hidden">{checkoutTexts.serviceChoice}</legend>
      {services.map((service) => (
        <label
          key={service.id}
          className={
            service.id === selectedId ? 'quote-service quote-service--selected' : 'quote-service'
          }
        >
          <input
            type="radio"
            name="service"
            className="quote-service__radio"
            value={service.id}
            checked={service.id === selectedId}
            onChange={() => onSelect(service)}
          />
          <span className="quote-service__body">
            <span className="quote-service__name">{service.name}</span>
            {isResearchersFavourite(service) && (
              <ResearchersFavouriteMark className="quote-service__badge" />
            )}
            <span className="quote-service__description ui-text-muted">{service.description}</span>
            <span className="quote-service__price ui-tabular-nums">
              {formatPerMinute(fromPricePerMinute(service, currency), currency)}
            </span>
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="ui-field__error quote-services__error">
          <ErrorIcon size="1em" />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
