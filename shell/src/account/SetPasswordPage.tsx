import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@portal/ui';
import { Form, TextField, FormTextField } from '@portal/ui/forms';
import { notify, usePortalDispatch } from '@portal/contracts';
import { phone } from '@portal/contracts/common/validation';
import { useSetPasswordMutation } from '@portal/contracts/user/account-client';
import type { ActivationInfo } from '@portal/contracts/user/account-schema';
import { accountTexts } from '@portal/contracts/user/account-texts';
import { ActivationGate, registerAgain } from './ActivationGate.tsx';
import { AccountScreen } from './AccountScreen.tsx';
import { isNotFound, toSubmitErrors } from './api-failures.ts';
import { FormError, NameFields } from './form-fields.tsx';
import { InvalidLink } from './InvalidLink.tsx';
import { NewPasswordFields, type NewPasswordValues } from './NewPasswordFields.tsx';

interface SetPasswordValues extends NewPasswordValues {
  firstname: string;
  lastname: string;
  profile?: { mobile?: string };
}

const fields = ['firstname', 'lastname', 'profile.mobile', 'password'] as const;

function SetPasswordForm({ hash, info }: { hash: string; info: ActivationInfo }) {
  const [setPassword] = useSetPasswordMutation();
  const dispatch = usePortalDispatch();
  const navigate = useNavigate();
  // The link can be used up between opening the page and submitting (e.g. in another tab).
  const [linkUsed, setLinkUsed] = useState(false);
  // The form is put out of sight and reach in the same update as the notice: the move to the
  // login page is a transition, shown later, and a password typed here meanwhile would be lost.
  // It keeps its room, or the card would shrink and jump down the screen before the login page.
  const [passwordSet, setPasswordSet] = useState(false);

  const submit = async (values: SetPasswordValues) => {
    const result = await setPassword({
      activationHash: hash,
      password: values.password,
      firstname: values.firstname,
      lastname: values.lastname,
      profile: { mobile: values.profile?.mobile },
    });
    if (isNotFound(result.error)) {
      setLinkUsed(true);
      return undefined;
    }
    if (result.error) return toSubmitErrors(result.error, fields, accountTexts.somethingWentWrong);
    setPasswordSet(true);
    dispatch(notify({ type: 'success', title: accountTexts.passwordSet }));
    await navigate(`/login?email=${encodeURIComponent(info.email)}`, { replace: true });
    return undefined;
  };

  if (linkUsed) return <InvalidLink retry={registerAgain} />;
  return (
    <Form<SetPasswordValues>
      onSubmit={submit}
      initialValues={{ firstname: info.firstname, lastname: info.lastname }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          className="shell-form"
          style={passwordSet ? { visibility: 'hidden' } : undefined}
        >
          <p className="account-intro">Confirm your details and choose a password.</p>
          <TextField label="Email" value={info.email} readOnly autoComplete="username" />
          <NameFields />
          <FormTextField
            name="profile.mobile"
            label="Mobile (optional)"
            type="tel"
            autoComplete="tel"
            validate={phone}
          />
          <NewPasswordFields />
          <FormError message={submitError} />
          <Button type="submit" variant="primary" loading={submitting}>
            Set password
          </Button>
        </form>
      )}
    />
  );
}

/** /v3/set-password: names, mobile and a password complete the registration. */
export function SetPasswordPage() {
  return (
    <AccountScreen title="Set your password">
      <ActivationGate>{(ready) => <SetPasswordForm {...ready} />}</ActivationGate>
    </AccountScreen>
  );
}
