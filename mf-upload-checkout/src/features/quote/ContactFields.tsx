import {
  composeValidators,
  maxLength,
  phone,
  required,
  symbolsNotAllowed,
} from '@portal/contracts/common/validation';
import { loginValidators } from '@portal/contracts/auth/login-validators';
import { FormTextField } from '@portal/ui/forms';

// Names are not free text: the generic rule lists the symbols they may not hold (spec section 5).
const noMarkup = symbolsNotAllowed(['<', '>']);

const validators = {
  email: loginValidators.email,
  name: composeValidators(required(), noMarkup, maxLength(100)),
  phone,
  company: composeValidators(noMarkup, maxLength(200)),
} as const;

/** The quote's contact details: where it is sent and who it is for. */
export function ContactFields() {
  return (
    <div className="quote-contact">
      <FormTextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        validate={validators.email}
        containerClassName="quote-contact__wide"
      />
      <FormTextField
        name="firstname"
        label="First name"
        autoComplete="given-name"
        required
        validate={validators.name}
      />
      <FormTextField
        name="lastname"
        label="Last name"
        autoComplete="family-name"
        required
        validate={validators.name}
      />
      <FormTextField
        name="phone"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        validate={validators.phone}
      />
      <FormTextField
        name="company"
        label="Company (optional)"
        autoComplete="organization"
        validate={validators.company}
      />
    </div>
  );
}
