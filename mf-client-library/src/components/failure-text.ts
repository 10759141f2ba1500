import type { ApiError } from '@portal/contracts';
import { checkoutTexts } from '@portal/contracts/cart';

/** Many failures show the server message, else "Please contact us if the problem continues". */
export const failureText = (error: unknown): string =>
  (error as Partial<ApiError> | undefined)?.items?.[0]?.message ?? checkoutTexts.contactUs;
