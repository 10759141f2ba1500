import { composeValidators, email, required } from '@portal/contracts/forms';
import { FormTextField, type FormFieldProps, type TextFieldProps } from '@portal/ui/forms';
import './form-fields.css';

const validEmail = composeValidators(required(), email());

/** The email of someone invited: to a project, to own it, or to a company. */
export function InviteeEmailField({
  validate = validEmail,
  ...props
}: Omit<FormFieldProps<TextFieldProps>, 'name' | 'label' | 'type'>) {
  return (
    <FormTextField
      name="email"
      label="Email"
      type="email"
      autoComplete="off"
      required
      validate={validate}
      {...props}
    />
  );
}

/** The form-level message (a failure that belongs to no field), announced when it appears. */
export function FormError({ message }: { message?: unknown }) {
  if (typeof message !== 'string' || !message) return null;
  return (
    <p role="alert" className="form-error">
      {message}
    </p>
  );
}
