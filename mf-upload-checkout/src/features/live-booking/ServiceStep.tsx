import { Field } from 'react-final-form';
import type { Currency } from '@portal/contracts';
import { shownError } from '@portal/contracts/app/field-errors';
import { ServicePicker } from '../quote/index.ts';
import { useLiveServices } from './useLiveServices.ts';

const noLiveServices = {
  title: 'No live note-taking services right now',
  text: 'We could not load our live note-taking services. Please try again in a moment, or contact us to book.',
};

/** The live services as the quote's cards: name, description and the lowest price a minute. */
export function ServiceStep({ currency }: { currency: Currency }) {
  const { services, live } = useLiveServices();
  return (
    <Field<number | undefined>
      name="serviceId"
      subscription={{
        value: true,
        error: true,
        touched: true,
        submitError: true,
        dirtySinceLastSubmit: true,
      }}
    >
      {({ input, meta }) => (
        <ServicePicker
          services={live}
          loading={services.isLoading}
          onRetry={() => void services.refetch()}
          retrying={services.isFetching}
          currency={currency}
          selectedId={input.value || undefined}
          onSelect={(service) => input.onChange(service.id)}
          empty={noLiveServices}
          error={shownError(meta)}
        />
      )}
    </Field>
  );
}
