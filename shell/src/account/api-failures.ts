import { FORM_ERROR, getIn, setIn, type SubmissionErrors } from 'final-form';
import { ErrorCode, type ApiError } from '@portal/contracts';

/** `first_name` → `firstName`, `profile[mobile]` → `profile.mobile`: the form's name for a field. */
export const formFieldName = (serverField: string): string =>
  serverField
    .replace(/\[([^\]]*)\]/g, '.$1')
    .replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const fieldOf = (data: unknown): string | undefined => {
  const field = (data as { field?: unknown } | null)?.field;
  return typeof field === 'string' ? formFieldName(field) : undefined;
};

/**
 * A failed call as react-final-form submit errors: each 422 message under the form field it names
 * (when the form has that field), a message about anything else (e.g. the bot check) above the
 * button, and `fallback` for every other failure.
 */
export function toSubmitErrors(
  error: unknown,
  fields: readonly string[],
  fallback: string,
): SubmissionErrors {
  const { status, items = [] } = (error ?? {}) as Partial<ApiError>;
  const validation = items.filter((item) => item.errorCode === ErrorCode.VALIDATION_ERROR);
  if (status !== 422 || validation.length === 0) return { [FORM_ERROR]: fallback };
  let errors: object = {};
  for (const item of validation) {
    const field = fieldOf(item.data);
    const key = field !== undefined && fields.includes(field) ? field : FORM_ERROR;
    // The first message for a field is kept; later ones usually repeat the same cause.
    if (getIn(errors, key) === undefined) errors = setIn(errors, key, item.message);
  }
  return errors;
}

/** The server's answer for a link from a mail that is unknown, used up or expired. */
export const isNotFound = (error: unknown): boolean =>
  (error as Partial<ApiError> | undefined)?.status === 404;
