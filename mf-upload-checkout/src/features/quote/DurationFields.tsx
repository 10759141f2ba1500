import { useFormState } from 'react-final-form';
import { ErrorIcon } from '@portal/ui';
import { FormTextField } from '@portal/ui/forms';
import { durationSeconds, durationValidators, type DurationValues } from './duration.ts';

const parts = [
  { name: 'hours', label: 'Hours' },
  { name: 'minutes', label: 'Minutes' },
  { name: 'seconds', label: 'Seconds' },
] as const;

/** Hours, minutes and seconds of the recording; the total's message sits under the three. */
export function DurationFields() {
  // The total's check is the form's: it is named "duration" among the form's errors.
  const { errors, touched, submitFailed, values } = useFormState<DurationValues>({
    subscription: { errors: true, touched: true, submitFailed: true, values: true },
  });
  const ownErrors = parts.some(({ name }) => errors?.[name]);
  const totalError = errors?.duration as string | undefined;
  // Too short only once every part was left (or on submit); too long as soon as it is typed.
  const settled = submitFailed || parts.every(({ name }) => touched?.[name]);
  const tooLong = durationSeconds(values) > 0 && parts.some(({ name }) => touched?.[name]);
  const shown = !ownErrors && (settled || tooLong) ? totalError : undefined;
  return (
    <fieldset
      className="quote-duration"
      aria-describedby={shown ? 'quote-duration-error' : 'quote-duration-hint'}
    >
      <legend className="quote-duration__legend">How long is your recording?</legend>
      <p id="quote-duration-hint" className="quote-duration__hint ui-text-muted">
        Up to 100 hours. We bill whole minutes, rounded up.
      </p>
      <div className="quote-duration__parts">
        {parts.map(({ name, label }) => (
          <FormTextField
            key={name}
            name={name}
            label={label}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            className="ui-tabular-nums"
            validate={durationValidators[name]}
          />
        ))}
      </div>
      {shown && (
        <p id="quote-duration-error" className="ui-field__error">
          <ErrorIcon size="1em" />
          <span>{shown}</span>
        </p>
      )}
    </fieldset>
  );
}
