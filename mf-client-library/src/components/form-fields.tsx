import { Field } from 'react-final-form';
import {
  composeValidators,
  email,
  required,
  shownError,
  validationMessages,
  type Validator,
} from '@portal/contracts/forms';
import { TextArea, TextField, type TextAreaProps, type TextFieldProps } from '@portal/ui/forms';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import './form-fields.css';

type Bound<P> = Omit<P, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  /** Keep it stable (module level): a new function re-registers the field. */
  validate?: Validator;
};

/** A TextField bound to a react-final-form field, showing errors on blur and on submit. */
export function FormTextField({ name, validate, ...props }: Bound<TextFieldProps>) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => <TextField {...props} {...input} error={shownError(meta)} />}
    </Field>
  );
}

export function FormTextArea({ name, validate, ...props }: Bound<TextAreaProps>) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => <TextArea {...props} {...input} error={shownError(meta)} />}
    </Field>
  );
}

const validEmail = composeValidators(required(), email());

/** The email of someone invited: to a project, to own it, or to a company. */
export function InviteeEmailField({
  validate = validEmail,
  ...props
}: Omit<Bound<TextFieldProps>, 'name' | 'label' | 'type'>) {
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

/**
 * A failed submit as react-final-form wants it: a 422's messages on their fields (or the form),
 * anything else as the form's message.
 */
export function submissionErrors(error: unknown, fallback: string): SubmissionErrors {
  const messages = validationMessages(error);
  if (!messages) {
    const items = (error as { items?: { message: string }[] } | undefined)?.items ?? [];
    return { [FORM_ERROR]: items[0]?.message ?? fallback };
  }
  const errors: Record<string, string> = {};
  for (const { field, message } of messages) errors[field ?? FORM_ERROR] ??= message;
  return errors;
}
