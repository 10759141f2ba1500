import { useEffect, useState } from 'react';
import { Button } from '@portal/ui';
import {
  getSessionId,
  isTokens,
  toStoredAuth,
  tokensReceived,
  usePortalDispatch,
  usePortalSelector,
  mfaMethods,
  type MfaMethod,
  type SocialProviderName,
  loginTexts,
} from '@portal/contracts';
import { api } from '@portal/contracts/app/api';

/** The popup of client spec section 7: its address and sizes per provider. */
const providers: Record<SocialProviderName, { label: string; width: number; height: number }> = {
  google: { label: 'Continue with Google', width: 500, height: 500 },
  facebook: { label: 'Continue with Facebook', width: 745, height: 1000 },
};

export const SOCIAL_MESSAGE_TYPE = 'portal-social-login';

function openPopup(provider: SocialProviderName): void {
  const { width, height } = providers[provider];
  const query = new URLSearchParams({ authclient: provider, session_id: getSessionId() });
  const left = window.screenX + Math.max(0, (window.outerWidth - width) / 2);
  const top = window.screenY + Math.max(0, (window.outerHeight - height) / 2);
  window.open(
    `/v1/auth-service/auth?${query.toString()}`,
    'portal-social-login',
    `width=${width},height=${height},left=${left},top=${top}`,
  );
}

/** What the popup posts when the account has 2FA: the second factor comes next, with a ticket. */
export interface SecondFactorTicket {
  ticket: string;
  methods: MfaMethod[];
}

function isSecondFactorTicket(value: unknown): value is SecondFactorTicket {
  const candidate = value as Partial<SecondFactorTicket> | null;
  return (
    typeof candidate?.ticket === 'string' &&
    Array.isArray(candidate.methods) &&
    candidate.methods.every((method) => mfaMethods.includes(method))
  );
}

interface SocialSignInProps {
  onSignedIn: () => void;
  onSecondFactor: (ticket: SecondFactorTicket) => void;
}

/**
 * Buttons for the configured providers only; the popup posts the tokens back to this window, or
 * a ticket for the second factor when the account has 2FA.
 */
export function SocialSignIn({ onSignedIn, onSecondFactor }: SocialSignInProps) {
  const configured = usePortalSelector((state) => state.config.socialProviders);
  const dispatch = usePortalDispatch();
  const [error, setError] = useState<string>();

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      // Only our own popup, on our own origin, may sign this window in.
      const data = event.data as {
        type?: unknown;
        tokens?: unknown;
        secondFactor?: unknown;
      } | null;
      if (event.origin !== window.location.origin || data?.type !== SOCIAL_MESSAGE_TYPE) return;
      if (isTokens(data.tokens)) {
        dispatch(tokensReceived(toStoredAuth(data.tokens, Date.now())));
        // The server merged the visitor's cart into the account's: fetch it again.
        dispatch(api.util.invalidateTags(['Cart']));
        onSignedIn();
      } else if (isSecondFactorTicket(data.secondFactor)) onSecondFactor(data.secondFactor);
      else setError(loginTexts.socialProblem);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [dispatch, onSignedIn, onSecondFactor]);

  if (configured.length === 0) return null;
  return (
    <div className="shell-social" aria-label="Other ways to log in" role="group">
      {configured.map((provider) => (
        <Button key={provider} variant="secondary" onClick={() => openPopup(provider)}>
          {providers[provider].label}
        </Button>
      ))}
      {error && (
        <p role="alert" className="shell-form-error">
          {error}
        </p>
      )}
    </div>
  );
}
