import { shownError, type Validator } from '@portal/contracts/forms';
import { Field } from 'react-final-form';
import { TextField, type TextFieldProps } from '@portal/ui/forms';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  /** Keep it stable (module level): a new function re-registers the field. */
  validate?: Validator;
};

/** A TextField bound to a react-final-form field, showing errors on blur and on submit. */
export function FormTextField({ name, validate, ...props }: FormTextFieldProps) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => <TextField {...props} {...input} error={shownError(meta)} />}
    </Field>
  );
}
