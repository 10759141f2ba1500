import { Link } from 'react-router';
import { formatPortalDay, portalWeekStart } from '@portal/contracts/common/portal-time';
import { shiftDate, shiftHours } from '@portal/contracts/shift/time';
import { useGetUpcomingShiftsQuery } from '@portal/contracts/shift/client';
import { Card, Skeleton, linkClassName } from '@portal/ui';
import { shiftbookerTexts as texts } from './shiftbooker-texts.ts';

/** The caller's booked shifts of the next four weeks, each a link to its week. */
export function UpcomingBookings() {
  const upcoming = useGetUpcomingShiftsQuery();
  const mine = upcoming.data?.result.filter((shift) => shift.bookedByMe) ?? [];
  return (
    <Card title={texts.upcomingTitle}>
      {upcoming.isLoading ? (
        <div role="status" aria-busy="true" aria-label="Loading">
          <Skeleton lines={3} />
        </div>
      ) : upcoming.error ? (
        <p className="upcoming__note" role="alert">
          {texts.upcomingFailed}
        </p>
      ) : mine.length === 0 ? (
        <p className="upcoming__note">{texts.upcomingEmpty}</p>
      ) : (
        <ul className="upcoming">
          {mine.map((shift) => (
            <li key={shift.id} className="upcoming__shift">
              <Link
                className={linkClassName('standalone')}
                to={{ search: `?week=${portalWeekStart(shiftDate(shift))}` }}
              >
                {formatPortalDay(shiftDate(shift))}
              </Link>
              <span className="upcoming__hours">{shiftHours(shift)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
