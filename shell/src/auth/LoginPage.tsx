import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, PasswordField, TextField } from '@portal/ui';
import {
  loginValidators,
  safeRedirectTarget,
  useLoginMutation,
  type LoginRequest,
} from '@portal/contracts';
import { toRouterPath } from '../guards/RouteGuard.tsx';
import { Logo } from '../header/Logo.tsx';
import { loginFailureMessage } from './login-messages.ts';

/** Sign-in, stage one: email and password (the two-factor stages join with their issue). */
export function LoginPage() {
  const [login] = useLoginMutation();
  const navigate = useNavigate();
  const [search] = useSearchParams();

  const submit = async (values: LoginRequest) => {
    const result = await login({ username: values.username.trim(), password: values.password });
    if ('error' in result) return { [FORM_ERROR]: loginFailureMessage(result.error) };
    navigate(toRouterPath(safeRedirectTarget(search.get('redirectTo')) ?? '/v3'), {
      replace: true,
    });
    return undefined;
  };

  return (
    <div className="shell-auth-screen">
      <Logo />
      <Card className="shell-auth-card">
        <h1 className="shell-auth-title">Log in</h1>
        <Form<LoginRequest>
          onSubmit={submit}
          render={({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate className="shell-form">
              <Field<string> name="username" validate={loginValidators.email}>
                {({ input, meta }) => (
                  <TextField
                    {...input}
                    label="Email"
                    type="email"
                    autoComplete="username"
                    error={meta.touched ? meta.error : undefined}
                  />
                )}
              </Field>
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
              {submitError && (
                <p role="alert" className="shell-form-error">
                  {submitError}
                </p>
              )}
              <Button type="submit" variant="primary" loading={submitting}>
                Log in
              </Button>
            </form>
          )}
        />
      </Card>
    </div>
  );
}
