import { useState } from 'react';
import { Link } from 'react-router';
import { Form } from 'react-final-form';
import { useRequestBusinessAccountMutation } from '@portal/contracts/library';
import { Button, Card, SuccessIcon, buttonClassName } from '@portal/ui';
import { FormError, FormTextArea, FormTextField, submissionErrors } from './form-fields.tsx';
import { businessTexts, companyValidators } from './business-texts.ts';

interface ApplicationValues {
  companyName: string;
  address?: string;
  vatNumber?: string;
  phone?: string;
  message?: string;
}

/** A client without a business account applies for one (client spec section 6); staff decide. */
export function ApplyForBusinessAccount() {
  const [apply] = useRequestBusinessAccountMutation();
  const [sent, setSent] = useState<string>();
  const submit = async (values: ApplicationValues) => {
    const result = await apply(values);
    if (result.error) return submissionErrors(result.error, businessTexts.contactUs);
    setSent(result.data.companyName);
    return undefined;
  };

  if (sent)
    return (
      <Card>
        <div className="business-account__sent" role="status">
          <SuccessIcon size="2em" />
          <h2>{businessTexts.applicationSent}</h2>
          <p>
            We will review the application for {sent} and write to you once it is decided. Until
            then you pay by card as before.
          </p>
          <Link to="/library/my" className={buttonClassName({ variant: 'secondary' })}>
            Go to your library
          </Link>
        </div>
      </Card>
    );

  return (
    <Card title="Apply for a business account">
      <p className="business-account__lead">
        With a business account your organisation is invoiced for orders, and you can invite
        colleagues to order on the same account.
      </p>
      <Form<ApplicationValues> onSubmit={submit}>
        {({ handleSubmit, submitting, submitError }) => (
          <form className="business-account__form" onSubmit={handleSubmit} noValidate>
            <FormTextField
              name="companyName"
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
            <div className="business-account__pair">
              <FormTextField
                name="vatNumber"
                label="VAT number"
                validate={companyValidators.vatNumber}
              />
              <FormTextField
                name="phone"
                label="Phone"
                type="tel"
                autoComplete="tel"
                validate={companyValidators.phone}
              />
            </div>
            <FormTextArea
              name="message"
              label="Anything we should know"
              rows={3}
              validate={companyValidators.message}
            />
            <FormError message={submitError} />
            <div className="business-account__form-actions">
              <Button type="submit" loading={submitting} loadingLabel="Sending">
                Apply
              </Button>
            </div>
          </form>
        )}
      </Form>
    </Card>
  );
}
