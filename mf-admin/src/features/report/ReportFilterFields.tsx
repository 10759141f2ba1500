import { reportTexts } from '@portal/contracts/report/reports-texts';
import { maxLength, required } from '@portal/contracts/common/validation';
import { FormTextField } from '@portal/ui/forms';
import { userStatusOptions } from '../user/index.ts';
import { ChoiceGroup, TickField } from './ReportFields.tsx';
import { projectStatusOptions } from './report-format.ts';

/** The report routes take client and company names of up to 255 characters. */
const NAME_MAX_LENGTH = 255;
const nameRule = maxLength(NAME_MAX_LENGTH);
const dayRule = required(reportTexts.day);

/** The days a report covers, both included, on the portal's (UK) clock. */
export function ReportSpanFields() {
  return (
    <>
      <FormTextField
        name="fromDate"
        type="date"
        label="From date"
        hint="UK time"
        required
        validate={dayRule}
      />
      <FormTextField
        name="toDate"
        type="date"
        label="To date"
        hint="Included"
        required
        validate={dayRule}
      />
    </>
  );
}

/** The filters of the reports form; each report reads those its hint names. */
export function ReportFilterFields() {
  return (
    <div className="reports-form__filters">
      <ChoiceGroup name="projectStatus" legend="Project status" options={projectStatusOptions} />
      <ChoiceGroup name="typistStatus" legend="Typist status" options={userStatusOptions} />
      <div className="reports-form__grid">
        <FormTextField
          name="clientName"
          label="Client name"
          maxLength={NAME_MAX_LENGTH}
          validate={nameRule}
        />
        <FormTextField
          name="companyName"
          label="Company name"
          maxLength={NAME_MAX_LENGTH}
          validate={nameRule}
        />
        <TickField name="mobileOnly" label="Mobile only" />
        <TickField name="isBusinessAccount" label="Business accounts only" />
      </div>
    </div>
  );
}
