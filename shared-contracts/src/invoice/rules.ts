/**
 * Typist invoices (staff spec sections 3, 4 and 7): the month an invoice is for, and the status
 * moves an admin may make. The spec lists the statuses only; the moves are this table.
 */
import { portalTime } from '../common/portal-time.ts';
import type { InvoiceStatus } from '../common/statuses.ts';

/** YYYY-MM: a month on the portal's clock. */
export const INVOICE_MONTH_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

/** The YYYY-MM month an instant falls in on the portal's clock. */
export const portalMonth = (at: Date): string => portalTime(at).date.slice(0, 7);

/** The month before a YYYY-MM month. */
export function previousMonth(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, '0')}`;
}

/**
 * Where each status may move. Paid and void are final: a paid invoice is money gone out, a void
 * one is cancelled for good. Open invoices move freely among themselves, and to paid or void.
 */
export const invoiceStatusMoves: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  raised: ['pending', 'issue', 'paid', 'void'],
  pending: ['raised', 'issue', 'paid', 'void'],
  issue: ['raised', 'pending', 'paid', 'void'],
  paid: [],
  void: [],
};

/** Whether an invoice may go from one status to another; staying where it is always may. */
export const mayMoveInvoice = (from: InvoiceStatus, to: InvoiceStatus): boolean =>
  from === to || invoiceStatusMoves[from].includes(to);

/** Whether an invoice may still be rebuilt from its month's work. */
export const mayRegenerateInvoice = (status: InvoiceStatus): boolean =>
  status !== 'paid' && status !== 'void';
