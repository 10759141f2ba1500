import { useImperativeHandle, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { FormSpy, Field, useField, useForm } from 'react-final-form';
import { DEBOUNCE, type Currency } from '@portal/contracts';
import {
  adjustmentLabel,
  serviceOptionsForm,
  shouldWarnAboutTurnaround,
  toServiceOptions,
  turnaroundWarningText,
  validateServiceOptions,
  type OptionField,
  type ServiceOptionsValues,
} from '@portal/contracts/services/options-form';
import { applyServiceOptionRules } from '@portal/contracts/services/pricing';
import type { ServiceOptions } from '@portal/contracts/services/rules';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import { WarningIcon } from '@portal/ui';
import { Form, SelectField, useDebouncedCallback } from '@portal/ui/forms';
import { AddOnFields, AddOnRow } from './AddOnFields.tsx';
import { initialValuesFor } from './initial-values.ts';
import './service-options.css';

export interface ServiceOptionsChange {
  values: ServiceOptionsValues;
  /** The options with the rules applied; undefined until turnaround and speakers are chosen. */
  options: ServiceOptions | undefined;
}

/** For a parent about to act on the options (send, proceed) before the debounce has run. */
export interface ServiceOptionsFormHandle {
  /** Reports the current values now (cancelling the pending report) and returns them. */
  flush(): ServiceOptionsChange;
}

export interface ServiceOptionsFormProps {
  service: TranscriptionService;
  /** Currency of the price labels ("+£0.10/min"). */
  currency: Currency;
  /** Starting values; by default the service's, or `initialValuesFor(service, previous)`. */
  initialValues?: ServiceOptionsValues;
  /** Told of every change, DEBOUNCE.optionsSave (300 ms) after the client stops changing. */
  onChange: (change: ServiceOptionsChange) => void;
  /** Shows the required messages on untouched fields too, e.g. after a submit attempt. */
  showErrors?: boolean;
  ref?: Ref<ServiceOptionsFormHandle>;
}

/**
 * The service options form (client spec section 5) for the quote, the upload page and the
 * upload-to-project dialog: turnaround, speakers and timestamps as dropdowns or Add/Remove
 * toggles, then the service's add-ons. It renders no <form> element, so it fits inside one.
 */
export function ServiceOptionsForm({
  service,
  currency,
  initialValues,
  onChange,
  showErrors = false,
  ref,
}: ServiceOptionsFormProps) {
  const start = useMemo(() => initialValues ?? initialValuesFor(service), [initialValues, service]);
  return (
    <Form<ServiceOptionsValues>
      onSubmit={() => undefined}
      initialValues={start}
      validate={(values) => validateServiceOptions(service, values)}
      subscription={{}}
      render={() => (
        <div className="service-options">
          <Fields service={service} currency={currency} showErrors={showErrors} />
          <ReportChanges service={service} onChange={onChange} handle={ref} />
        </div>
      )}
    />
  );
}

function Fields({
  service,
  currency,
  showErrors,
}: {
  service: TranscriptionService;
  currency: Currency;
  showErrors: boolean;
}) {
  const speakers = useField<string>('speakers', { subscription: { value: true } }).input.value;
  const model = serviceOptionsForm(service, speakers || undefined, currency);
  return (
    <>
      <div className="service-options__options">
        {model.options.map((field) =>
          field.control === 'dropdown' ? (
            <OptionDropdown
              key={field.name}
              field={field}
              service={service}
              showErrors={showErrors}
            />
          ) : (
            <OptionToggle key={field.name} field={field} service={service} currency={currency} />
          ),
        )}
      </div>
      <AddOnFields service={service} currency={currency} speakers={speakers} />
    </>
  );
}

// Keys that move focus on, rather than open or change the dropdown.
const passingKeys = new Set(['Tab', 'Shift', 'Escape']);

function OptionDropdown({
  field,
  service,
  showErrors,
}: {
  field: Extract<OptionField, { control: 'dropdown' }>;
  service: TranscriptionService;
  showErrors: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const isTurnaround = field.name === 'turnaround';
  const open = () => {
    if (isTurnaround) setOpened(true);
  };
  const warn = isTurnaround && shouldWarnAboutTurnaround(service, opened);
  return (
    <div className="service-options__field">
      <Field<string> name={field.name}>
        {({ input, meta }) => (
          <SelectField
            {...input}
            label={field.label}
            required={field.required}
            placeholder={field.required ? 'Not selected' : undefined}
            options={field.choices}
            error={(meta.touched || showErrors) && meta.error}
            onMouseDown={open}
            onKeyDown={(event: KeyboardEvent) => {
              if (!passingKeys.has(event.key)) open();
            }}
          />
        )}
      </Field>
      {warn && (
        <p className="service-options__warning" role="status">
          <WarningIcon size="1em" />
          <span>{turnaroundWarningText(service)}</span>
        </p>
      )}
    </div>
  );
}

function OptionToggle({
  field,
  service,
  currency,
}: {
  field: Extract<OptionField, { control: 'toggle' }>;
  service: TranscriptionService;
  currency: Currency;
}) {
  const { input } = useField<string>(field.name, { subscription: { value: true } });
  const adjustment = service[field.name][field.on.value]?.adjustment;
  return (
    <AddOnRow
      title={field.label}
      description={field.on.label}
      priceLabel={(adjustment && adjustmentLabel(adjustment, currency)) ?? null}
      pressed={input.value === field.on.value}
      onPressedChange={(pressed) => input.onChange(pressed ? field.on.value : field.off.value)}
    />
  );
}

/** Tells the parent the values and the options they make, once changes pause. */
function ReportChanges({
  service,
  onChange,
  handle,
}: {
  service: TranscriptionService;
  onChange: (change: ServiceOptionsChange) => void;
  handle: Ref<ServiceOptionsFormHandle> | undefined;
}) {
  const form = useForm<ServiceOptionsValues>();
  const changeOf = (values: ServiceOptionsValues): ServiceOptionsChange => {
    const options = toServiceOptions(service, values);
    return { values, options: options && applyServiceOptionRules(service, options) };
  };
  const report = useDebouncedCallback(
    (values: ServiceOptionsValues) => onChange(changeOf(values)),
    DEBOUNCE.optionsSave,
  );
  useImperativeHandle(handle, () => ({
    flush() {
      report.cancel();
      const change = changeOf(form.getState().values);
      onChange(change);
      return change;
    },
  }));
  return (
    <FormSpy<ServiceOptionsValues>
      subscription={{ values: true }}
      onChange={({ values }) => report(values)}
    />
  );
}
