import { Suspense, lazy, useId, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import {
  CURRENCIES,
  notify,
  selectFeatureFlags,
  selectSignedIn,
  useGetProfileQuery,
  usePortalDispatch,
  usePortalSelector,
  type Currency,
} from '@portal/contracts';
import {
  ANALYTICS,
  PAYMENT_PATH,
  checkoutTexts,
  meetingDetailsTexts,
  useCheckoutMutation,
  useGetCartQuery,
  useGetStripeKeyQuery,
  useUpdateCartMutation,
  type CartView,
} from '@portal/contracts/cart';
import { useGetGuestServicesQuery } from '@portal/contracts/services';
import {
  Button,
  Card,
  EmptyState,
  ErrorIcon,
  ErrorState,
  InfoIcon,
  Page,
  Skeleton,
  SuccessIcon,
  buttonClassName,
} from '@portal/ui';
import { Checkbox, SelectField } from '@portal/ui/forms';
import { CartLines, CartTotals } from '../cart/CartLines.tsx';
import { DiscountCode } from './DiscountCode.tsx';
import { ProjectNote } from './ProjectNote.tsx';
import { checkoutFailureText, usePurchaseTracking } from './purchase.ts';
import { LeaveQuestion } from '../meeting-details/LeaveQuestion.tsx';
import { MeetingDetailsCard } from '../meeting-details/MeetingDetailsCard.tsx';
import { useMeetingDetails } from '../meeting-details/useMeetingDetails.ts';
import { actsForClients, useTargetAccount } from '../target-account/target-account.ts';
import { useLeaveGuard } from '../upload/useLeaveGuard.ts';
import './payment.css';

export const ORDER_CONFIRMED = 'Your order is confirmed';

// Stripe's code is fetched only when the portal takes cards: the remote's first load stays small.
const CardPayment = lazy(() => import('./CardPayment.tsx'));

const currencyOptions = (Object.keys(CURRENCIES) as Currency[]).map((code) => ({
  value: code,
  label: `${code} (${CURRENCIES[code]})`,
}));

/** /v3/fileupload/payment: the order summary, a discount code and checkout. */
export function PaymentPage() {
  const signedIn = usePortalSelector(selectSignedIn);
  // The cart survives sign-in: the server merges the visitor's cart into the account's.
  if (!signedIn)
    return <Navigate to={`/login?redirectTo=${encodeURIComponent(PAYMENT_PATH)}`} replace />;
  return <Payment />;
}

function Payment() {
  const dispatch = usePortalDispatch();
  const flags = usePortalSelector(selectFeatureFlags);
  const profile = useGetProfileQuery();
  // An admin checks out the cart of the business account chosen on the upload page.
  const [target] = useTargetAccount();
  const actingForClient = actsForClients(profile.data);
  const owner = actingForClient && target ? { userId: target.userId } : undefined;
  const cart = useGetCartQuery(owner, { skip: profile.isLoading || (actingForClient && !target) });
  const services = useGetGuestServicesQuery();
  // 404 when card payment is not configured: then there is no card option.
  const stripeKey = useGetStripeKeyQuery();
  const [checkout, checkingOut] = useCheckoutMutation();
  const [updateCart, updating] = useUpdateCartMutation();
  const [vatReceipt, setVatReceipt] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [orderId, setOrderId] = useState<string>();
  const trackPurchase = usePurchaseTracking(services.data, profile.data);
  // Files uploaded into a project (the upload-to-project dialog) come with its id.
  const projectId = Number(useSearchParams()[0].get('projectId')) || undefined;
  const details = useMeetingDetails(cart.data?.mediaList, services.data);
  // Client spec section 2: edited, unsaved meeting details hold the visitor, until they choose
  // to leave without saving or the order is placed.
  const guard = useLeaveGuard(details.edited && orderId === undefined);
  const blockedId = useId();

  if (orderId !== undefined) return <Confirmation orderId={orderId} />;
  if (actingForClient && !target) return <Navigate to="/fileupload/addfiles" replace />;
  if (cart.isLoading || profile.isLoading)
    return (
      <Page title="Checkout">
        <div role="status" aria-busy="true" aria-label="Loading your cart">
          <Skeleton variant="block" height={240} />
        </div>
      </Page>
    );
  if (cart.isError)
    return (
      <Page title="Checkout">
        <ErrorState
          message="We could not load your cart."
          onRetry={() => void cart.refetch()}
          retrying={cart.isFetching}
        />
      </Page>
    );
  const current = cart.data;
  if (!current || current.mediaList.length === 0)
    return (
      <Page title="Checkout">
        <EmptyState
          title={checkoutTexts.mediaListEmpty}
          text="Upload media before checkout."
          action={
            <Link to="/fileupload/addfiles" className={buttonClassName({ variant: 'primary' })}>
              Upload files
            </Link>
          }
        />
      </Page>
    );

  const user = profile.data;
  // Acting for a client, the order goes on their business account: no card, no discount code.
  const cardKey = owner ? undefined : stripeKey.data?.key;
  const onAccount = owner !== undefined || user?.isBusinessAccount;
  const priced = current.mediaList.every((m) => m.price !== null && m.serviceOptions !== null);
  // Checkout waits for every media's meeting details, saved (the server refuses it too).
  const blocked =
    details.form === 'none'
      ? undefined
      : !details.complete
        ? meetingDetailsTexts.missing
        : details.edited
          ? meetingDetailsTexts.unsaved
          : undefined;

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
      void services.refetch();
      return;
    }
    confirmed(result.data.orderId, snapshot, ANALYTICS.businessAffiliation);
  };

  const confirmed = (orderId: number | string, snapshot: CartView, affiliation: string) => {
    trackPurchase(orderId, snapshot, affiliation);
    setOrderId(String(orderId));
  };

  const cardFailed = (text: string) => {
    dispatch(notify({ type: 'error', title: checkoutTexts.stripePaymentFailed, desc: text }));
    void services.refetch();
  };

  const vatReceiptBox = (
    <Checkbox
      label="Email me a VAT receipt"
      checked={vatReceipt}
      onChange={(event) => setVatReceipt(event.target.checked)}
    />
  );

  return (
    <Page title="Checkout" description="Check your order, then pay." className="payment-page">
      <div className="payment">
        <div className="payment__main">
          <Card
            title="Order summary"
            className="payment__summary"
            actions={
              flags.multicurrency ? (
                <SelectField
                  label="Currency"
                  hideLabel
                  options={currencyOptions}
                  value={current.currency}
                  disabled={updating.isLoading}
                  onChange={(event) =>
                    void updateCart({ ...owner, currency: event.target.value as Currency })
                  }
                />
              ) : undefined
            }
          >
            <CartLines cart={current} services={services.data} />
            <CartTotals cart={current} busy={cart.isFetching || updating.isLoading} />
            {projectId !== undefined && <ProjectNote projectId={projectId} />}
            <p className="payment__edit">
              <Link to="/fileupload/addfiles">Change files or options</Link>
            </p>
          </Card>
          {details.form !== 'none' && (
            <MeetingDetailsCard
              media={current.mediaList}
              form={details.form}
              onSaved={() => void cart.refetch()}
              onDirtyChange={details.onDirtyChange}
            />
          )}
        </div>
        <div className="payment__side">
          {flags.discountCodes && (
            <Card title="Discount code" headingLevel={2}>
              {!owner && <DiscountCode cart={current} />}
            </Card>
          )}
          <Card title="Payment">
            {!priced ? (
              <p className="payment__note">
                <InfoIcon size="1em" />
                <span>
                  Choose the service options of every file on the{' '}
                  <Link to="/fileupload/addfiles">upload page</Link> before checkout.
                </span>
              </p>
            ) : onAccount || cardKey ? (
              <>
                {blocked && (
                  <p className="payment__note" id={blockedId}>
                    <InfoIcon size="1em" />
                    <span>{blocked}.</span>
                  </p>
                )}
                {vatReceiptBox}
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
                      disabled={blocked !== undefined}
                      aria-describedby={blocked ? blockedId : undefined}
                      onClick={() => void payOnAccount(current)}
                    >
                      Check out with business account
                    </Button>
                    {failure && (
                      <p className="payment__failure" role="alert">
                        <ErrorIcon size="1em" />
                        <span>
                          <strong>{checkoutTexts.businessCheckoutFailed}</strong>. {failure}
                        </span>
                      </p>
                    )}
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
                        cart={current}
                        emailVatReceipt={vatReceipt}
                        blockedBy={blocked ? blockedId : undefined}
                        onPaid={(id) => confirmed(id, current, ANALYTICS.cardAffiliation)}
                        onFailed={cardFailed}
                      />
                    </Suspense>
                  </section>
                )}
              </>
            ) : (
              <p className="payment__note">
                <InfoIcon size="1em" />
                <span>{checkoutTexts.cardUnavailable}</span>
              </p>
            )}
          </Card>
        </div>
      </div>
      <LeaveQuestion {...guard} />
    </Page>
  );
}

function Confirmation({ orderId }: { orderId: string }) {
  return (
    <Page title={ORDER_CONFIRMED} width="narrow">
      <Card>
        <div className="payment-confirmed" role="status">
          <SuccessIcon size="2em" />
          <p>
            Thank you. Your order number is <strong className="ui-tabular-nums">{orderId}</strong>.
          </p>
          <Link to="/library/my" className={buttonClassName({ variant: 'primary' })}>
            Go to your library
          </Link>
        </div>
      </Card>
    </Page>
  );
}
