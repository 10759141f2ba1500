import { useState } from 'react';
import { notify, usePortalDispatch } from '@portal/contracts';
import { useInviteMemberMutation } from '@portal/contracts/company/client';
import type { CompanyView } from '@portal/contracts/company/schema';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { Button, Card } from '@portal/ui';
import { Form, FormError } from '@portal/ui/forms';
import { InviteeEmailField } from '../../components/form-fields.tsx';
import { businessTexts, companyValidators } from './business-texts.ts';

/** The owner invites a colleague by email; the mail's link joins them to the company. */
export function InviteMember({ company }: { company: CompanyView }) {
  const dispatch = usePortalDispatch();
  const [invite] = useInviteMemberMutation();
  // A sent invitation starts a new, empty form for the next colleague.
  const [sentCount, setSentCount] = useState(0);
  const send = async ({ email }: { email: string }) => {
    const result = await invite({ id: company.id, email });
    if (result.error) return submissionErrors(result.error, businessTexts.contactUs);
    dispatch(notify({ type: 'success', title: businessTexts.invitationSent, desc: email }));
    setSentCount((count) => count + 1);
    return undefined;
  };
  return (
    <Card title="Invite a member">
      <p className="business-account__lead">
        Members check out on the company&apos;s account. The invitation link is valid for 7 days.
      </p>
      <Form<{ email: string }> key={sentCount} onSubmit={send}>
        {({ handleSubmit, submitting, submitError }) => (
          <form className="business-account__invite" noValidate onSubmit={handleSubmit}>
            <InviteeEmailField
              validate={companyValidators.email}
              containerClassName="business-account__invite-field"
            />
            <FormError message={submitError} />
            <Button type="submit" loading={submitting} loadingLabel="Sending">
              Send invitation
            </Button>
          </form>
        )}
      </Form>
    </Card>
  );
}
