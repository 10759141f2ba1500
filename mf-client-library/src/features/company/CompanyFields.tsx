import { FormTextField } from '@portal/ui/forms';
import { companyValidators } from './business-texts.ts';

interface CompanyFieldsProps {
  /** The form's field for the company name: the application asks for companyName. */
  nameField: 'name' | 'companyName';
  /** VAT number and phone side by side, where the form has the width. */
  pairContact?: boolean;
}

/** A company's name, address, VAT number and phone, inside a react-final-form Form. */
export function CompanyFields({ nameField, pairContact = false }: CompanyFieldsProps) {
  const contact = (
    <>
      <FormTextField name="vatNumber" label="VAT number" validate={companyValidators.vatNumber} />
      <FormTextField
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        validate={companyValidators.phone}
      />
    </>
  );
  return (
    <>
      <FormTextField
        name={nameField}
        label="Company name"
        required
        autoComplete="organization"
        validate={companyValidators.name}
      />
      <FormTextField
        name="address"
        label="Address"
        autoComplete="street-address"
        validate={companyValidators.text}
      />
      {pairContact ? <div className="form-pair">{contact}</div> : contact}
    </>
  );
}
