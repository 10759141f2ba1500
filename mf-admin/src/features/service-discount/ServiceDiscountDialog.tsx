import { Field } from 'react-final-form';
import { CURRENCIES, type Currency } from '@portal/contracts';
import { useGetCompaniesQuery } from '@portal/contracts/company/client';
import { useGetGuestServicesQuery } from '@portal/contracts/services/client';
import { discountTexts } from '@portal/contracts/promo-codes/texts';
import {
  useCreateServiceDiscountMutation,
  useUpdateServiceDiscountMutation,
} from '@portal/contracts/promo-codes/client';
import type { ServiceDiscount } from '@portal/contracts/promo-codes/schema';
import { composeValidators, required, type Validator } from '@portal/contracts/common/validation';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import {
  Checkbox,
  FormDialog,
  FormSelectField,
  FormTextField,
  SearchSelectField,
  type FoundOptions,
  type SelectOption,
} from '@portal/ui/forms';

/** The form's values, named as the API names its fields, so its refusals land under them. */
interface Values {
  company_id?: string;
  service_id: string;
  currency: string;
  discount: string;
  additional_features?: boolean;
}

const wholePercent: Validator = (value) => {
  const percent = Number(value);
  return Number.isInteger(percent) && percent >= 1 && percent <= 100
    ? undefined
    : discountTexts.percent;
};

const currencyOptions: SelectOption[] = (Object.keys(CURRENCIES) as Currency[]).map((code) => ({
  value: code,
  label: code,
}));

/** The businesses whose company name holds the search (GET /v1/company). */
function useBusinessOptions(search: string): FoundOptions {
  const companies = useGetCompaniesQuery(search ? { name: search } : undefined);
  const options = (companies.data?.result ?? []).map((company) => ({
    value: String(company.id),
    label: company.name,
  }));
  return {
    options,
    loading: companies.isFetching,
    ...(companies.isError && { error: 'The businesses could not be loaded.' }),
  };
}

/** The active services, and the discount's own when it is no longer active. */
function useServiceOptions(discount?: ServiceDiscount): SelectOption[] {
  const services = useGetGuestServicesQuery();
  const options = (services.data ?? []).map((service) => ({
    value: String(service.id),
    label: service.name,
  }));
  if (discount && !options.some((option) => option.value === String(discount.serviceId)))
    options.push({ value: String(discount.serviceId), label: discount.serviceName });
  return options;
}

const detailsOf = (values: Values) => ({
  serviceId: Number(values.service_id),
  currency: values.currency as Currency,
  discount: Number(values.discount),
  additionalFeatures: values.additional_features ?? false,
});

/**
 * A new business discount (`discount` absent: the business is chosen), or one to change: its
 * service, currency, percent and whether it also applies to options and add-ons.
 */
export function ServiceDiscountDialog({
  discount,
  onDone,
  onClose,
}: {
  discount?: ServiceDiscount;
  onDone(discount: ServiceDiscount): void;
  onClose(): void;
}) {
  const serviceOptions = useServiceOptions(discount);
  const [create] = useCreateServiceDiscountMutation();
  const [update] = useUpdateServiceDiscountMutation();

  const submit = async (values: Values) => {
    const result = discount
      ? await update({ id: discount.id, ...detailsOf(values) })
      : await create({ companyId: Number(values.company_id), ...detailsOf(values) });
    if (result.error) return submissionErrors(result.error, 'The discount could not be saved');
    onDone(result.data);
    return undefined;
  };

  return (
    <FormDialog<Values>
      title={discount ? 'Edit discount' : 'New discount'}
      description={discount?.businessName}
      initialValues={
        discount
          ? {
              service_id: String(discount.serviceId),
              currency: discount.currency,
              discount: String(discount.discount),
              additional_features: discount.additionalFeatures,
            }
          : { currency: 'GBP', additional_features: false }
      }
      confirm={discount ? 'Save discount' : 'Create discount'}
      busyLabel="Saving"
      size="lg"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="service-discount-form">
        {!discount && (
          <SearchSelectField
            name="company_id"
            label="Business"
            searchLabel="Find a business"
            placeholder="Choose a business"
            loadingPlaceholder="Loading businesses"
            useOptions={useBusinessOptions}
          />
        )}
        <FormSelectField
          name="service_id"
          label="Service"
          placeholder="Choose a service"
          options={serviceOptions}
          required
          validate={required()}
        />
        <FormSelectField name="currency" label="Currency" options={currencyOptions} required />
        <FormTextField
          name="discount"
          type="number"
          label="Discount (%)"
          min={1}
          max={100}
          required
          validate={composeValidators(required(), wholePercent)}
        />
        <div className="service-discount-form__wide">
          <Field<boolean> name="additional_features" type="checkbox">
            {({ input }) => (
              <Checkbox
                {...input}
                label="Also off options and add-ons"
                hint="Otherwise the percent is taken off the base price only."
              />
            )}
          </Field>
        </div>
      </div>
    </FormDialog>
  );
}
