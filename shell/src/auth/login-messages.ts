import { ErrorCode, loginTexts, type ApiError } from '@portal/contracts';

/** Which stage failed decides the UNAUTHORIZED text (client spec section 8, Login). */
export type LoginStage = 'login' | 'code' | 'recovery';

const unauthorizedText: Record<LoginStage, string> = {
  login: loginTexts.invalidCredentials,
  code: loginTexts.invalidVerificationCode,
  recovery: loginTexts.invalidRecoveryCode,
};

export const isUnauthorized = (error: unknown): boolean =>
  ((error ?? {}) as Partial<ApiError>).items?.some(
    (item) => item.errorCode === ErrorCode.UNAUTHORIZED,
  ) ?? false;

/** A lock-out shows the server's own words; anything else unexpected the generic text. */
export function loginFailureMessage(error: unknown, stage: LoginStage = 'login'): string {
  const { status, items = [] } = (error ?? {}) as Partial<ApiError>;
  if (isUnauthorized(error)) return unauthorizedText[stage];
  if (status === 429 && items[0]) return items[0].message;
  return loginTexts.problem;
}
