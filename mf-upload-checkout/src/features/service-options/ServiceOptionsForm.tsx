import {
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { Form, FormSpy, Field, useField, useForm } from 'react-final-form';
import { DEBOUNCE, type Currency } from '@portal/contracts';
import {
  SPEAKERS_FOUR_PLUS,
  adjustmentLabel,
  applyServiceOptionRules,
  serviceOptionsForm,
  shouldWarnAboutTurnaround,
  toServiceOptions,
  turnaroundWarningText,
  validateServiceOptions,
  type ModifierField,
  type OptionField,
  type ServiceOptions,
  type ServiceOptionsValues,
  type TranscriptionService,
} from '@portal/contracts/services';
import { WarningIcon } from '@portal/ui';
import { SelectField, ToggleButton, useDebouncedCallback } from '@portal/ui/forms';
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
      {model.modifiers.length > 0 && (
        <fieldset className="service-options__modifiers">
          <legend className="service-options__legend">Add-ons</legend>
          {model.modifiers.map((modifier) => (
            <ModifierToggle key={modifier.name} modifier={modifier} speakers={speakers} />
          ))}
        </fieldset>
      )}
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

function ModifierToggle({ modifier, speakers }: { modifier: ModifierField; speakers: string }) {
  const form = useForm();
  const name = `priceCalculationElements.${modifier.name}`;
  const { input } = useField<boolean>(name, { subscription: { value: true } });
  // A rule holding the add-on on sets it in the values too, so the form says what is priced.
  useEffect(() => {
    if (modifier.locked && input.value !== true) form.change(name, true);
  }, [modifier.locked, input.value, form, name]);
  const hint = modifier.locked
    ? speakers === SPEAKERS_FOUR_PLUS
      ? 'Always included with 4+ Speakers'
      : 'Always included with this service'
    : undefined;
  return (
    <AddOnRow
      title={modifier.label}
      description={modifier.description}
      priceLabel={modifier.priceLabel}
      hint={hint}
      pressed={modifier.locked || input.value === true}
      locked={modifier.locked}
      onPressedChange={(pressed) => input.onChange(pressed)}
    />
  );
}

interface AddOnRowProps {
  title: string;
  description: string;
  priceLabel: string | null;
  /** Why a locked add-on cannot be switched off. */
  hint?: string;
  pressed: boolean;
  locked?: boolean;
  onPressedChange: (pressed: boolean) => void;
}

/** One add-on: its name, what it does, what it costs, and its Add/Remove toggle. */
function AddOnRow({
  title,
  description,
  priceLabel,
  hint,
  pressed,
  locked,
  onPressedChange,
}: AddOnRowProps) {
  const id = useId();
  const describedBy = [`${id}-description`, priceLabel && `${id}-price`, hint && `${id}-hint`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cx('service-options__addon', pressed && 'service-options__addon--on')}>
      <div className="service-options__addon-text">
        <span className="service-options__addon-title">{title}</span>
        <span id={`${id}-description`} className="ui-text-muted">
          {description}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="service-options__hint">
            {hint}
          </span>
        )}
      </div>
      {priceLabel && (
        <span id={`${id}-price`} className="service-options__price ui-tabular-nums">
          {priceLabel}
        </span>
      )}
      <ToggleButton
        label={title}
        pressed={pressed}
        locked={locked}
        onPressedChange={onPressedChange}
        aria-describedby={describedBy}
      />
    </div>
  );
}

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

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
