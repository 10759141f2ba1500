import { useState } from 'react';
import { Button } from '@portal/ui';
import { useBotCheck } from '@portal/contracts/bot-check/client';
import { loginValidators } from '@portal/contracts/auth/login-validators';
import { useRequestPasswordResetMutation } from '@portal/contracts/user/account-client';
import { accountTexts } from '@portal/contracts/user/account-texts';
import { AccountLinks, AccountScreen, backToLogin } from './AccountScreen.tsx';
import { toSubmitErrors } from './api-failures.ts';
import { FormError } from './form-fields.tsx';
import { Form, FormTextField } from '@portal/ui/forms';

/** Asks for a reset link by mail; the answer is the same whether or not the address is known. */
export function ForgotPasswordForm() {
  const [requestReset] = useRequestPasswordResetMutation();
  const botCheck = useBotCheck('password_reset');
  const [sent, setSent] = useState(false);

  const submit = async ({ email }: { email: string }) => {
    const result = await requestReset({ email, captcha: await botCheck() });
    if (result.error) return toSubmitErrors(result.error, ['email'], accountTexts.resetProblem);
    setSent(true);
    return undefined;
  };

  return (
    <AccountScreen title={sent ? 'Check your inbox' : 'Forgot your password?'}>
      {sent ? (
        <p role="status" className="account-message">
          {accountTexts.resetRequested}
        </p>
      ) : (
        <Form<{ email: string }>
          onSubmit={submit}
          render={({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate className="shell-form">
              <p className="account-intro">
                Enter the email address of your account and we will send you a link to reset your
                password.
              </p>
              <FormTextField
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                validate={loginValidators.email}
              />
              <FormError message={submitError} />
              <Button type="submit" variant="primary" loading={submitting}>
                Send reset link
              </Button>
            </form>
          )}
        />
      )}
      <AccountLinks links={backToLogin} />
    </AccountScreen>
  );
}
