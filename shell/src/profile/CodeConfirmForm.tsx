import { FORM_ERROR } from 'final-form';
import { Button } from '@portal/ui';
import { FormError } from '../account/form-fields.tsx';
import { Form, FormTextField } from '@portal/ui/forms';
import { loginValidators } from '@portal/contracts/auth/login-validators';

/** One code field and a confirm button, for the enrolment of either method. */
export function CodeConfirmForm({
  label,
  onConfirm,
}: {
  label: string;
  /** Resolves to an error text, or undefined when the code was accepted. */
  onConfirm: (code: string) => Promise<string | undefined>;
}) {
  return (
    <Form<{ code: string }>
      onSubmit={async ({ code }) => {
        const error = await onConfirm(code.trim());
        return error ? { [FORM_ERROR]: error } : undefined;
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="shell-form shell-inline-form">
          <FormTextField
            name="code"
            label={label}
            autoComplete="one-time-code"
            inputMode="numeric"
            validate={loginValidators.otp}
          />
          <FormError message={submitError as string | undefined} />
          <Button type="submit" variant="primary" loading={submitting}>
            Confirm
          </Button>
        </form>
      )}
    />
  );
}
