import { useState } from 'react';
import { Button } from '@portal/ui';
import { useBotCheck } from '@portal/contracts/bot-check/client';
import { loginValidators } from '@portal/contracts/auth/login-validators';
import { useRegisterMutation } from '@portal/contracts/user/account-client';
import { accountTexts } from '@portal/contracts/user/account-texts';
import { AccountLinks, AccountScreen, backToLogin } from './AccountScreen.tsx';
import { toSubmitErrors } from './api-failures.ts';
import { FormError, NameFields } from './form-fields.tsx';
import { Form, FormTextField } from '@portal/ui/forms';

interface RegistrationValues {
  email: string;
  firstname: string;
  lastname: string;
}

const fields = ['email', 'firstname', 'lastname'] as const;
const toLogin = [{ to: '/login', text: 'Already have an account? Log in' }];

/** /v3/registration: a client account is created and its activation link mailed. */
export function RegistrationPage() {
  const [register] = useRegisterMutation();
  const botCheck = useBotCheck('registration');
  const [sentTo, setSentTo] = useState<string>();

  const submit = async (values: RegistrationValues) => {
    const result = await register({ ...values, captcha: await botCheck() });
    if (result.error) return toSubmitErrors(result.error, fields, accountTexts.somethingWentWrong);
    setSentTo(values.email.trim());
    return undefined;
  };

  // The server answers alike for known and new addresses, so this never tells which it was.
  if (sentTo)
    return (
      <AccountScreen title="Check your inbox">
        <p role="status" className="account-message">
          We have sent an activation link to <strong>{sentTo}</strong>. Follow it to choose your
          password and start using your account.
        </p>
        <AccountLinks links={backToLogin} />
      </AccountScreen>
    );
  return (
    <AccountScreen title="Create an account">
      <Form<RegistrationValues>
        onSubmit={submit}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate className="shell-form">
            <FormTextField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              validate={loginValidators.email}
            />
            <NameFields />
            <FormError message={submitError} />
            <Button type="submit" variant="primary" loading={submitting}>
              Create account
            </Button>
          </form>
        )}
      />
      <AccountLinks links={toLogin} />
    </AccountScreen>
  );
}
