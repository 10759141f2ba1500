import { required, shownError } from '@portal/contracts/forms';
import type { FieldValidator } from 'final-form';
import { Field } from 'react-final-form';
import { TextField, type TextFieldProps } from '@portal/ui/forms';

export { shownError };

export type FormFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  validate?: FieldValidator<string>;
};

/** A TextField bound to a react-final-form field. */
export function FormField({ name, validate, ...props }: FormFieldProps) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => <TextField {...props} {...input} error={shownError(meta)} />}
    </Field>
  );
}

/** The form-level message (a failure that belongs to no field), announced when it appears. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="shell-form-error">
      {message}
    </p>
  );
}

/** First and last name, both required, as registration and activation ask for them. */
export function NameFields() {
  return (
    <>
      <FormField
        name="firstname"
        label="First name"
        autoComplete="given-name"
        validate={required()}
      />
      <FormField
        name="lastname"
        label="Last name"
        autoComplete="family-name"
        validate={required()}
      />
    </>
  );
}
