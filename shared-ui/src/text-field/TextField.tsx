import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { ErrorIcon } from '../icons/icons.tsx';
import { cx } from '../internal/cx.ts';
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
  const generatedId = useId();
  const inputId = id ?? `ui-field${generatedId}`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const errorId = invalid ? `${inputId}-error` : undefined;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const describedByIds = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx('ui-field', invalid && 'ui-field--invalid', containerClassName)}>
      <label htmlFor={inputId} className={cx('ui-field__label', hideLabel && 'ui-visually-hidden')}>
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={cx('ui-field__control', end !== undefined && 'ui-field__control--end')}>
        <input
          {...input}
          id={inputId}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedByIds}
          className={cx('ui-input', className)}
        />
        {end !== undefined && <div className="ui-field__end">{end}</div>}
      </div>
      {invalid && (
        <p id={errorId} className="ui-field__error">
          <ErrorIcon size="1em" />
          <span>{error}</span>
        </p>
      )}
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
