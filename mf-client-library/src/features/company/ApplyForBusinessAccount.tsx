import { useState } from 'react';
import { Link } from 'react-router';
import { useRequestBusinessAccountMutation } from '@portal/contracts/company/client';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { Button, Card, buttonClassName } from '@portal/ui';
import { Form, FormTextArea } from '@portal/ui/forms';
import { FormError } from '@portal/ui/forms';
import { Outcome } from '../../components/Outcome.tsx';
import { CompanyFields } from './CompanyFields.tsx';
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
        <Outcome
          tone="success"
          title={businessTexts.applicationSent}
          action={
            <Link to="/library/my" className={buttonClassName({ variant: 'secondary' })}>
              Go to your library
            </Link>
          }
        >
          We will review the application for {sent} and write to you once it is decided. Until then
          you pay by card as before.
        </Outcome>
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
          <form className="form-stack" onSubmit={handleSubmit} noValidate>
            <CompanyFields nameField="companyName" pairContact />
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
