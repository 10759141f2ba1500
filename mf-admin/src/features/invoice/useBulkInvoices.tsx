import { useState, type ReactNode } from 'react';
import { INVOICE_BULK_MAX } from '@portal/contracts/common/limits';
import type { Invoice } from '@portal/contracts/invoice/schema';
import type { InvoiceStatus } from '@portal/contracts';
import { Button } from '@portal/ui';
import { SelectField } from '@portal/ui/forms';
import type { RowSelection } from '@portal/ui/table';
import { FinalStatusDialog } from './FinalStatusDialog.tsx';
import { PaymentReportDialog } from './PaymentReportDialog.tsx';
import { invoiceStatusOptions, isFinalStatus } from './invoice-format.ts';
import { useInvoiceStatus } from './useInvoiceStatus.ts';

type Open = 'paymentReport' | 'finalStatus' | null;

/**
 * What is done to the selected invoices, which may span pages: one status for all (the server
 * changes all or none) and their payment report.
 */
export function useBulkInvoices(rows: readonly Invoice[] = []): {
  selection: RowSelection<Invoice>;
  toolbar: ReactNode;
} {
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const { moveMany } = useInvoiceStatus(rows);
  const ids = [...selected].map(Number);
  const tooMany = ids.length > INVOICE_BULK_MAX;
  const unusable = ids.length === 0 || tooMany;

  const move = async (to: InvoiceStatus) => {
    setBusy(true);
    const done = await moveMany(ids, to);
    setBusy(false);
    if (done) {
      setSelected(new Set());
      setStatus('');
    }
    return done;
  };
  const changeStatus = () => {
    if (!status) return;
    if (isFinalStatus(status)) setOpen('finalStatus');
    else void move(status);
  };

  return {
    selection: {
      selected,
      onChange: setSelected,
      label: (row) => `Select invoice ${row.invoiceNumber}`,
    },
    toolbar: (
      <div className="invoices__bulk" role="group" aria-label="Selected invoices">
        <SelectField
          label="New status"
          placeholder="Choose a status"
          options={invoiceStatusOptions}
          value={status}
          onChange={(event) => setStatus(event.target.value as InvoiceStatus | '')}
          containerClassName="invoices__bulk-status"
        />
        <Button
          variant="secondary"
          onClick={changeStatus}
          disabled={unusable || !status}
          loading={busy}
          loadingLabel="Saving"
        >
          Change status ({ids.length})
        </Button>
        <Button variant="secondary" onClick={() => setOpen('paymentReport')} disabled={unusable}>
          Payment report ({ids.length})
        </Button>
        {tooMany && (
          <span className="invoices__note">
            At most {INVOICE_BULK_MAX} invoices can be changed or reported at once.
          </span>
        )}
        {open === 'finalStatus' && status && (
          <FinalStatusDialog
            subject={`${ids.length} invoice(s)`}
            status={status}
            onMove={() => move(status)}
            onClose={() => setOpen(null)}
          />
        )}
        {open === 'paymentReport' && (
          <PaymentReportDialog ids={ids} onClose={() => setOpen(null)} />
        )}
      </div>
    ),
  };
}
