import { useState } from 'react';
import { notify, usePortalDispatch } from '@portal/contracts';
import { useUpdateCompanyMutation } from '@portal/contracts/company/client';
import type { CompanyView } from '@portal/contracts/company/schema';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { Button, Card } from '@portal/ui';
import { Form, FormError } from '@portal/ui/forms';
import { CompanyFields } from './CompanyFields.tsx';
import { businessTexts, since } from './business-texts.ts';

interface DetailsValues {
  name: string;
  address: string;
  vatNumber: string;
  phone: string;
}

const initialValues = (company: CompanyView): DetailsValues => ({
  name: company.name,
  address: company.address ?? '',
  vatNumber: company.vatNumber ?? '',
  phone: company.phone ?? '',
});

/** The company's details; its owner edits them in place. */
export function CompanyDetails({ company, editable }: { company: CompanyView; editable: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card
      title="Company details"
      actions={
        editable &&
        !editing && (
          <Button variant="quiet" size="sm" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      {editing ? (
        <DetailsForm company={company} onDone={() => setEditing(false)} />
      ) : (
        <dl className="business-account__facts">
          <Fact label="Company name" value={company.name} />
          <Fact label="Address" value={company.address} />
          <Fact label="VAT number" value={company.vatNumber} />
          <Fact label="Phone" value={company.phone} />
          <Fact label="Owner" value={company.ownerName} />
          <Fact label="Members" value={String(company.memberCount)} />
          <Fact label="Since" value={since(company.createdAt)} />
        </dl>
      )}
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={value ? undefined : 'ui-text-muted'}>{value || 'Not given'}</dd>
    </div>
  );
}

function DetailsForm({ company, onDone }: { company: CompanyView; onDone(): void }) {
  const dispatch = usePortalDispatch();
  const [update] = useUpdateCompanyMutation();
  const save = async (values: DetailsValues) => {
    const result = await update({
      id: company.id,
      name: values.name,
      // Empty strings, not null: the request drops nulls, and an emptied field must be cleared.
      address: values.address ?? '',
      vatNumber: values.vatNumber ?? '',
      phone: values.phone ?? '',
    });
    if (result.error) return submissionErrors(result.error, businessTexts.contactUs);
    dispatch(notify({ type: 'success', title: businessTexts.detailsSaved }));
    onDone();
    return undefined;
  };
  return (
    <Form<DetailsValues> onSubmit={save} initialValues={initialValues(company)}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className="form-stack" onSubmit={handleSubmit} noValidate>
          <CompanyFields nameField="name" />
          <FormError message={submitError} />
          <div className="business-account__form-actions">
            <Button variant="secondary" onClick={onDone} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} loadingLabel="Saving">
              Save
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
