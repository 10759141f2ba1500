import { ErrorCode, type ApiError } from '@portal/contracts';

export const loginTexts = {
  invalidCredentials: 'Something is wrong here, please check your email address and password.',
  problem: 'We had a problem logging you. Please contact us if the problem continues.',
} as const;

/** The login stage's texts (client spec section 8); a lock-out shows the server's own words. */
export function loginFailureMessage(error: unknown): string {
  const { status, items = [] } = (error ?? {}) as Partial<ApiError>;
  if (items.some((item) => item.errorCode === ErrorCode.UNAUTHORIZED))
    return loginTexts.invalidCredentials;
  if (status === 429 && items[0]) return items[0].message;
  return loginTexts.problem;
}
