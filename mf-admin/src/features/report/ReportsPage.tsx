import { useCallback } from 'react';
import { Page } from '@portal/ui';
import { InvoiceReport } from './InvoiceReport.tsx';
import { ReportsForm } from './ReportsForm.tsx';
import { ReportUsers } from './ReportUsers.tsx';
import { typistStatusesOf, useReportUsersState } from './report-users-state.ts';
import './reports.css';

/**
 * /v3/super-admin/reports (staff spec sections 2, 3 and 9): the reports form and its files, the
 * typist activity report (flag), the month's typist invoices for QuickBooks, and the typists the
 * typist reports cover.
 */
export function ReportsPage() {
  const table = useReportUsersState();
  const { setFilter } = table;
  const shownStatus = table.state.filter.typistStatus ?? '';
  // The typists table follows the form's typist status; the same one again keeps its page.
  const followTypistStatus = useCallback(
    (statuses: string[]) => {
      if (statuses.join(',') !== shownStatus) setFilter('typistStatus', statuses.join(','));
    },
    [shownStatus, setFilter],
  );

  return (
    <Page
      title="Reports"
      description="Files of clients’, sales and typists’ work over chosen days."
    >
      <div className="reports">
        <ReportsForm
          typistStatus={typistStatusesOf(table.state)}
          onTypistStatus={followTypistStatus}
        />
        <InvoiceReport />
        <ReportUsers table={table} />
      </div>
    </Page>
  );
}
