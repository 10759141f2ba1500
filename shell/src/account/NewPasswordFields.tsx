import type { FieldValidator } from 'final-form';
import { useId } from 'react';
import { Field } from 'react-final-form';
import { PasswordField } from '@portal/ui/forms';
import { composeValidators, matches, required } from '@portal/contracts/common/validation';
import { passwordPolicy } from '@portal/contracts/user/password-policy';
import { shownError } from './form-fields.tsx';
import { PasswordChecklist } from './PasswordChecklist.tsx';

export interface NewPasswordValues {
  password: string;
  repeatPassword: string;
}

const validatePassword = composeValidators(required(), passwordPolicy);

const validateRepeat: FieldValidator<string> = (value, values) =>
  composeValidators(required(), matches((values as Partial<NewPasswordValues>).password))(value);

/** Password and Repeat password, with the policy's checklist following what is typed. */
export function NewPasswordFields() {
  const checklistId = useId();
  return (
    <>
      <Field<string> name="password" validate={validatePassword}>
        {({ input, meta }) => (
          <>
            <PasswordField
              {...input}
              label="Password"
              autoComplete="new-password"
              aria-describedby={checklistId}
              error={shownError(meta)}
            />
            <PasswordChecklist id={checklistId} password={input.value} />
          </>
        )}
      </Field>
      <Field<string> name="repeatPassword" validate={validateRepeat}>
        {({ input, meta }) => (
          <PasswordField
            {...input}
            label="Repeat password"
            autoComplete="new-password"
            toggleLabel="Show repeated password"
            error={shownError(meta)}
          />
        )}
      </Field>
    </>
  );
}
