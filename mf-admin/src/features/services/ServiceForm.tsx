import { useMemo } from 'react';
import {
  useCreateServiceMutation,
  useUpdateServiceMutation,
} from '@portal/contracts/services/service-management-client';
import type { ManagedService } from '@portal/contracts/services/service-management-schema';
import { required } from '@portal/contracts/common/validation';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { Button } from '@portal/ui';
import { Form, FormError } from '@portal/ui/forms';
import { AddOnsSection } from './AddOnsSection.tsx';
import { BasicsSection, PricesSection } from './BasicsSection.tsx';
import { OptionRowsSection } from './OptionRowsSection.tsx';
import { PricePreview } from './PricePreview.tsx';
import { RatesSection } from './RatesSection.tsx';
import { turnaroundRule } from './service-rules.ts';
import {
  blankService,
  serviceRequest,
  serviceValues,
  type ServiceValues,
} from './service-values.ts';

const optionValueRule = required();

// A refusal of a whole list or of the version belongs to no one field: the form shows it.
const wholeLists = new Set([
  'basePrices',
  'turnaround',
  'speakers',
  'timestamps',
  'priceCalculationElements',
  'typistGradeRates',
  'notesTypistRates',
  'updatedAt',
]);
const formField = (field: string) => (wholeLists.has(field) ? undefined : field);

/** A service's whole form: a new one (`service` absent) or one to change. */
export function ServiceForm({
  service,
  onSaved,
}: {
  service?: ManagedService;
  onSaved(service: ManagedService): void;
}) {
  const [create] = useCreateServiceMutation();
  const [update] = useUpdateServiceMutation();
  const initialValues = useMemo(
    () => (service ? serviceValues(service) : blankService()),
    [service],
  );

  const submit = async (values: ServiceValues) => {
    const request = serviceRequest(values);
    const result = service
      ? await update({ id: service.id, ...request, updatedAt: service.updatedAt })
      : await create(request);
    if (result.error)
      return submissionErrors(result.error, 'The service could not be saved', formField);
    onSaved(result.data);
    return undefined;
  };

  return (
    <Form<ServiceValues> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className="service-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <BasicsSection existing={service !== undefined} />
          <PricesSection />
          <OptionRowsSection
            name="turnaround"
            title="Turnaround"
            noun="turnaround"
            valueHint="Seconds, e.g. 86400 for 24 hours"
            valueRule={turnaroundRule}
            empty="Add at least one turnaround."
          />
          <OptionRowsSection
            name="speakers"
            title="Speakers"
            noun="speakers choice"
            valueHint="What the order sends, e.g. 2-3 or 4+"
            valueRule={optionValueRule}
            empty="Add at least one speakers choice."
          />
          <OptionRowsSection
            name="timestamps"
            title="Timestamps"
            noun="timestamps choice"
            valueHint="What the order sends, e.g. every_2_minutes"
            valueRule={optionValueRule}
            empty="This service offers no timestamps."
          />
          <AddOnsSection />
          <RatesSection />
          <PricePreview />
          <FormError message={submitError} />
          <div className="service-form__actions">
            <Button type="submit" loading={submitting} loadingLabel="Saving">
              {service ? 'Save service' : 'Create service'}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
