import { useSearchParams } from 'react-router';
import { addPortalDays } from '@portal/contracts/common/portal-time';
import { portalDateAt, weekFrom } from '@portal/contracts/shift/time';
import { useGetShiftsQuery } from '@portal/contracts/shift/client';
import { Button, Card, Page, QueryState, Skeleton } from '@portal/ui';
import { WeekHeader } from '@portal/ui/week';
import { shiftbookerTexts as texts } from './shiftbooker-texts.ts';
import { UpcomingBookings } from './UpcomingBookings.tsx';
import { WeekDays } from './WeekDays.tsx';
import { useNow } from './useNow.ts';
import './shiftbooker.css';

/**
 * /v3/typist/shiftbooker and /v3/proofreader/shiftbooker (staff spec sections 1 and 2): a week of
 * the shifts the caller may book, each bookable while it has places and has not started; the
 * server keeps to the caller's own shifts and their places.
 */
export function ShiftbookerPage() {
  const [search, setSearch] = useSearchParams();
  const now = useNow();
  const today = portalDateAt(now);
  const monday = weekFrom(search.get('week'), today);
  const thisMonday = weekFrom(today, today);
  const shifts = useGetShiftsQuery({ date: monday, interval: 'week' });
  const showWeek = (week: string) => setSearch({ week });

  return (
    <Page title={texts.title} description={texts.description}>
      <div className="shiftbooker">
        <Card as="div">
          <WeekHeader monday={monday} thisMonday={thisMonday} onWeek={showWeek} />
          <QueryState
            query={shifts}
            currentOnly
            loading={
              <div className="week" role="status" aria-busy="true" aria-label="Loading">
                {Array.from({ length: 4 }, (_, row) => (
                  <Skeleton key={row} variant="block" height={56} />
                ))}
              </div>
            }
            errorMessage={texts.loadFailed}
            headingLevel={3}
            isEmpty={({ result }) => result.length === 0}
            empty={{
              title: texts.emptyTitle,
              text: texts.emptyText,
              action: (
                <Button variant="secondary" onClick={() => showWeek(addPortalDays(monday, 7))}>
                  {texts.nextWeek}
                </Button>
              ),
            }}
          >
            {({ result }) => <WeekDays monday={monday} shifts={result} now={now} />}
          </QueryState>
        </Card>
        <UpcomingBookings />
      </div>
    </Page>
  );
}
