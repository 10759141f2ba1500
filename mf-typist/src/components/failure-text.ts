import { errorTexts, firstErrorMessage, type ApiError } from '@portal/contracts';

/** What the server said of a failure, else the catalogue's "Something went wrong". */
export const failureText = (error: unknown): string =>
  firstErrorMessage(
    (error as Partial<ApiError> | undefined)?.items ?? [],
    errorTexts.somethingWentWrong,
  );

/** A refusal because the job is no longer as the screen showed it (taken, moved on). */
export const isConflict = (error: unknown): boolean =>
  (error as Partial<ApiError> | undefined)?.status === 409;
