import { useState } from 'react';
import { can, errorTexts, selectSignedIn, usePortalSelector, type User } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { EmptyState, ErrorState, Page, Skeleton } from '@portal/ui';
import { actsForClients, useTargetAccount } from '../target-account/index.ts';
import { BookingWizard } from './BookingWizard.tsx';
import { readIntent } from './intent.ts';
import type { Booker } from './steps.ts';
import './live-booking.css';

const pageProps = {
  title: 'Book live note-taking',
  description:
    'A note-taker joins your online meeting and writes its notes. Choose the service, set up the sessions, then pay at checkout.',
  className: 'live-booking-page',
};

/** Who books: clients for themselves, admins for a client; other staff do not. */
function bookerOf(signedIn: boolean, user: User | undefined): Booker | undefined {
  if (!signedIn) return 'visitor';
  if (!user || !can(user, 'liveBooking.book')) return undefined;
  return actsForClients(user) ? 'admin' : 'client';
}

/**
 * /v3/live-notetaking/create-booking (client spec section 2): open to visitors, who fill the
 * form in and sign in to book; a signed-in booker with a booking kept from before signing in
 * takes it up again.
 */
export function LiveBookingPage() {
  const signedIn = usePortalSelector(selectSignedIn);
  const profile = useGetProfileQuery(undefined, { skip: !signedIn });
  const [target, setTarget] = useTargetAccount();
  const [intent] = useState(() => (signedIn ? readIntent() : undefined));

  if (signedIn && profile.isLoading)
    return (
      <Page {...pageProps}>
        <div role="status" aria-busy="true" aria-label="Loading">
          <Skeleton variant="block" height={320} />
        </div>
      </Page>
    );
  if (signedIn && profile.isError)
    return (
      <Page {...pageProps}>
        <ErrorState
          message={errorTexts.somethingWentWrong}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      </Page>
    );
  const booker = bookerOf(signedIn, profile.data);
  if (!booker)
    return (
      <Page {...pageProps}>
        <EmptyState
          title="Live note-taking is booked by clients"
          text="Sign in with a client account to book sessions, or ask an admin to book them for a client."
        />
      </Page>
    );
  return (
    <Page {...pageProps}>
      <BookingWizard
        booker={booker}
        user={profile.data}
        target={booker === 'admin' ? target : undefined}
        onChooseTarget={setTarget}
        intent={intent}
      />
    </Page>
  );
}
