import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../internal/cx.ts';
import { FieldLabel, FieldMessages } from '../internal/Field.tsx';
import { useFieldIds } from '../internal/useFieldIds.ts';
import '../text-field/text-field.css';
import './checkbox.css';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'value'
> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text under the field. Falsy means valid (`error={meta.touched && meta.error}`). */
  error?: ReactNode;
  /**
   * The value submitted when checked. A boolean is accepted and ignored: react-final-form's
   * `type="checkbox"` Field without a `value` passes the field's own true/false here.
   */
  value?: InputHTMLAttributes<HTMLInputElement>['value'] | boolean;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox with its label beside it. Takes a react-final-form `input` spread:
 *   <Field name="terms" type="checkbox" render={({ input, meta }) =>
 *     <Checkbox {...input} label="I accept the terms" error={meta.touched && meta.error} />} />
 */
export function Checkbox({
  label,
  hint,
  error,
  value,
  id,
  className,
  containerClassName,
  required,
  'aria-describedby': describedBy,
  ...input
}: CheckboxProps) {
  const field = useFieldIds({ id, error, hint, describedBy });

  return (
    <div
      className={cx(
        'ui-field',
        'ui-checkbox',
        field.invalid && 'ui-field--invalid',
        containerClassName,
      )}
    >
      <div className="ui-checkbox__row">
        <input
          {...input}
          type="checkbox"
          value={typeof value === 'boolean' ? undefined : value}
          id={field.fieldId}
          required={required}
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.describedBy}
          className={cx('ui-checkbox__input', className)}
        />
        <FieldLabel htmlFor={field.fieldId} className="ui-checkbox__label" required={required}>
          {label}
        </FieldLabel>
      </div>
      <FieldMessages field={field} error={error} hint={hint} />
    </div>
  );
}
