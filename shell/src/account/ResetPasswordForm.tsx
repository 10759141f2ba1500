import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@portal/ui';
import { Form } from '@portal/ui/forms';
import { notify, usePortalDispatch } from '@portal/contracts';
import { useResetPasswordMutation } from '@portal/contracts/user/account-client';
import { accountTexts } from '@portal/contracts/user/account-texts';
import { AccountLinks, AccountScreen, backToLogin } from './AccountScreen.tsx';
import { isNotFound, toSubmitErrors } from './api-failures.ts';
import { FormError } from './form-fields.tsx';
import { InvalidLink } from './InvalidLink.tsx';
import { NewPasswordFields, type NewPasswordValues } from './NewPasswordFields.tsx';

const requestNewLink = { to: '/password-reset', text: 'Request a new link' } as const;

/** Sets a new password with the mailed code; the code is only checked when it is used. */
export function ResetPasswordForm({ code }: { code: string }) {
  const [resetPassword] = useResetPasswordMutation();
  const dispatch = usePortalDispatch();
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState(false);

  const submit = async ({ password }: NewPasswordValues) => {
    const result = await resetPassword({ code, password });
    if (isNotFound(result.error)) {
      setInvalid(true);
      return undefined;
    }
    if (result.error) return toSubmitErrors(result.error, ['password'], accountTexts.resetProblem);
    dispatch(notify({ type: 'success', title: accountTexts.passwordReset }));
    await navigate('/login', { replace: true });
    return undefined;
  };

  return (
    <AccountScreen title="Reset your password">
      {invalid ? (
        <InvalidLink retry={requestNewLink} />
      ) : (
        <>
          <Form<NewPasswordValues>
            onSubmit={submit}
            render={({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate className="shell-form">
                <p className="account-intro">Choose a new password for your account.</p>
                <NewPasswordFields />
                <FormError message={submitError} />
                <Button type="submit" variant="primary" loading={submitting}>
                  Reset password
                </Button>
              </form>
            )}
          />
          <AccountLinks links={backToLogin} />
        </>
      )}
    </AccountScreen>
  );
}
