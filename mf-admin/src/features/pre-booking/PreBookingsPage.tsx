import { useState } from 'react';
import { can, useNotice } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { formatUnixTime } from '@portal/contracts';
import { preBookingStatuses, type PreBooking } from '@portal/contracts/pre-booking/schema';
import { useGetPreBookingsQuery } from '@portal/contracts/pre-booking/client';
import { Button, StatusChip } from '@portal/ui';
import { ListPage, PER_PAGE_OPTIONS, type DataTableColumn } from '@portal/ui/table';
import { DeletePreBookingDialog } from './DeletePreBookingDialog.tsx';
import { PreBookingDialog } from './PreBookingDialog.tsx';
import { preBookingStatusLabels, preBookingStatusTones } from './pre-booking-format.ts';
import { preBookingQuery, usePreBookingsState } from './pre-booking-state.ts';
import { useBulkStatus } from './useBulkStatus.tsx';
import './pre-bookings.css';

type Open = { kind: 'new' } | { kind: 'edit' | 'delete'; preBooking: PreBooking } | null;

const columns: DataTableColumn<PreBooking>[] = [
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
];

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
  const notice = useNotice();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const bulk = useBulkStatus(list.data?.result);
  const mayCreate = user !== undefined && can(user, 'preBooking.manage');
  const filtered = Object.keys(table.state.filter).length > 0;
  const saved = (title: string) => (preBooking: PreBooking) => {
    notice.success(title, preBooking.shortId);
    close();
  };

  return (
    <ListPage
      title="Pre bookings"
      description="Production time held for recordings clients have announced."
      actions={
        mayCreate && <Button onClick={() => setOpen({ kind: 'new' })}>New pre-booking</Button>
      }
      label="Pre-bookings"
      query={list}
      table={table}
      filters={{
        label: 'Filter pre-bookings',
        texts: [
          { key: 'shortId', label: 'ID' },
          { key: 'clientName', label: 'Client' },
        ],
        choices: [statusChoice],
      }}
      toolbar={bulk.toolbar}
      scrollClassName="pre-bookings__scroll"
      columns={columns}
      getRowId={(row) => row.id}
      rowActions={(row) => (
        <span className="pre-bookings__actions">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Edit ${row.shortId}`}
            onClick={() => setOpen({ kind: 'edit', preBooking: row })}
          >
            Edit
          </Button>
          {mayCreate && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Remove ${row.shortId}`}
              onClick={() => setOpen({ kind: 'delete', preBooking: row })}
            >
              Remove
            </Button>
          )}
        </span>
      )}
      loadFailed="The pre-bookings could not be loaded."
      selection={bulk.selection}
      empty={
        filtered
          ? {
              title: 'No pre-bookings match these filters',
              text: 'Try other filters, or clear them to see every pre-booking.',
            }
          : {
              title: 'No pre-bookings yet',
              text: 'A pre-booking holds production time for recordings a client has announced.',
            }
      }
      pagesLabel="Pages of pre-bookings"
      perPageOptions={PER_PAGE_OPTIONS}
      dialogs={
        <>
          {open?.kind === 'new' && (
            <PreBookingDialog onDone={saved('Pre-booking created')} onClose={close} />
          )}
          {open?.kind === 'edit' && (
            <PreBookingDialog
              preBooking={open.preBooking}
              onDone={saved('Pre-booking saved')}
              onClose={close}
            />
          )}
          {open?.kind === 'delete' && (
            <DeletePreBookingDialog preBooking={open.preBooking} onClose={close} />
          )}
        </>
      }
    />
  );
}
