import type { ApiError } from './api/base.ts';
import { ErrorCode } from './errors.ts';

/** `first_name` → `firstName`, `profile[mobile]` → `profile.mobile`: the form's name for a field. */
export const formFieldName = (serverField: string): string =>
  serverField
    .replace(/\[([^\]]*)\]/g, '.$1')
    .replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export interface FieldMessage {
  /** The form's name of the field (see formFieldName); absent for a message about no field. */
  field?: string;
  message: string;
}

const fieldOf = (data: unknown): string | undefined => {
  const field = (data as { field?: unknown } | null)?.field;
  return typeof field === 'string' ? formFieldName(field) : undefined;
};

/**
 * The messages of a 422 answer with the form field each names, in the server's order; undefined
 * for any other failure (which has no field to show on).
 */
export function validationMessages(error: unknown): FieldMessage[] | undefined {
  const { status, items = [] } = (error ?? {}) as Partial<ApiError>;
  const validation = items.filter((item) => item.errorCode === ErrorCode.VALIDATION_ERROR);
  if (status !== 422 || validation.length === 0) return undefined;
  return validation.map((item) => {
    const field = fieldOf(item.data);
    return field === undefined ? { message: item.message } : { field, message: item.message };
  });
}

/** The parts of a react-final-form field's meta that decide what error it shows. */
export interface ShownErrorMeta {
  touched?: boolean;
  error?: unknown;
  submitError?: unknown;
  dirtySinceLastSubmit?: boolean;
}

/**
 * What a field shows once it was left or the form submitted: its own check first, then the
 * server's message until the field is changed again.
 */
export function shownError(meta: ShownErrorMeta): string | undefined {
  if (!meta.touched) return undefined;
  const own = typeof meta.error === 'string' ? meta.error : undefined;
  if (own) return own;
  if (meta.dirtySinceLastSubmit) return undefined;
  return typeof meta.submitError === 'string' ? meta.submitError : undefined;
}
