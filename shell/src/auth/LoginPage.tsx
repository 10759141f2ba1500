import { FORM_ERROR } from 'final-form';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Card } from '@portal/ui';
import {
  LOGIN_RESTRICTION,
  routerPathOf,
  safeRedirectTarget,
  selectSignedIn,
  usePortalDispatch,
  usePortalSelector,
  type LoginCredentials,
  type MfaMethod,
} from '@portal/contracts';
import { RouteGuard } from '../guards/RouteGuard.tsx';
import { Logo } from '../header/Logo.tsx';
import { CredentialsForm, type Credentials } from './CredentialsForm.tsx';
import { MfaCodeForm } from './MfaCodeForm.tsx';
import { MfaMethodChoice } from './MfaMethodChoice.tsx';
import { postLoginTarget } from './post-login.ts';
import { SocialSignIn, type SecondFactorTicket } from './SocialSignIn.tsx';
import { useLoginAttempt, type AttemptOutcome } from './useLoginAttempt.ts';

/** The three stages of client spec section 4: login, choose2FAMethod, enter2FACode. */
type Stage =
  | { name: 'login' }
  | {
      name: 'choose2FAMethod';
      credentials: LoginCredentials;
      methods: MfaMethod[];
      error?: string;
    }
  | {
      name: 'enter2FACode';
      credentials: LoginCredentials;
      methods: MfaMethod[];
      method: MfaMethod;
    };

const sentTexts = {
  email: 'We have sent a verification code to your email address.',
  sms: 'We have sent a verification code to your phone.',
} as const;

/** An info message that clears itself after 5 seconds (client spec section 4). */
function useInfo(): [string | undefined, (text: string) => void] {
  const [info, setInfo] = useState<string>();
  useEffect(() => {
    if (!info) return undefined;
    const timer = setTimeout(() => setInfo(undefined), LOGIN_RESTRICTION.infoClearMs);
    return () => clearTimeout(timer);
  }, [info]);
  return [info, setInfo];
}

/**
 * /v3/login for visitors only. A sign-in that happens here lands where postLoginTarget says (or
 * on redirectTo), so the anonymous-only guard stands aside once the visitor came in signed out.
 */
export function LoginRoute() {
  const signedIn = usePortalSelector(selectSignedIn);
  const [cameSignedOut] = useState(!signedIn);
  if (cameSignedOut) return <LoginPage />;
  return (
    <RouteGuard access={{ anonymousOnly: true }}>
      <LoginPage />
    </RouteGuard>
  );
}

export function LoginPage() {
  const attempt = useLoginAttempt();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [stage, setStage] = useState<Stage>({ name: 'login' });
  const [info, setInfo] = useInfo();

  const dispatch = usePortalDispatch();
  // An explicit redirectTo wins; otherwise the rule of client spec section 2.
  const signedIn = async () => {
    const target =
      safeRedirectTarget(search.get('redirectTo')) ?? (await postLoginTarget(dispatch));
    await navigate(routerPathOf(target), { replace: true });
  };

  /** Moves on from a successful call; a failure stays on the stage that made it. */
  const advance = (
    outcome: AttemptOutcome,
    credentials: LoginCredentials,
    methods: MfaMethod[],
  ) => {
    if (outcome.kind === 'signedIn') void signedIn();
    if (outcome.kind !== 'next') return;
    const { response } = outcome;
    if ('methods' in response)
      setStage({ name: 'choose2FAMethod', credentials, methods: response.methods });
    else {
      const method = 'emailSent' in response ? 'email' : 'sms';
      setInfo(sentTexts[method]);
      setStage({ name: 'enter2FACode', credentials, methods, method });
    }
  };

  const submitCredentials = async (values: Credentials) => {
    const credentials = { username: values.username.trim(), password: values.password };
    const outcome = await attempt(credentials, 'login');
    if (outcome.kind === 'failed') return { [FORM_ERROR]: outcome.message };
    advance(outcome, credentials, []);
    return undefined;
  };

  // Social sign-in proved who this is; an account with 2FA still owes its second factor.
  const continueWithTicket = ({ ticket, methods }: SecondFactorTicket) =>
    setStage({
      name: 'choose2FAMethod',
      credentials: { grantType: 'social_ticket', ticket },
      methods,
    });

  const choose = async (method: MfaMethod) => {
    if (stage.name !== 'choose2FAMethod') return;
    const { credentials, methods } = stage;
    if (method === 'totp' || method === 'recovery') {
      setStage({ name: 'enter2FACode', credentials, methods, method });
      return;
    }
    const outcome = await attempt({ ...credentials, mfaMethod: method }, 'login');
    if (outcome.kind === 'failed') setStage({ ...stage, error: outcome.message });
    else advance(outcome, credentials, methods);
  };

  const submitCode = async (code: string) => {
    if (stage.name !== 'enter2FACode') return undefined;
    const { credentials, method } = stage;
    const recovery = method === 'recovery';
    const outcome = await attempt(
      {
        ...credentials,
        mfaMethod: method,
        ...(recovery ? { recoveryCode: code } : { mfaCode: code }),
      },
      recovery ? 'recovery' : 'code',
    );
    if (outcome.kind === 'failed') return { [FORM_ERROR]: outcome.message };
    advance(outcome, credentials, stage.methods);
    return undefined;
  };

  return (
    <div className="shell-auth-screen">
      <Logo />
      <Card className="shell-auth-card">
        <h1 className="shell-auth-title">
          {stage.name === 'login' ? 'Log in' : 'Two-factor authentication'}
        </h1>
        {stage.name === 'login' && (
          <>
            <CredentialsForm
              initialEmail={search.get('email') ?? undefined}
              onSubmit={submitCredentials}
            />
            <SocialSignIn onSignedIn={signedIn} onSecondFactor={continueWithTicket} />
            <p className="shell-auth-links">
              <Link to="/password-reset">Forgot your password?</Link>
              <Link to="/registration">Create an account</Link>
            </p>
          </>
        )}
        {stage.name === 'choose2FAMethod' && (
          <MfaMethodChoice methods={stage.methods} onChoose={choose} error={stage.error} />
        )}
        {stage.name === 'enter2FACode' && (
          <MfaCodeForm
            key={stage.method}
            recovery={stage.method === 'recovery'}
            info={info}
            onSubmit={submitCode}
            onBack={() =>
              setStage({
                name: 'choose2FAMethod',
                credentials: stage.credentials,
                methods: stage.methods,
              })
            }
          />
        )}
      </Card>
    </div>
  );
}
