import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../icons/icons.tsx';
import { cx } from '../internal/cx.ts';
import { FieldLabel, FieldMessages } from '../internal/Field.tsx';
import { useFieldIds } from '../internal/useFieldIds.ts';
import '../text-field/text-field.css';
import './select-field.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

// Single choice only: the chevron and one-line box do not fit a multi-row list box.
export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children' | 'multiple' | 'size'
> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of an empty first option (value ""), e.g. "Not selected". */
  placeholder?: string;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error text under the field. Falsy means valid (`error={meta.touched && meta.error}`). */
  error?: ReactNode;
  containerClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select, styled like TextField. Takes a react-final-form `input` spread:
 *   <Field name="language" render={({ input, meta }) =>
 *     <SelectField {...input} label="Language" options={languages} placeholder="Not selected"
 *       error={meta.touched && meta.error} />} />
 */
export function SelectField({
  label,
  options,
  placeholder,
  hideLabel = false,
  hint,
  error,
  id,
  className,
  containerClassName,
  required,
  'aria-describedby': describedBy,
  ...select
}: SelectFieldProps) {
  const field = useFieldIds({ id, error, hint, describedBy });

  return (
    <div className={cx('ui-field', field.invalid && 'ui-field--invalid', containerClassName)}>
      <FieldLabel htmlFor={field.fieldId} hideLabel={hideLabel} required={required}>
        {label}
      </FieldLabel>
      <div className="ui-field__control">
        <select
          {...select}
          id={field.fieldId}
          required={required}
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.describedBy}
          className={cx('ui-input', 'ui-select', className)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size="1em" className="ui-select__chevron" />
      </div>
      <FieldMessages field={field} error={error} hint={hint} />
    </div>
  );
}
