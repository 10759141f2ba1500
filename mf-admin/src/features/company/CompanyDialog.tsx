import { submissionErrors } from '@portal/contracts/app/field-errors';
import { companyFieldRules } from '@portal/contracts/company/fields';
import { useUpdateCompanyMutation } from '@portal/contracts/company/client';
import type { CompanyView } from '@portal/contracts/company/schema';
import { FormDialog, FormTextArea, FormTextField } from '@portal/ui/forms';
import { companyScreenTexts as texts } from './company-texts.ts';

/** The form's values, named as the portal names the API's fields, so refusals land under them. */
interface Values {
  name: string;
  address: string;
  vatNumber: string;
  phone: string;
}

/** A company's details: name, address, VAT number and phone; an emptied detail is cleared. */
export function CompanyDialog({
  company,
  onDone,
  onClose,
}: {
  company: CompanyView;
  onDone(): void;
  onClose(): void;
}) {
  const [update] = useUpdateCompanyMutation();
  const submit = async (values: Values) => {
    const result = await update({
      id: company.id,
      name: values.name,
      // Empty strings, not undefined: the request drops those, and an emptied field is cleared.
      address: values.address ?? '',
      vatNumber: values.vatNumber ?? '',
      phone: values.phone ?? '',
    });
    if (result.error) return submissionErrors(result.error, texts.saveFailed);
    onDone();
    return undefined;
  };
  return (
    <FormDialog<Values>
      title={`Edit ${company.name}`}
      description={`Owner: ${company.ownerName}`}
      initialValues={{
        name: company.name,
        address: company.address ?? '',
        vatNumber: company.vatNumber ?? '',
        phone: company.phone ?? '',
      }}
      confirm="Save company"
      busyLabel="Saving"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="company-form">
        <FormTextField
          name="name"
          label="Company name"
          required
          validate={companyFieldRules.name}
        />
        <FormTextField name="vatNumber" label="VAT number" validate={companyFieldRules.vatNumber} />
        <FormTextField name="phone" label="Phone" type="tel" validate={companyFieldRules.phone} />
        <div className="company-form__wide">
          <FormTextArea
            name="address"
            label="Address"
            rows={3}
            validate={companyFieldRules.address}
          />
        </div>
      </div>
    </FormDialog>
  );
}
