import { required } from '@portal/contracts/common/validation';
import { shownError } from '@portal/contracts/app/field-errors';
import { FormTextField } from '@portal/ui/forms';

export { shownError };

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
      <FormTextField
        name="firstname"
        label="First name"
        autoComplete="given-name"
        validate={required()}
      />
      <FormTextField
        name="lastname"
        label="Last name"
        autoComplete="family-name"
        validate={required()}
      />
    </>
  );
}
