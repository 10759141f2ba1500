import { useState } from 'react';
import { notify, usePortalDispatch } from '@portal/contracts';
import { failureText } from '@portal/contracts/jobs';
import { useGetServiceDiscountsQuery, type ServiceDiscount } from '@portal/contracts/admin';
import { Button, EmptyState, Page } from '@portal/ui';
import {
  DataTable,
  PER_PAGE_OPTIONS,
  TablePaginator,
  TableFilters,
  type DataTableColumn,
} from '@portal/ui/table';
import { DeleteServiceDiscountDialog } from './DeleteServiceDiscountDialog.tsx';
import { ServiceDiscountDialog } from './ServiceDiscountDialog.tsx';
import {
  appliesToLabel,
  serviceDiscountQuery,
  useServiceDiscountsState,
} from './service-discount-state.ts';
import './service-discounts.css';

type Open = { kind: 'new' } | { kind: 'edit' | 'delete'; discount: ServiceDiscount } | null;

function columnsFor(open: (next: Open) => void): DataTableColumn<ServiceDiscount>[] {
  return [
    { id: 'business', header: 'Business', cell: (row) => row.businessName },
    { id: 'service', header: 'Service', cell: (row) => row.serviceName },
    { id: 'currency', header: 'Currency', cell: (row) => row.currency },
    { id: 'discount', header: 'Discount', align: 'end', cell: (row) => `${row.discount}%` },
    { id: 'appliesTo', header: 'Taken off', cell: (row) => appliesToLabel(row.additionalFeatures) },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => {
        const what = `${row.businessName}, ${row.serviceName}, ${row.currency}`;
        return (
          <span className="service-discounts__actions">
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Edit ${what}`}
              onClick={() => open({ kind: 'edit', discount: row })}
            >
              Edit
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Remove ${what}`}
              onClick={() => open({ kind: 'delete', discount: row })}
            >
              Remove
            </Button>
          </span>
        );
      },
    },
  ];
}

/**
 * /v3/super-admin/service-discounts (staff spec sections 3 and 7): each business's discounts on
 * services, per currency, which its members get at checkout.
 */
export function ServiceDiscountsPage() {
  const table = useServiceDiscountsState();
  const list = useGetServiceDiscountsQuery(serviceDiscountQuery(table.state));
  const dispatch = usePortalDispatch();
  const [open, setOpen] = useState<Open>(null);
  const searched = Boolean(table.state.filter.businessName);
  const saved = (title: string) => (discount: ServiceDiscount) => {
    dispatch(notify({ type: 'success', title, desc: discount.businessName }));
    setOpen(null);
  };

  return (
    <Page
      title="Service discounts"
      description="Discounts businesses get on a service, taken off their members’ orders."
      actions={<Button onClick={() => setOpen({ kind: 'new' })}>New discount</Button>}
    >
      <TableFilters
        table={table}
        label="Find discounts"
        texts={[{ key: 'businessName', label: 'Business' }]}
      />
      <div
        className="service-discounts__scroll"
        role="region"
        aria-label="Service discounts table"
        tabIndex={0}
      >
        <DataTable
          label="Service discounts"
          columns={columnsFor(setOpen)}
          rows={list.data?.result}
          getRowId={(row) => row.id}
          loading={list.isFetching}
          error={
            list.isError && (
              <>
                <strong>The discounts could not be loaded.</strong> {failureText(list.error)}
              </>
            )
          }
          onRetry={() => void list.refetch()}
          empty={
            <EmptyState
              headingLevel={2}
              title={searched ? 'No business matches this search' : 'No service discounts yet'}
              text={
                searched
                  ? 'Try another part of the name, or clear the search.'
                  : 'Give a business a discount on a service with New discount.'
              }
            />
          }
        />
      </div>
      <TablePaginator
        label="Pages of service discounts"
        table={table}
        total={list.data?.total}
        perPageOptions={PER_PAGE_OPTIONS}
      />
      {open?.kind === 'new' && (
        <ServiceDiscountDialog onDone={saved('Discount created')} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'edit' && (
        <ServiceDiscountDialog
          discount={open.discount}
          onDone={saved('Discount saved')}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteServiceDiscountDialog discount={open.discount} onClose={() => setOpen(null)} />
      )}
    </Page>
  );
}
