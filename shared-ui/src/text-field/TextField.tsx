import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../internal/cx.ts';
import { FieldLabel, FieldMessages } from '../internal/Field.tsx';
import { useFieldIds } from '../internal/useFieldIds.ts';
import './text-field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** Keeps the label for assistive technology only (e.g. a table filter with a visible header). */
  hideLabel?: boolean;
  hint?: ReactNode;
  /**
   * Error text under the field. Falsy means valid, so react-final-form can pass
   * `error={meta.touched && meta.error}` as it is.
   */
  error?: ReactNode;
  /** A control inside the end of the field, e.g. PasswordField's show/hide toggle. */
  end?: ReactNode;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input. Plain props and a react-final-form `input` spread alike:
 *   <Field name="email" render={({ input, meta }) =>
 *     <TextField {...input} type="email" label="Email" error={meta.touched && meta.error} />} />
 */
export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  end,
  id,
  className,
  containerClassName,
  required,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  const field = useFieldIds({ id, error, hint, describedBy });

  return (
    <div className={cx('ui-field', field.invalid && 'ui-field--invalid', containerClassName)}>
      <FieldLabel htmlFor={field.fieldId} hideLabel={hideLabel} required={required}>
        {label}
      </FieldLabel>
      <div className={cx('ui-field__control', end !== undefined && 'ui-field__control--end')}>
        <input
          {...input}
          id={field.fieldId}
          required={required}
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.describedBy}
          className={cx('ui-input', className)}
        />
        {end !== undefined && <div className="ui-field__end">{end}</div>}
      </div>
      <FieldMessages field={field} error={error} hint={hint} />
    </div>
  );
}
