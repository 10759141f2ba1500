import type { ReactNode } from 'react';
import { ErrorIcon } from '../icons/icons.tsx';
import { cx } from './cx.ts';
import type { FieldIds } from './useFieldIds.ts';

/** A form field's label, with an asterisk (hidden from assistive technology) when required. */
export function FieldLabel({
  htmlFor,
  className = 'ui-field__label',
  hideLabel = false,
  required,
  children,
}: {
  htmlFor: string;
  className?: string;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={cx(className, hideLabel && 'ui-visually-hidden')}>
      {children}
      {required && (
        <span className="ui-field__required" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

/** The error (while invalid) and hint paragraphs under a form field, with useFieldIds' ids. */
export function FieldMessages({
  field: { invalid, errorId, hintId },
  error,
  hint,
}: {
  field: Pick<FieldIds, 'invalid' | 'errorId' | 'hintId'>;
  error?: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <>
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
    </>
  );
}
