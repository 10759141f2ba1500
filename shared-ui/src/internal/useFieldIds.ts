import { useId } from 'react';
import type { ReactNode } from 'react';

export interface FieldIdsOptions {
  /** The caller's own id; a generated `ui-field…` id otherwise. */
  id?: string;
  /** Falsy (undefined, null, false, '') means valid, so `meta.touched && meta.error` fits. */
  error?: ReactNode;
  hint?: ReactNode;
  /** The caller's own aria-describedby, kept after the error and hint ids. */
  describedBy?: string;
}

export interface FieldIds {
  fieldId: string;
  invalid: boolean;
  /** Id of the error paragraph, set only while invalid. */
  errorId: string | undefined;
  /** Id of the hint paragraph, set only when there is a hint. */
  hintId: string | undefined;
  /** The control's aria-describedby: error, hint, then the caller's ids. */
  describedBy: string | undefined;
}

/** Whether a field's `error` prop means the field is invalid. */
export function isFieldInvalid(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

/** The ids and validity shared by the form fields (TextField, SelectField, TextArea, Checkbox). */
export function useFieldIds({ id, error, hint, describedBy }: FieldIdsOptions): FieldIds {
  const generatedId = useId();
  const fieldId = id ?? `ui-field${generatedId}`;
  const invalid = isFieldInvalid(error);
  const errorId = invalid ? `${fieldId}-error` : undefined;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return {
    fieldId,
    invalid,
    errorId,
    hintId,
    describedBy: [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined,
  };
}
