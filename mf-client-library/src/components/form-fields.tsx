import { composeValidators, email, required } from '@portal/contracts/common/validation';
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
