import { Field } from 'react-final-form';
import { shownError } from '@portal/contracts/app/field-errors';
import type { Validator } from '@portal/contracts/common/validation';
import {
  SelectField,
  TextArea,
  TextField,
  type SelectFieldProps,
  type TextAreaProps,
  type TextFieldProps,
} from '@portal/ui/fields';

/** A field's props once react-final-form owns its value, change and error. */
export type FormFieldProps<P> = Omit<P, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  /** Keep it stable (module level): a new function re-registers the field. */
  validate?: Validator;
};

/**
 * A TextField bound to a react-final-form field: its own check's error once left or submitted,
 * then the server's until it is changed.
 */
export function FormTextField({ name, validate, ...props }: FormFieldProps<TextFieldProps>) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => <TextField {...props} {...input} error={shownError(meta)} />}
    </Field>
  );
}

/** A TextArea bound to a react-final-form field, its errors shown as FormTextField's. */
export function FormTextArea({ name, validate, ...props }: FormFieldProps<TextAreaProps>) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => <TextArea {...props} {...input} error={shownError(meta)} />}
    </Field>
  );
}

/**
 * A SelectField bound to a react-final-form field, its errors shown as FormTextField's;
 * `fallbackError` (e.g. its options failed to load) shows while the field has none of its own.
 */
export function FormSelectField({
  name,
  validate,
  fallbackError,
  ...props
}: FormFieldProps<SelectFieldProps> & { fallbackError?: string }) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => (
        <SelectField {...props} {...input} error={shownError(meta) ?? fallbackError} />
      )}
    </Field>
  );
}
