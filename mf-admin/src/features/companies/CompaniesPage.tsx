import { useState } from 'react';
import { notify, usePortalDispatch } from '@portal/contracts';
import { failureText, formatUnixTime } from '@portal/contracts/jobs';
import { useGetCompaniesQuery, type CompanyView } from '@portal/contracts/library';
import { Button, EmptyState, Page, StatusChip } from '@portal/ui';
import { DataTable, TablePaginator, TableFilters, type DataTableColumn } from '@portal/ui/table';
import { Applications } from './Applications.tsx';
import { CompanyDialog } from './CompanyDialog.tsx';
import { CompanyMembers } from './CompanyMembers.tsx';
import { companyQuery, useCompaniesState } from './company-state.ts';
import {
  businessAccountLabels,
  businessAccountTones,
  companyScreenTexts as texts,
} from './company-texts.ts';
import './companies.css';

function columnsFor(edit: (company: CompanyView) => void): DataTableColumn<CompanyView>[] {
  return [
    { id: 'name', header: 'Company', cell: (row) => row.name },
    { id: 'owner', header: 'Owner', cell: (row) => row.ownerName },
    { id: 'members', header: 'Members', align: 'end', cell: (row) => row.memberCount },
    { id: 'vatNumber', header: 'VAT number', cell: (row) => row.vatNumber ?? '—' },
    { id: 'phone', header: 'Phone', cell: (row) => row.phone ?? '—' },
    {
      id: 'status',
      header: 'Business account',
      cell: (row) =>
        row.businessAccountStatus ? (
          <StatusChip tone={businessAccountTones[row.businessAccountStatus]}>
            {businessAccountLabels[row.businessAccountStatus]}
          </StatusChip>
        ) : (
          '—'
        ),
    },
    { id: 'since', header: 'Since', cell: (row) => formatUnixTime(row.createdAt, 'short') },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Edit ${row.name}`}
          onClick={() => edit(row)}
        >
          Edit
        </Button>
      ),
    },
  ];
}

/**
 * /v3/admin/companies (staff spec sections 2, 7 and 9): the applications for a business account
 * to decide, and every company, 20 a page with its business account status; a company's row
 * opens on its members and their projects.
 */
export function CompaniesPage() {
  const table = useCompaniesState();
  const list = useGetCompaniesQuery(companyQuery(table.state));
  const dispatch = usePortalDispatch();
  const [editing, setEditing] = useState<CompanyView | null>(null);
  const filtered = Boolean(table.state.filter.name);

  return (
    <Page title={texts.title} description={texts.description}>
      <Applications />
      <TableFilters
        table={table}
        label="Filter companies"
        texts={[{ key: 'name', label: 'Company name' }]}
        className="companies__filters"
      />
      <div className="companies__scroll" role="region" aria-label="Companies table" tabIndex={0}>
        <DataTable
          label="Companies"
          columns={columnsFor(setEditing)}
          rows={list.data?.result}
          getRowId={(row) => row.id}
          loading={list.isFetching}
          error={
            list.isError && (
              <>
                <strong>{texts.loadFailed}.</strong> {failureText(list.error)}
              </>
            )
          }
          onRetry={() => void list.refetch()}
          renderExpanded={(company) => <CompanyMembers company={company} />}
          expandLabel={(company) => `Show members of ${company.name}`}
          empty={
            <EmptyState
              headingLevel={2}
              title={filtered ? texts.noMatchTitle : texts.emptyTitle}
              text={filtered ? texts.noMatchText : texts.emptyText}
            />
          }
        />
      </div>
      <TablePaginator label="Pages of companies" table={table} total={list.data?.total} />
      {editing && (
        <CompanyDialog
          company={editing}
          onDone={() => {
            dispatch(notify({ type: 'success', title: texts.saved, desc: editing.name }));
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Page>
  );
}
