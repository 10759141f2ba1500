import { Field } from 'react-final-form';
import { Button } from '@portal/ui';
import { Form, PasswordField, FormTextField } from '@portal/ui/forms';
import { FormError } from '../account/form-fields.tsx';
import { loginValidators } from '@portal/contracts/auth/login-validators';
import type { SubmitResult } from './useLoginAttempt.ts';

export interface Credentials {
  username: string;
  password: string;
}

/** Stage one: email and password. */
export function CredentialsForm({
  initialEmail,
  onSubmit,
}: {
  initialEmail?: string;
  onSubmit: (values: Credentials) => Promise<SubmitResult>;
}) {
  return (
    <Form<Credentials>
      onSubmit={onSubmit}
      initialValues={{ username: initialEmail ?? '' }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="shell-form">
          <FormTextField
            name="username"
            label="Email"
            type="email"
            autoComplete="username"
            validate={loginValidators.email}
          />
          <Field<string> name="password" validate={loginValidators.password}>
            {({ input, meta }) => (
              <PasswordField
                {...input}
                label="Password"
                autoComplete="current-password"
                error={meta.touched ? meta.error : undefined}
              />
            )}
          </Field>
          <FormError message={submitError as string | undefined} />
          <Button type="submit" variant="primary" loading={submitting}>
            Log in
          </Button>
        </form>
      )}
    />
  );
}
