import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify, usePortalDispatch } from '@portal/contracts';
import { portalDateAt, weekFrom } from '@portal/contracts/shift/time';
import { useGetShiftsQuery } from '@portal/contracts/shift/client';
import type { ShiftView } from '@portal/contracts/shift/schema';
import { Button, Card, Page, QueryState, Skeleton } from '@portal/ui';
import { WeekHeader } from '@portal/ui/week';
import { DeleteShiftDialog } from './DeleteShiftDialog.tsx';
import { ShiftDialog } from './ShiftDialog.tsx';
import { WeekGrid } from './WeekGrid.tsx';
import { shiftPlanTexts as texts } from './shift-texts.ts';
import './shifts.css';

type Open = { kind: 'new' } | { kind: 'edit' | 'delete'; shift: ShiftView } | null;

/**
 * /v3/admin/shifts/capacity (staff spec section 2, "Shifts"): a week of shifts at a glance, each
 * with its places, bookings and bookers; admins plan, change and remove them. The week is the
 * page's `?week=`, so a reload or a shared link shows the same one.
 */
export function ShiftCapacityPage() {
  const [search, setSearch] = useSearchParams();
  const dispatch = usePortalDispatch();
  const [open, setOpen] = useState<Open>(null);
  // The day the page opened on: planning needs no clock ticking by.
  const [today] = useState(() => portalDateAt(Date.now()));
  const monday = weekFrom(search.get('week'), today);
  const thisMonday = weekFrom(today, today);
  const shifts = useGetShiftsQuery({ date: monday, interval: 'week', expand: 'bookings' });
  const showWeek = (week: string) => setSearch({ week });
  const done = (title: string) => {
    dispatch(notify({ type: 'success', title }));
    setOpen(null);
  };

  return (
    <Page
      title={texts.title}
      description={texts.description}
      actions={<Button onClick={() => setOpen({ kind: 'new' })}>{texts.newShift}</Button>}
    >
      <Card as="div">
        <WeekHeader monday={monday} thisMonday={thisMonday} onWeek={showWeek} />
        <QueryState
          query={shifts}
          currentOnly
          loading={
            <div
              className="shift-plan__loading"
              role="status"
              aria-busy="true"
              aria-label="Loading"
            >
              {Array.from({ length: 4 }, (_, row) => (
                <Skeleton key={row} variant="block" height={72} />
              ))}
            </div>
          }
          errorMessage={texts.loadFailed}
          headingLevel={3}
          isEmpty={({ result }) => result.length === 0}
          empty={{
            title: texts.emptyTitle,
            text: texts.emptyText,
            action: <Button onClick={() => setOpen({ kind: 'new' })}>{texts.newShift}</Button>,
          }}
        >
          {({ result }) => (
            <WeekGrid
              monday={monday}
              today={today}
              shifts={result}
              onAction={(kind, shift) => setOpen({ kind, shift })}
            />
          )}
        </QueryState>
      </Card>
      {open?.kind === 'new' && (
        <ShiftDialog
          date={monday < today ? today : monday}
          onDone={done}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'edit' && (
        <ShiftDialog shift={open.shift} date={monday} onDone={done} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'delete' && (
        <DeleteShiftDialog shift={open.shift} onDone={done} onClose={() => setOpen(null)} />
      )}
    </Page>
  );
}
