import { Button } from '@portal/ui';
import { FormError } from '../account/form-fields.tsx';
import { Form, FormTextField } from '@portal/ui/forms';
import { loginValidators } from '@portal/contracts/auth/login-validators';
import type { SubmitResult } from './useLoginAttempt.ts';

/** Stage three: the verification code, or a recovery code. */
export function MfaCodeForm({
  recovery,
  info,
  onSubmit,
  onBack,
}: {
  recovery: boolean;
  info?: string;
  onSubmit: (code: string) => Promise<SubmitResult>;
  onBack: () => void;
}) {
  const label = recovery ? 'Recovery code' : 'Verification code';
  return (
    <Form<{ code: string }>
      onSubmit={({ code }) => onSubmit(code.trim())}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="shell-form">
          {info && <p role="status">{info}</p>}
          <FormTextField
            name="code"
            label={label}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            // The code step replaces the form whose button had focus: focus goes on to its field.
            // eslint-disable-next-line jsx-a11y/no-autofocus -- moved on a step the user asked for, never on load
            autoFocus
            validate={recovery ? loginValidators.recoveryCode : loginValidators.otp}
          />
          <FormError message={submitError as string | undefined} />
          <Button type="submit" variant="primary" loading={submitting}>
            Verify
          </Button>
          <Button variant="quiet" onClick={onBack}>
            Choose another method
          </Button>
        </form>
      )}
    />
  );
}
