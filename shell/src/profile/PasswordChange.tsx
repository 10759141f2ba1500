import { Field } from 'react-final-form';
import { Button, Card } from '@portal/ui';
import { Form, PasswordField } from '@portal/ui/forms';
import { notify, usePortalDispatch, type User } from '@portal/contracts';
import { useUpdateUserMutation } from '@portal/contracts/user/client';
import { loginValidators } from '@portal/contracts/auth/login-validators';
import { toSubmitErrors } from '../account/api-failures.ts';
import { FormError, shownError } from '../account/form-fields.tsx';
import { NewPasswordFields, type NewPasswordValues } from '../account/NewPasswordFields.tsx';

interface PasswordValues extends NewPasswordValues {
  currentPassword: string;
}

const fields = ['currentPassword', 'password'];
const failureText =
  'We could not change your password. Please contact us if the problem continues.';

/** A new password needs the current one; the server then ends the user's other sign-ins. */
export function PasswordChange({ user }: { user: User }) {
  const [updateUser] = useUpdateUserMutation();
  const dispatch = usePortalDispatch();
  const save = async ({ currentPassword, password }: PasswordValues) => {
    const result = await updateUser({ id: user.id, currentPassword, password });
    if ('error' in result) return toSubmitErrors(result.error, fields, failureText);
    dispatch(notify({ type: 'success', title: 'Your password has been changed.' }));
    return undefined;
  };
  return (
    <Card title="Password">
      <Form<PasswordValues>
        onSubmit={async (values, form) => {
          const errors = await save(values);
          // Cleared after the submit settles, so the fields do not show errors for being empty.
          if (!errors) setTimeout(() => form.restart());
          return errors;
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate className="shell-form shell-profile-form">
            <Field<string> name="currentPassword" validate={loginValidators.password}>
              {({ input, meta }) => (
                <PasswordField
                  {...input}
                  label="Current password"
                  autoComplete="current-password"
                  toggleLabel="Show current password"
                  error={shownError(meta)}
                />
              )}
            </Field>
            <NewPasswordFields />
            <FormError message={submitError as string | undefined} />
            <Button type="submit" variant="primary" loading={submitting}>
              Change password
            </Button>
          </form>
        )}
      />
    </Card>
  );
}
