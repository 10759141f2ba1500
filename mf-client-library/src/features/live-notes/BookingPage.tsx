import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { can, type ApiError, errorTexts, failureText } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { liveBookingTexts } from '@portal/contracts/live-booking/texts';
import { useGetLiveBookingQuery } from '@portal/contracts/live-booking/client';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import {
  Button,
  EmptyState,
  ErrorState,
  LazyDialog,
  Page,
  Skeleton,
  buttonClassName,
  linkClassName,
} from '@portal/ui';
import { EditLiveBookingDialog, beforeMeeting, mediaTexts } from '../media-dialogs/index.ts';
import { BookingDetails } from './BookingDetails.tsx';
import { liveLibraryPath } from './live-paths.ts';
import './live-notes.css';

const pageTitle = 'Live note-taking booking';

/** The booking's id from the path: a positive whole number, else none. */
function bookingIdOf(param: string | undefined): number | undefined {
  const id = Number(param);
  return /^\d+$/.test(param ?? '') && id > 0 ? id : undefined;
}

const backLink = (
  <Link to={`${liveLibraryPath}/my`} className={linkClassName('standalone', 'live-booking__back')}>
    Live note-taking library
  </Link>
);

/** The spec's resolver answers null on failure: a booking that does not exist, or not the caller's. */
function NotFound() {
  return (
    <Page title={pageTitle} before={backLink}>
      <EmptyState
        headingLevel={2}
        title={liveBookingTexts.notFound}
        text="This booking does not exist, or it is not yours to see."
        action={
          <Link to={`${liveLibraryPath}/my`} className={buttonClassName({ variant: 'secondary' })}>
            Go to the live note-taking library
          </Link>
        }
      />
    </Page>
  );
}

/** Its client and admins change a booking, until its meeting starts: a booking is an order. */
function useCanEdit(booking: LiveBooking | undefined): boolean {
  const user = useGetProfileQuery().data;
  if (!booking || !user || !beforeMeeting(booking.meetingDate)) return false;
  return booking.clientId === user.id || can(user, 'order.change');
}

/**
 * A live note-taking booking, /v3/live-notetaking/{bookingId} (client spec section 2): the
 * meeting and where its booking stands, and Edit booking until the meeting starts.
 */
export function BookingPage() {
  const id = bookingIdOf(useParams().bookingId);
  const booking = useGetLiveBookingQuery(id ?? 0, { skip: id === undefined });
  const [editing, setEditing] = useState(false);
  const canEdit = useCanEdit(booking.data);

  const status = (booking.error as Partial<ApiError> | undefined)?.status;
  if (id === undefined || status === 404) return <NotFound />;
  if (!booking.data)
    return (
      <Page title={pageTitle} before={backLink}>
        {booking.isError ? (
          <ErrorState
            title={mediaTexts.bookingLoadFailed}
            headingLevel={2}
            message={failureText(booking.error, errorTexts.contactUs)}
            onRetry={() => void booking.refetch()}
            retrying={booking.isFetching}
          />
        ) : (
          <div role="status" aria-busy="true" aria-label="Loading the booking">
            <Skeleton variant="block" height={320} />
          </div>
        )}
      </Page>
    );
  return (
    <Page
      title={booking.data.meetingTitle}
      description={pageTitle}
      before={backLink}
      actions={canEdit ? <Button onClick={() => setEditing(true)}>Edit booking</Button> : undefined}
    >
      <BookingDetails booking={booking.data} />
      {editing && (
        <LazyDialog onClose={() => setEditing(false)}>
          <EditLiveBookingDialog media={booking.data} onClose={() => setEditing(false)} />
        </LazyDialog>
      )}
    </Page>
  );
}
