import { useSearchParams } from 'react-router';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

/** /v3/password-reset: asks for a link, or with the link's ?code sets the new password. */
export function PasswordResetPage() {
  const [search] = useSearchParams();
  const code = search.get('code');
  // Keyed by the code, so following another link starts afresh.
  return code ? <ResetPasswordForm key={code} code={code} /> : <ForgotPasswordForm />;
}
