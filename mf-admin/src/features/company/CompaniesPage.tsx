import { useState } from 'react';
import { useNotice } from '@portal/contracts';
import { formatUnixTime } from '@portal/contracts';
import { useGetCompaniesQuery } from '@portal/contracts/company/client';
import type { CompanyView } from '@portal/contracts/company/schema';
import { Button, StatusChip } from '@portal/ui';
import { ListPage, type DataTableColumn } from '@portal/ui/table';
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

const columns: DataTableColumn<CompanyView>[] = [
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
];

/**
 * /v3/admin/companies (staff spec sections 2, 7 and 9): the applications for a business account
 * to decide, and every company, 20 a page with its business account status; a company's row
 * opens on its members and their projects.
 */
export function CompaniesPage() {
  const table = useCompaniesState();
  const list = useGetCompaniesQuery(companyQuery(table.state));
  const notice = useNotice();
  const [editing, setEditing] = useState<CompanyView | null>(null);
  const filtered = Boolean(table.state.filter.name);

  return (
    <ListPage
      title={texts.title}
      description={texts.description}
      lead={<Applications />}
      label="Companies"
      query={list}
      table={table}
      filters={{
        label: 'Filter companies',
        texts: [{ key: 'name', label: 'Company name' }],
        className: 'companies__filters',
      }}
      scrollClassName="companies__scroll"
      columns={columns}
      rowActions={(row) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Edit ${row.name}`}
          onClick={() => setEditing(row)}
        >
          Edit
        </Button>
      )}
      getRowId={(row) => row.id}
      loadFailed={`${texts.loadFailed}.`}
      renderExpanded={(company) => <CompanyMembers company={company} />}
      expandLabel={(company) => `Show members of ${company.name}`}
      empty={{
        title: filtered ? texts.noMatchTitle : texts.emptyTitle,
        text: filtered ? texts.noMatchText : texts.emptyText,
      }}
      pagesLabel="Pages of companies"
      dialogs={
        editing && (
          <CompanyDialog
            company={editing}
            onDone={() => {
              notice.success(texts.saved, editing.name);
              setEditing(null);
            }}
            onClose={() => setEditing(null)}
          />
        )
      }
    />
  );
}
