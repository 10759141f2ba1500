import { errorTexts, firstErrorMessage } from '../common/errors.ts';
import type { ApiError } from './api-base.ts';
import { validationMessages } from './field-errors.ts';

/**
 * What the server said of a failure, else the catalogue's `fallback` ("Something went wrong"
 * unless a screen says "Please contact us if the problem continues").
 */
export const failureText = (
  error: unknown,
  fallback: string = errorTexts.somethingWentWrong,
): string => firstErrorMessage((error as Partial<ApiError> | undefined)?.items ?? [], fallback);

/** A refusal because the job is no longer as the screen showed it (taken, moved on). */
export const isConflict = (error: unknown): boolean =>
  (error as Partial<ApiError> | undefined)?.status === 409;

/** The API asks for a poor audio reason with a 422 naming that field (typist audio quality). */
export const askedPoorAudioReason = (error: unknown): string | undefined =>
  validationMessages(error)?.find((message) => message.field === 'poorAudioReason')?.message;
