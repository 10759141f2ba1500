import { render, screen } from '@testing-library/react';
import { invoiceStatuses } from '@portal/contracts';
import { InvoiceStatusChip, invoiceStatusLabels } from './InvoiceStatusChip.tsx';

it('names every invoice status and colours it by the one map', () => {
  render(
    <>
      {invoiceStatuses.map((status) => (
        <InvoiceStatusChip key={status} status={status} />
      ))}
    </>,
  );
  expect(new Set(Object.values(invoiceStatusLabels)).size).toBe(invoiceStatuses.length);
  expect(screen.getByText('Raised')).toHaveClass('ui-status-chip--info');
  expect(screen.getByText('Pending')).toHaveClass('ui-status-chip--warning');
  expect(screen.getByText('Issue')).toHaveClass('ui-status-chip--error');
  expect(screen.getByText('Paid')).toHaveClass('ui-status-chip--success');
  expect(screen.getByText('Void')).toHaveClass('ui-status-chip--neutral');
});
