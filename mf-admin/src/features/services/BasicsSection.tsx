import { Field } from 'react-final-form';
import { serviceStatuses } from '@portal/contracts';
import {
  SERVICE_CODE_MAX_LENGTH,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_NAME_MAX_LENGTH,
} from '@portal/contracts/common/limits';
import { meetingDetailsForms } from '@portal/contracts/meeting-details/forms';
import { freeTextRule } from '@portal/contracts/common/validation';
import { Card } from '@portal/ui';
import { Checkbox, FormSelectField, FormTextArea, FormTextField } from '@portal/ui/forms';
import { MoneyFields } from './MoneyFields.tsx';
import { meetingDetailsLabels, serviceStatusLabels } from './service-format.ts';
import { codeRule } from './service-rules.ts';

const nameRule = freeTextRule(SERVICE_NAME_MAX_LENGTH);
const descriptionRule = freeTextRule(SERVICE_DESCRIPTION_MAX_LENGTH);
const statusOptions = serviceStatuses.map((status) => ({
  value: status,
  label: serviceStatusLabels[status],
}));
const meetingOptions = meetingDetailsForms.map((form) => ({
  value: form,
  label: meetingDetailsLabels[form],
}));

function Flag({ name, label }: { name: string; label: string }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input }) => <Checkbox {...input} label={label} />}
    </Field>
  );
}

/** Name, code, description, status and how the service is ordered. */
export function BasicsSection({ existing }: { existing: boolean }) {
  return (
    <Card title="Basics">
      <div className="service-form__grid">
        <FormTextField name="name" label="Name" required validate={nameRule} />
        <FormTextField
          name="shortName"
          label="Code"
          maxLength={SERVICE_CODE_MAX_LENGTH}
          hint={existing ? 'Typists are trained by the code: it cannot change.' : 'e.g. IVB'}
          readOnly={existing}
          required
          validate={codeRule}
        />
        <FormSelectField name="status" label="Status" options={statusOptions} />
        <FormSelectField name="meetingDetails" label="Meeting details" options={meetingOptions} />
        <div className="service-form__wide">
          <FormTextArea
            name="description"
            label="Description"
            rows={3}
            required
            validate={descriptionRule}
          />
        </div>
        <Flag name="streaming" label="Streaming (live, booked rather than uploaded)" />
        <Flag name="turnaroundWarning" label="Warn about a slow fastest turnaround" />
      </div>
    </Card>
  );
}

/** The price a minute before options, in each currency. */
export function PricesSection() {
  return (
    <Card title="Base prices">
      <MoneyFields name="basePrices" label="Base price a minute" />
    </Card>
  );
}
