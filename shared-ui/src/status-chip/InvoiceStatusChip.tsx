import type { InvoiceStatus } from '@portal/contracts';
import { StatusChip, type StatusTone } from './StatusChip.tsx';

/** An invoice's status in words (staff spec section 4), in the typist's and admins' tables. */
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  raised: 'Raised',
  pending: 'Pending',
  issue: 'Issue',
  paid: 'Paid',
  void: 'Void',
};

/**
 * The invoice status colours: raised and waiting is info, held back pending a warning, queried
 * an error, paid success, and a cancelled (void) invoice neutral.
 */
export const invoiceStatusTones: Record<InvoiceStatus, StatusTone> = {
  raised: 'info',
  pending: 'warning',
  issue: 'error',
  paid: 'success',
  void: 'neutral',
};

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return <StatusChip tone={invoiceStatusTones[status]}>{invoiceStatusLabels[status]}</StatusChip>;
}
