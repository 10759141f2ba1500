import { Suspense, lazy, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { notify, usePortalDispatch } from '@portal/contracts';
import { ANALYTICS, PAYMENT_PATH } from '@portal/contracts/cart/checkout';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { useCheckoutMutation } from '@portal/contracts/payment/client';
import type { CartView } from '@portal/contracts/cart/schema';
import { Button, Card, InfoIcon, Skeleton, buttonClassName } from '@portal/ui';
import { Checkbox } from '@portal/ui/forms';
import { WaitNote } from '../../components/WaitNote.tsx';
import { CheckoutFailure } from './CheckoutFailure.tsx';
import { checkoutFailureText } from './purchase.ts';

// Stripe's code is fetched only when the portal takes cards: the remote's first load stays small.
const CardPayment = lazy(() => import('./CardPayment.tsx'));

interface PaymentCardProps {
  /** A visitor is asked to sign in to pay, and offered nothing else. */
  signedIn: boolean;
  cart: CartView;
  /** The client an admin checks out for, on their business account. */
  owner: { userId: number } | undefined;
  /** The order goes on a business account (the client's, or the one acted for). */
  onAccount: boolean;
  /** The Stripe publishable key, when the client may pay by card. */
  cardKey: string | undefined;
  /** Checkout must wait (meeting details missing, unsaved or not known yet). */
  waiting: boolean;
  /** Why it waits, in words, when there are words for it. */
  note: string | undefined;
  onConfirmed: (orderId: number | string, snapshot: CartView, affiliation: string) => void;
  /** After a failed checkout: the services are fetched again (client spec section 4). */
  refetchServices: () => void;
}

/**
 * The payment page's checkout (client spec section 4): the reason it waits, if any, announced as
 * it changes; the VAT receipt choice; business-account checkout and card payment, as allowed.
 */
export function PaymentCard({
  signedIn,
  cart,
  owner,
  onAccount,
  cardKey,
  waiting,
  note,
  onConfirmed,
  refetchServices,
}: PaymentCardProps) {
  const dispatch = usePortalDispatch();
  const [checkout, checkingOut] = useCheckoutMutation();
  const [vatReceipt, setVatReceipt] = useState(false);
  const [failure, setFailure] = useState<string>();
  const noteId = useId();
  const priced = cart.mediaList.every((m) => m.price !== null && m.serviceOptions !== null);
  const payable = signedIn && priced && (onAccount || cardKey !== undefined);
  const shownNote = payable ? note : undefined;

  const payOnAccount = async (snapshot: CartView) => {
    if (snapshot.id === null) return;
    setFailure(undefined);
    const result = await checkout({
      provider: 'business_account',
      orderId: snapshot.id,
      ...owner,
      ...(vatReceipt ? { emailVatReceipt: true } : {}),
    });
    if (result.error) {
      // Client spec section 4, checkout failure: the server's text, services refreshed, stop.
      const text = checkoutFailureText(result.error);
      setFailure(text);
      dispatch(notify({ type: 'error', title: checkoutTexts.businessCheckoutFailed, desc: text }));
      refetchServices();
      return;
    }
    onConfirmed(result.data.orderId, snapshot, ANALYTICS.businessAffiliation);
  };

  const cardFailed = (text: string) => {
    dispatch(notify({ type: 'error', title: checkoutTexts.stripePaymentFailed, desc: text }));
    refetchServices();
  };

  return (
    <Card title="Payment">
      <WaitNote id={noteId} note={shownNote} />
      {!priced ? (
        <p className="payment__note">
          <InfoIcon size="1em" />
          <span>
            Choose the service options of every file on the{' '}
            <Link to="/fileupload/addfiles">upload page</Link> before checkout.
          </span>
        </p>
      ) : !signedIn ? (
        <SignInToPay />
      ) : payable ? (
        <>
          <Checkbox
            label="Email me a VAT receipt"
            checked={vatReceipt}
            onChange={(event) => setVatReceipt(event.target.checked)}
          />
          {onAccount && (
            <div className="payment__business">
              <p className="ui-text-muted payment__lead">
                Your organisation is invoiced for this order on its business account.
              </p>
              <Button
                variant="primary"
                size="lg"
                fullWidth
                loading={checkingOut.isLoading}
                loadingLabel="Checking out"
                disabled={waiting}
                aria-describedby={shownNote ? noteId : undefined}
                onClick={() => void payOnAccount(cart)}
              >
                Check out with business account
              </Button>
              <CheckoutFailure title={checkoutTexts.businessCheckoutFailed} text={failure} />
            </div>
          )}
          {onAccount && cardKey && <hr className="payment__or" />}
          {cardKey && (
            <section aria-labelledby="pay-by-card">
              <h3 id="pay-by-card" className="payment__lead">
                Pay by card
              </h3>
              <Suspense
                fallback={
                  <div role="status" aria-busy="true" aria-label="Loading the card form">
                    <Skeleton variant="block" height={120} />
                  </div>
                }
              >
                <CardPayment
                  publishableKey={cardKey}
                  cart={cart}
                  emailVatReceipt={vatReceipt}
                  waiting={waiting}
                  describedBy={shownNote ? noteId : undefined}
                  onPaid={(id) => onConfirmed(id, cart, ANALYTICS.cardAffiliation)}
                  onFailed={cardFailed}
                />
              </Suspense>
            </section>
          )}
        </>
      ) : (
        <p className="payment__note">
          <InfoIcon size="1em" />
          <span>
            {checkoutTexts.cardUnavailable}{' '}
            <Link to="/business-account">Apply for a business account</Link> to order on account.
          </span>
        </p>
      )}
    </Card>
  );
}

/** A visitor's way to pay: sign in, then come back here (the query too, e.g. ?projectId=). */
function SignInToPay() {
  const { search } = useLocation();
  const back = encodeURIComponent(`${PAYMENT_PATH}${search}`);
  return (
    <div className="payment__business">
      {/* The cart survives sign-in: the server merges the visitor's cart into the account's. */}
      <p className="ui-text-muted payment__lead">Log in to pay for your order.</p>
      <Link
        to={`/login?redirectTo=${back}`}
        className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}
      >
        Log in to pay
      </Link>
    </div>
  );
}
