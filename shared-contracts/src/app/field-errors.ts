import type { ApiError } from './api-base.ts';
import { ErrorCode } from '../common/errors.ts';
import { camelKey } from '../common/wire-keys.ts';

/** `first_name` → `firstName`, `profile[mobile]` → `profile.mobile`: the form's name for a field. */
export const formFieldName = (serverField: string): string =>
  camelKey(serverField.replace(/\[([^\]]*)\]/g, '.$1'));

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

/**
 * The key react-final-form reads a message about the whole form from (final-form's FORM_ERROR),
 * written out so these helpers, which the API loads too, need no form library. A test holds it
 * to final-form's.
 */
const FORM_ERROR = 'FINAL_FORM/form-error';

/** Errors shaped like the form's values, as react-final-form looks a field's error up. */
export type SubmissionErrorTree = { [key: string]: string | SubmissionErrorTree };

/** Puts a message at a dotted path (`meetingAttendees.0.attendeeName`), unless one is there. */
export function putMessage(tree: SubmissionErrorTree, path: string, message: string): void {
  const keys = path.split('.');
  let node = tree;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next === 'string') return;
    node = node[key] = next ?? {};
  }
  // The first message for a field is kept; later ones usually repeat the same cause.
  node[keys.at(-1)!] ??= message;
}

/**
 * A failed submit as react-final-form's onSubmit returns it: a 422's messages under their fields,
 * anything else (and a message about no field, or a field `formField` does not know) as the
 * form's message. `formField` turns the server's field (in the form's words, see formFieldName)
 * into the form's own name, or undefined when the form has no such field.
 */
export function submissionErrors(
  error: unknown,
  fallback: string,
  formField: (field: string) => string | undefined = (field) => field,
): SubmissionErrorTree {
  const messages = validationMessages(error);
  if (!messages) {
    const items = (error as Partial<ApiError> | undefined)?.items ?? [];
    return { [FORM_ERROR]: items[0]?.message ?? fallback };
  }
  const errors: SubmissionErrorTree = {};
  for (const { field, message } of messages) {
    const name = field === undefined ? undefined : formField(field);
    putMessage(errors, name?.replace(/\[(\d+)\]/g, '.$1') ?? FORM_ERROR, message);
  }
  return errors;
}
