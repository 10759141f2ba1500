import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Button } from '@portal/ui';
import { failureText } from '@portal/contracts';
import { FormError } from '../account/form-fields.tsx';
import { Form, FormTextField } from '@portal/ui/forms';
import { composeValidators, phone, required } from '@portal/contracts/common/validation';
import { useUpdateMfaMutation, useValidateSmsCodeMutation } from '@portal/contracts/mfa/client';
import { CodeConfirmForm } from './CodeConfirmForm.tsx';

/** Enter a mobile number, then the code texted to it. */
export function SmsEnrolment({
  id,
  onEnabled,
}: {
  id: number;
  onEnabled: (recoveryCodes: string[] | undefined) => void;
}) {
  const [update] = useUpdateMfaMutation();
  const [validate] = useValidateSmsCodeMutation();
  const [sentTo, setSentTo] = useState<string>();

  const send = async ({ mobile }: { mobile: string }) => {
    const result = await update({ id, type: 'sms', mobile: mobile.trim() });
    if ('error' in result) return { [FORM_ERROR]: failureText(result.error) };
    setSentTo(mobile.trim());
    return undefined;
  };
  const confirm = async (code: string) => {
    const result = await validate({ id, mfaCode: code });
    if ('error' in result) return failureText(result.error);
    onEnabled(result.data.recoveryCodes);
    return undefined;
  };

  if (sentTo)
    return (
      <div className="shell-enrolment">
        <p role="status">We have sent a code to {sentTo}.</p>
        <CodeConfirmForm label="Code from the text message" onConfirm={confirm} />
      </div>
    );
  return (
    <Form<{ mobile: string }>
      onSubmit={send}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="shell-form shell-inline-form">
          <FormTextField
            name="mobile"
            label="Mobile number"
            type="tel"
            autoComplete="tel"
            validate={composeValidators(required(), phone)}
          />
          <FormError message={submitError as string | undefined} />
          <Button type="submit" variant="primary" loading={submitting}>
            Send code
          </Button>
        </form>
      )}
    />
  );
}
