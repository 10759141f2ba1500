import { errorTexts, type ApiError } from '@portal/contracts';

/** The first message a failed call carries, e.g. a 422's field text; else the generic text. */
export const firstMessage = (error: unknown): string =>
  (error as Partial<ApiError> | undefined)?.items?.[0]?.message ?? errorTexts.somethingWentWrong;
