import { useCallback, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import type { ChangeEvent, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cx } from '../internal/cx.ts';
import { FieldLabel, FieldMessages } from '../internal/Field.tsx';
import { useFieldIds } from '../internal/useFieldIds.ts';
import '../text-field/text-field.css';
import './text-area.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error text under the field. Falsy means valid (`error={meta.touched && meta.error}`). */
  error?: ReactNode;
  /** Grow with the content (never below `rows`); on by default, as the spec asks. */
  autoResize?: boolean;
  containerClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled textarea, 5 rows by 30 columns by default (the spec's size), full width, growing
 * with its content. Takes a react-final-form `input` spread like TextField.
 */
export function TextArea({
  label,
  hideLabel = false,
  hint,
  error,
  rows = 5,
  cols = 30,
  autoResize = true,
  id,
  className,
  containerClassName,
  required,
  onChange,
  ref,
  'aria-describedby': describedBy,
  ...textarea
}: TextAreaProps) {
  const field = useFieldIds({ id, error, hint, describedBy });

  const element = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => element.current as HTMLTextAreaElement, []);

  const fitContent = useCallback(() => {
    const el = element.current;
    if (!autoResize || !el) return;
    // Back to the rows' height first, so scrollHeight measures the content and deleting text
    // shrinks the box again, down to `rows` and no further.
    el.style.height = '';
    // Not rendered (display: none): 0 would collapse it, so the rows' height stays.
    if (el.scrollHeight === 0) return;
    const borders = el.offsetHeight - el.clientHeight;
    el.style.height = `${el.scrollHeight + borders}px`;
  }, [autoResize]);

  // Before paint, so a value set by code (a form reset, a loaded draft) never shows clipped.
  useLayoutEffect(fitContent, [fitContent, textarea.value, rows]);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    fitContent(); // uncontrolled use has no value prop to trigger the effect
    onChange?.(event);
  };

  return (
    <div className={cx('ui-field', field.invalid && 'ui-field--invalid', containerClassName)}>
      <FieldLabel htmlFor={field.fieldId} hideLabel={hideLabel} required={required}>
        {label}
      </FieldLabel>
      <textarea
        {...textarea}
        ref={element}
        id={field.fieldId}
        rows={rows}
        cols={cols}
        required={required}
        onChange={handleChange}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.describedBy}
        className={cx('ui-input', 'ui-textarea', className)}
      />
      <FieldMessages field={field} error={error} hint={hint} />
    </div>
  );
}
