import { adHocChargeTexts } from '@portal/contracts/ad-hoc-charge/texts';
import { minorUnitsOf } from '@portal/contracts/common/currency';
import { useCreateAdHocChargeMutation } from '@portal/contracts/ad-hoc-charge/client';
import { FormDialog, FormTextField } from '@portal/ui/forms';
import { chargeAmountRule, chargeDescriptionRule, maxChargeText } from './ad-hoc-charge-rules.ts';
import { jobActionTexts } from './job-action-texts.ts';
import { DialogNote, JobSubject } from './JobSubject.tsx';
import { useJobStep, type JobDialogProps } from './useJobStep.ts';

interface ChargeValues {
  description: string;
  amount: string;
}

/** The server's fields the form shows under themselves; a refused job_id is the form's message. */
const formField = (field: string) =>
  field === 'description' || field === 'amount' ? field : undefined;

/**
 * adhocChargesAdd: a one-off amount for the job's typist, on their next invoice (POST
 * /v1/ad-hoc-charge with job_id; the API pays the job's typist, in GBP as their invoices are).
 */
export function AddAdHocChargeDialog(props: JobDialogProps) {
  const [create] = useCreateAdHocChargeMutation();
  const run = useJobStep(props);
  const { media, job, onClose } = props;
  return (
    <FormDialog<ChargeValues>
      title={adHocChargeTexts.addTitle}
      intro={
        <>
          <JobSubject media={media} job={job} />
          <DialogNote>
            {job.typistName ?? 'The typist'} is paid it on their next invoice.
          </DialogNote>
        </>
      }
      confirm="Add charge"
      busyLabel="Adding"
      onSubmit={(values) =>
        run(
          () =>
            create({
              jobId: job.id,
              description: values.description.trim(),
              amount: minorUnitsOf(values.amount),
            }),
          jobActionTexts.chargeAdded,
          formField,
        )
      }
      onClose={onClose}
    >
      <FormTextField
        name="description"
        label="Description"
        required
        validate={chargeDescriptionRule}
      />
      <FormTextField
        name="amount"
        label="Amount in GBP (£)"
        hint={`In pounds, such as 15.00; at most ${maxChargeText}.`}
        inputMode="decimal"
        required
        validate={chargeAmountRule}
      />
    </FormDialog>
  );
}
