import { useState } from 'react';
import { useNotice } from '@portal/contracts';
import { useGetServiceDiscountsQuery } from '@portal/contracts/promo-codes/client';
import type { ServiceDiscount } from '@portal/contracts/promo-codes/schema';
import { Button } from '@portal/ui';
import { ListPage, PER_PAGE_OPTIONS, type DataTableColumn } from '@portal/ui/table';
import { DeleteServiceDiscountDialog } from './DeleteServiceDiscountDialog.tsx';
import { ServiceDiscountDialog } from './ServiceDiscountDialog.tsx';
import {
  appliesToLabel,
  serviceDiscountQuery,
  useServiceDiscountsState,
} from './service-discount-state.ts';
import './service-discounts.css';

type Open = { kind: 'new' } | { kind: 'edit' | 'delete'; discount: ServiceDiscount } | null;

const columns: DataTableColumn<ServiceDiscount>[] = [
  { id: 'business', header: 'Business', cell: (row) => row.businessName },
  { id: 'service', header: 'Service', cell: (row) => row.serviceName },
  { id: 'currency', header: 'Currency', cell: (row) => row.currency },
  { id: 'discount', header: 'Discount', align: 'end', cell: (row) => `${row.discount}%` },
  { id: 'appliesTo', header: 'Taken off', cell: (row) => appliesToLabel(row.additionalFeatures) },
];

function DiscountActions({
  discount,
  open,
}: {
  discount: ServiceDiscount;
  open: (next: Open) => void;
}) {
  const what = `${discount.businessName}, ${discount.serviceName}, ${discount.currency}`;
  return (
    <span className="service-discounts__actions">
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Edit ${what}`}
        onClick={() => open({ kind: 'edit', discount })}
      >
        Edit
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Remove ${what}`}
        onClick={() => open({ kind: 'delete', discount })}
      >
        Remove
      </Button>
    </span>
  );
}

/**
 * /v3/super-admin/service-discounts (staff spec sections 3 and 7): each business's discounts on
 * services, per currency, which its members get at checkout.
 */
export function ServiceDiscountsPage() {
  const table = useServiceDiscountsState();
  const list = useGetServiceDiscountsQuery(serviceDiscountQuery(table.state));
  const notice = useNotice();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const searched = Boolean(table.state.filter.businessName);
  const saved = (title: string) => (discount: ServiceDiscount) => {
    notice.success(title, discount.businessName);
    close();
  };

  return (
    <ListPage
      title="Service discounts"
      description="Discounts businesses get on a service, taken off their members’ orders."
      actions={<Button onClick={() => setOpen({ kind: 'new' })}>New discount</Button>}
      label="Service discounts"
      query={list}
      table={table}
      filters={{ label: 'Find discounts', texts: [{ key: 'businessName', label: 'Business' }] }}
      scrollClassName="service-discounts__scroll"
      columns={columns}
      getRowId={(row) => row.id}
      rowActions={(row) => <DiscountActions discount={row} open={setOpen} />}
      loadFailed="The discounts could not be loaded."
      empty={
        searched
          ? {
              title: 'No business matches this search',
              text: 'Try another part of the name, or clear the search.',
            }
          : {
              title: 'No service discounts yet',
              text: 'Give a business a discount on a service with New discount.',
            }
      }
      pagesLabel="Pages of service discounts"
      perPageOptions={PER_PAGE_OPTIONS}
      dialogs={
        <>
          {open?.kind === 'new' && (
            <ServiceDiscountDialog onDone={saved('Discount created')} onClose={close} />
          )}
          {open?.kind === 'edit' && (
            <ServiceDiscountDialog
              discount={open.discount}
              onDone={saved('Discount saved')}
              onClose={close}
            />
          )}
          {open?.kind === 'delete' && (
            <DeleteServiceDiscountDialog discount={open.discount} onClose={close} />
          )}
        </>
      }
    />
  );
}
