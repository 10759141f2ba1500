import type { FORM_ERROR } from 'final-form';
import {
  isTokens,
  loginTexts,
  toStoredAuth,
  tokensReceived,
  usePortalDispatch,
  type LoginRequest,
  type LoginResponse,
} from '@portal/contracts';
import { useLoginMutation } from '@portal/contracts/user/client';
import { clearLoginFailures, loginRestrictedUntil, recordLoginFailure } from './login-throttle.ts';
import { isUnauthorized, loginFailureMessage, type LoginStage } from './login-messages.ts';

/** What a react-final-form submit answers: nothing, or the form-level error. */
export type SubmitResult = { [FORM_ERROR]: string } | undefined;

export type AttemptOutcome =
  | { kind: 'failed'; message: string }
  | { kind: 'signedIn' }
  | { kind: 'next'; response: Exclude<LoginResponse, { accessToken: string }> };

/**
 * One call to the token endpoint behind the browser's own restriction: 10 failures in 5 minutes
 * hold sign-in for 10 minutes (client spec section 4), on top of the server's lock.
 */
export function useLoginAttempt() {
  const [login] = useLoginMutation();
  const dispatch = usePortalDispatch();
  return async (request: LoginRequest, stage: LoginStage): Promise<AttemptOutcome> => {
    if (loginRestrictedUntil(localStorage, Date.now()) !== null)
      return { kind: 'failed', message: loginTexts.restricted };
    const result = await login(request);
    if ('error' in result) {
      if (isUnauthorized(result.error)) recordLoginFailure(localStorage, Date.now());
      return { kind: 'failed', message: loginFailureMessage(result.error, stage) };
    }
    if (isTokens(result.data)) {
      clearLoginFailures(localStorage);
      // Stored now, not when the mutation's own listener gets round to it: the post-login
      // redirect reads the profile and the cart next, and must call as the user.
      dispatch(tokensReceived(toStoredAuth(result.data, Date.now())));
      return { kind: 'signedIn' };
    }
    return { kind: 'next', response: result.data };
  };
}
