import { useState } from 'react';
import { can, notify, usePortalDispatch } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/api';
import { failureText, formatUnixTime } from '@portal/contracts/jobs';
import {
  preBookingStatuses,
  useGetPreBookingsQuery,
  type PreBooking,
} from '@portal/contracts/admin';
import { Button, EmptyState, Page, StatusChip } from '@portal/ui';
import {
  DataTable,
  PER_PAGE_OPTIONS,
  TablePaginator,
  TableFilters,
  type DataTableColumn,
} from '@portal/ui/table';
import { DeletePreBookingDialog } from './DeletePreBookingDialog.tsx';
import { PreBookingDialog } from './PreBookingDialog.tsx';
import { preBookingStatusLabels, preBookingStatusTones } from './pre-booking-format.ts';
import { preBookingQuery, usePreBookingsState } from './pre-booking-state.ts';
import { useBulkStatus } from './useBulkStatus.tsx';
import './pre-bookings.css';

type Open = { kind: 'new' } | { kind: 'edit' | 'delete'; preBooking: PreBooking } | null;

function columnsFor(open: (next: Open) => void, mayRemove: boolean): DataTableColumn<PreBooking>[] {
  return [
    { id: 'shortId', header: 'ID', cell: (row) => row.shortId },
    { id: 'client', header: 'Client', cell: (row) => row.clientName },
    { id: 'service', header: 'Service', cell: (row) => row.serviceName },
    {
      id: 'expectedAt',
      header: 'Expected by',
      cell: (row) => formatUnixTime(row.expectedAt, 'table'),
    },
    { id: 'minutes', header: 'Minutes', align: 'end', cell: (row) => row.expectedMinutes },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <StatusChip tone={preBookingStatusTones[row.status]}>
          {preBookingStatusLabels[row.status]}
        </StatusChip>
      ),
    },
    { id: 'media', header: 'Media', align: 'end', cell: (row) => row.mediaIds.length },
    { id: 'notes', header: 'Notes', cell: (row) => row.notes ?? '—' },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <span className="pre-bookings__actions">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Edit ${row.shortId}`}
            onClick={() => open({ kind: 'edit', preBooking: row })}
          >
            Edit
          </Button>
          {mayRemove && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Remove ${row.shortId}`}
              onClick={() => open({ kind: 'delete', preBooking: row })}
            >
              Remove
            </Button>
          )}
        </span>
      ),
    },
  ];
}

const statusChoice = {
  key: 'status',
  label: 'Status',
  placeholder: 'Any',
  options: preBookingStatuses.map((status) => ({
    value: status,
    label: preBookingStatusLabels[status],
  })),
};

/**
 * /v3/admin/pre-bookings and /v3/radmin/pre-bookings (staff spec sections 2 and 7): production
 * time held for recordings clients have announced, soonest expected first. Restricted admins
 * change them; admins and super admins also make and remove them.
 */
export function PreBookingsPage() {
  const table = usePreBookingsState();
  const list = useGetPreBookingsQuery(preBookingQuery(table.state));
  const { data: user } = useGetProfileQuery();
  const dispatch = usePortalDispatch();
  const [open, setOpen] = useState<Open>(null);
  const bulk = useBulkStatus(list.data?.result);
  const mayCreate = user !== undefined && can(user, 'preBooking.manage');
  const filtered = Object.keys(table.state.filter).length > 0;
  const saved = (title: string) => (preBooking: PreBooking) => {
    dispatch(notify({ type: 'success', title, desc: preBooking.shortId }));
    setOpen(null);
  };

  return (
    <Page
      title="Pre bookings"
      description="Production time held for recordings clients have announced."
      actions={
        mayCreate && <Button onClick={() => setOpen({ kind: 'new' })}>New pre-booking</Button>
      }
    >
      <TableFilters
        table={table}
        label="Filter pre-bookings"
        texts={[
          { key: 'shortId', label: 'ID' },
          { key: 'clientName', label: 'Client' },
        ]}
        choices={[statusChoice]}
      />
      {bulk.toolbar}
      <div
        className="pre-bookings__scroll"
        role="region"
        aria-label="Pre-bookings table"
        tabIndex={0}
      >
        <DataTable
          label="Pre-bookings"
          columns={columnsFor(setOpen, mayCreate)}
          rows={list.data?.result}
          getRowId={(row) => row.id}
          loading={list.isFetching}
          error={
            list.isError && (
              <>
                <strong>The pre-bookings could not be loaded.</strong> {failureText(list.error)}
              </>
            )
          }
          onRetry={() => void list.refetch()}
          selection={bulk.selection}
          empty={
            <EmptyState
              headingLevel={2}
              title={filtered ? 'No pre-bookings match these filters' : 'No pre-bookings yet'}
              text={
                filtered
                  ? 'Try other filters, or clear them to see every pre-booking.'
                  : 'A pre-booking holds production time for recordings a client has announced.'
              }
            />
          }
        />
      </div>
      <TablePaginator
        label="Pages of pre-bookings"
        table={table}
        total={list.data?.total}
        perPageOptions={PER_PAGE_OPTIONS}
      />
      {open?.kind === 'new' && (
        <PreBookingDialog onDone={saved('Pre-booking created')} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'edit' && (
        <PreBookingDialog
          preBooking={open.preBooking}
          onDone={saved('Pre-booking saved')}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'delete' && (
        <DeletePreBookingDialog preBooking={open.preBooking} onClose={() => setOpen(null)} />
      )}
    </Page>
  );
}
