import { notify, type ApiError, type PortalDispatch } from '@portal/contracts';
import {
  submissionErrors,
  validationMessages,
  type SubmissionErrorTree,
} from '@portal/contracts/app/field-errors';

/**
 * What a failed signature shows: the server's messages under the fields they name, or else a
 * notification with its message (already signed, a lost connection).
 */
export function failedSubmission(
  error: unknown,
  dispatch: PortalDispatch,
  title: string,
): SubmissionErrorTree | undefined {
  const messages = validationMessages(error);
  if (messages?.some((message) => message.field !== undefined))
    return submissionErrors(error, title);
  const desc = messages?.[0]?.message ?? firstItem(error);
  dispatch(notify({ type: 'error', title, ...(desc ? { desc } : {}) }));
  return undefined;
}

const firstItem = (error: unknown): string | undefined =>
  (error as Partial<ApiError> | undefined)?.items?.[0]?.message;
