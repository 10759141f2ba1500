import { FORM_ERROR, getIn, setIn, type SubmissionErrors } from 'final-form';
import type { ApiError } from '@portal/contracts';
import { formFieldName, validationMessages } from '@portal/contracts/app/field-errors';

export { formFieldName };

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
  const messages = validationMessages(error);
  if (!messages) return { [FORM_ERROR]: fallback };
  let errors: object = {};
  for (const item of messages) {
    const key = item.field !== undefined && fields.includes(item.field) ? item.field : FORM_ERROR;
    // The first message for a field is kept; later ones usually repeat the same cause.
    if (getIn(errors, key) === undefined) errors = setIn(errors, key, item.message);
  }
  return errors;
}

/** The server's answer for a link from a mail that is unknown, used up or expired. */
export const isNotFound = (error: unknown): boolean =>
  (error as Partial<ApiError> | undefined)?.status === 404;
