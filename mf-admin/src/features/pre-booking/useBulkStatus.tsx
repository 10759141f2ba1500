import { useState, type ReactNode } from 'react';
import { notify, usePortalDispatch } from '@portal/contracts';
import { PRE_BOOKING_BULK_MAX } from '@portal/contracts/common/limits';
import { useBulkUpdatePreBookingsMutation } from '@portal/contracts/pre-booking/client';
import type { PreBooking, PreBookingStatus } from '@portal/contracts/pre-booking/schema';
import { Button } from '@portal/ui';
import type { RowSelection } from '@portal/ui/table';
import { preBookingStatusLabels } from './pre-booking-format.ts';

/** A pre-booking the bulk update refused, with what its own change would have been told. */
interface Refusal {
  id: number;
  messages: string[];
}

/**
 * The list's bulk status change (PUT /v1/pre-booking/bulk-update): the rows' checkboxes, "Mark
 * received" and "Cancel" for those selected, each changed on its own; refusals listed by row.
 */
export function useBulkStatus(rows: readonly PreBooking[] = []): {
  selection: RowSelection<PreBooking>;
  toolbar: ReactNode;
} {
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [bulkUpdate, { isLoading }] = useBulkUpdatePreBookingsMutation();
  const dispatch = usePortalDispatch();
  const ids = [...selected].map(Number);
  const tooMany = ids.length > PRE_BOOKING_BULK_MAX;

  const nameOf = (id: number) => rows.find((row) => row.id === id)?.shortId ?? String(id);

  const mark = async (status: PreBookingStatus) => {
    const result = await bulkUpdate({ items: ids.map((id) => ({ id, status })) });
    if (result.error) {
      dispatch(notify({ type: 'error', title: 'The pre-bookings could not be changed' }));
      return;
    }
    const failures = result.data.items.filter((item) => item.status !== 200);
    const done = result.data.items.length - failures.length;
    setRefused(
      failures.map((item) => ({ id: item.id, messages: item.errors.map((e) => e.message) })),
    );
    setSelected(new Set(failures.map((item) => item.id)));
    if (done > 0)
      dispatch(
        notify({
          type: 'success',
          title: `${done} pre-booking(s) ${preBookingStatusLabels[status].toLowerCase()}`,
        }),
      );
  };

  return {
    selection: { selected, onChange: setSelected, label: (row) => `Select ${row.shortId}` },
    toolbar: (
      <div className="pre-bookings__bulk">
        <Button
          variant="secondary"
          onClick={() => void mark('received')}
          disabled={ids.length === 0 || tooMany || isLoading}
        >
          Mark received ({ids.length})
        </Button>
        <Button
          variant="secondary"
          onClick={() => void mark('cancelled')}
          disabled={ids.length === 0 || tooMany || isLoading}
        >
          Cancel selected ({ids.length})
        </Button>
        {tooMany && (
          <span className="pre-bookings__note">
            At most {PRE_BOOKING_BULK_MAX} pre-bookings can be changed at once.
          </span>
        )}
        {refused.length > 0 && (
          <ul className="pre-bookings__refused" aria-label="Not changed">
            {refused.map((item) => (
              <li key={item.id}>
                {nameOf(item.id)}: {item.messages.join(' ')}
              </li>
            ))}
          </ul>
        )}
      </div>
    ),
  };
}
