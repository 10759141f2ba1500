import { useState } from 'react';
import { adHocChargeTexts } from '@portal/contracts/ad-hoc-charge/texts';
import { useGetAdHocChargesQuery } from '@portal/contracts/ad-hoc-charge/client';
import type { AdHocCharge } from '@portal/contracts/ad-hoc-charge/schema';
import { formatMoney } from '@portal/contracts';
import { Button, QueryState, Skeleton, StatusChip } from '@portal/ui';
import { DialogNote } from './JobSubject.tsx';
import { JobReadDialog } from './JobReadDialog.tsx';
import { RemoveAdHocChargeDialog } from './RemoveAdHocChargeDialog.tsx';
import type { JobDialogProps } from './useJobStep.ts';

/** adhocChargesList: the job's ad-hoc charges, newest first (GET /v1/ad-hoc-charge?job_id=). */
export function AdHocChargesDialog(props: JobDialogProps) {
  const read = useGetAdHocChargesQuery({ jobId: props.job.id });
  const [removing, setRemoving] = useState<AdHocCharge | null>(null);
  return (
    <JobReadDialog {...props} title={adHocChargeTexts.listTitle} size="md">
      <QueryState
        query={read}
        loading={
          <>
            <Skeleton width="90%" />
            <Skeleton width="70%" />
          </>
        }
        loadingLabel="Loading the charges"
        headingLevel={3}
        isEmpty={({ result }) => result.length === 0}
        empty={<DialogNote>{adHocChargeTexts.empty}</DialogNote>}
      >
        {({ result: charges, total }) => (
          <>
            <ul className="job-charges" aria-label={adHocChargeTexts.listTitle}>
              {charges.map((charge) => (
                <ChargeItem key={charge.id} charge={charge} onRemove={() => setRemoving(charge)} />
              ))}
            </ul>
            {total > charges.length && (
              <DialogNote>
                The newest {charges.length} of {total} charges.
              </DialogNote>
            )}
          </>
        )}
      </QueryState>
      {removing && <RemoveAdHocChargeDialog charge={removing} onClose={() => setRemoving(null)} />}
    </JobReadDialog>
  );
}

/** One charge: what for, how much, whom it pays, and whether an invoice holds it yet. */
function ChargeItem({ charge, onRemove }: { charge: AdHocCharge; onRemove(): void }) {
  const invoiced = charge.invoiceId !== null;
  return (
    <li className="job-charges__item">
      <span className="job-charges__description">{charge.description}</span>
      <span className="job-charges__amount">{formatMoney(charge.amount, charge.currency)}</span>
      <span className="job-dialog__muted">Pays {charge.typistName ?? 'no typist'}</span>
      <StatusChip tone={invoiced ? 'info' : 'neutral'}>
        {invoiced ? 'Invoiced' : 'Not invoiced'}
      </StatusChip>
      {/* The API refuses to remove an invoiced charge; offering it would only fail. */}
      {!invoiced && (
        <Button
          variant="quiet"
          size="sm"
          aria-label={`Remove ${charge.description}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      )}
    </li>
  );
}
