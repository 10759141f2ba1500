import { FORM_ERROR } from 'final-form';
import { Field } from 'react-final-form';
import { Button, Card } from '@portal/ui';
import { Form, Checkbox, SelectField } from '@portal/ui/forms';
import { failureText, CURRENCIES, notify, usePortalDispatch, type User } from '@portal/contracts';
import { useUpdateUserMutation } from '@portal/contracts/user/client';

interface Settings {
  cartReminder: boolean;
  currency: User['currency'];
}

const currencyOptions = Object.entries(CURRENCIES).map(([code, symbol]) => ({
  value: code,
  label: `${code} (${symbol})`,
}));

/** A client's cart reminder email and the currency prices are shown in. */
export function ClientSettings({ user }: { user: User }) {
  const [updateUser] = useUpdateUserMutation();
  const dispatch = usePortalDispatch();
  const save = async (values: Settings) => {
    const result = await updateUser({ id: user.id, ...values });
    if ('error' in result) return { [FORM_ERROR]: failureText(result.error) };
    dispatch(
      notify({ type: 'success', title: 'Your settings have been saved.', duration: 'short' }),
    );
    return undefined;
  };
  return (
    <Card title="Email and currency">
      <Form<Settings>
        onSubmit={save}
        initialValues={{ cartReminder: user.cartReminder, currency: user.currency }}
        render={({ handleSubmit, submitting, submitError, pristine }) => (
          <form onSubmit={handleSubmit} noValidate className="shell-form shell-profile-form">
            <Field<boolean> name="cartReminder" type="checkbox">
              {({ input }) => (
                <Checkbox {...input} label="Email me a reminder when files are left in my cart" />
              )}
            </Field>
            <Field<string> name="currency">
              {({ input }) => <SelectField {...input} label="Currency" options={currencyOptions} />}
            </Field>
            {submitError && (
              <p role="alert" className="shell-form-error">
                {submitError}
              </p>
            )}
            <Button type="submit" variant="primary" loading={submitting} disabled={pristine}>
              Save settings
            </Button>
          </form>
        )}
      />
    </Card>
  );
}
