import { useState } from 'react';
import { formatUnixTime } from '@portal/contracts';
import { useGetPromoCodesQuery } from '@portal/contracts/promo-codes/client';
import type { PromoCode } from '@portal/contracts/promo-codes/schema';
import { Button, StatusChip } from '@portal/ui';
import { ListPage, PER_PAGE_OPTIONS, type DataTableColumn } from '@portal/ui/table';
import {
  promoCodeState,
  promoCodeStateLabels,
  promoCodeStateTones,
  usesLabel,
  validityLabel,
} from './promo-code-format.ts';
import { promoCodeQuery, usePromoCodesState } from './promo-code-state.ts';
import { UploadPromoCodesDialog } from './UploadPromoCodesDialog.tsx';
import './promo-codes.css';

/** The status column tells whether each code applied when the list was read (`readAt`). */
function columnsFor(readAt: number): DataTableColumn<PromoCode>[] {
  return [
    { id: 'code', header: 'Code', cell: (row) => row.code },
    { id: 'discount', header: 'Discount', align: 'end', cell: (row) => `${row.discountPercent}%` },
    { id: 'uses', header: 'Uses', cell: usesLabel },
    { id: 'validity', header: 'Valid', cell: validityLabel },
    {
      id: 'state',
      header: 'Status',
      cell: (row) => {
        const state = promoCodeState(row, readAt);
        return (
          <StatusChip tone={promoCodeStateTones[state]}>{promoCodeStateLabels[state]}</StatusChip>
        );
      },
    },
    { id: 'created', header: 'Created', cell: (row) => formatUnixTime(row.createdAt, 'table') },
  ];
}

/**
 * /v3/super-admin/promo-codes (staff spec section 2, behind the discount codes flag): the
 * discount codes clients type at checkout, newest first, and the upload that creates them.
 */
export function PromoCodesPage() {
  const table = usePromoCodesState();
  const list = useGetPromoCodesQuery(promoCodeQuery(table.state));
  const [uploading, setUploading] = useState(false);
  const searched = Boolean(table.state.filter.code);

  return (
    <ListPage
      title="Promo codes"
      description="Discount codes clients type at checkout."
      actions={<Button onClick={() => setUploading(true)}>Upload codes</Button>}
      label="Promo codes"
      query={list}
      table={table}
      filters={{ label: 'Find promo codes', texts: [{ key: 'code', label: 'Code' }] }}
      scrollClassName="promo-codes__scroll"
      columns={columnsFor(Math.floor((list.fulfilledTimeStamp ?? 0) / 1000))}
      getRowId={(row) => row.id}
      loadFailed="The promo codes could not be loaded."
      empty={
        searched
          ? {
              title: 'No code matches this search',
              text: 'Try another part of the code, or clear the search.',
            }
          : { title: 'No promo codes yet', text: 'Upload a CSV file of codes to create them.' }
      }
      pagesLabel="Pages of promo codes"
      perPageOptions={PER_PAGE_OPTIONS}
      dialogs={uploading && <UploadPromoCodesDialog onClose={() => setUploading(false)} />}
    />
  );
}
