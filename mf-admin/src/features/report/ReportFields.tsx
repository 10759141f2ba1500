import { useId } from 'react';
import { Field, useField } from 'react-final-form';
import { reportFormats, type ReportFormat } from '@portal/contracts/report/rules';
import { shownError } from '@portal/contracts/app/field-errors';
import { ErrorIcon } from '@portal/ui';
import { Checkbox } from '@portal/ui/forms';

interface Choice {
  value: string;
  label: string;
  hint?: string;
}

/** A list field as checkboxes, one a value, with the list's error under them. */
export function ChoiceGroup({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly Choice[];
}) {
  const errorId = useId();
  const { meta } = useField<string[]>(name, {
    subscription: { touched: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const error = shownError(meta);
  return (
    <fieldset className="reports-form__choices" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Field<string> key={option.value} name={name} type="checkbox" value={option.value}>
          {({ input }) => <Checkbox {...input} label={option.label} hint={option.hint} />}
        </Field>
      ))}
      {error && (
        <p id={errorId} className="ui-field__error reports-form__error">
          <ErrorIcon size="1em" />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}

/** A yes-or-no filter: set only when ticked. */
export function TickField({ name, label }: { name: string; label: string }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input }) => <Checkbox {...input} label={label} />}
    </Field>
  );
}

const formatLabels: Record<ReportFormat, string> = { csv: 'CSV', xlsx: 'XLSX' };

/** The file format of the reports: a radio group, arrow keys move between them. */
export function FormatField() {
  return (
    <fieldset className="reports-form__choices reports-form__formats">
      <legend>Format</legend>
      {reportFormats.map((format) => (
        <Field<string> key={format} name="format" type="radio" value={format}>
          {({ input }) => (
            <label className="reports-form__radio">
              <input {...input} />
              {formatLabels[format]}
            </label>
          )}
        </Field>
      ))}
    </fieldset>
  );
}
