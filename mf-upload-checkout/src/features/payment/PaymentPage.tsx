import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import {
  CURRENCIES,
  selectFeatureFlags,
  selectSignedIn,
  usePortalSelector,
  type Currency,
} from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { meetingDetailsTexts } from '@portal/contracts/meeting-details/rules';
import { useGetCartQuery, useUpdateCartMutation } from '@portal/contracts/cart/client';
import { useGetStripeKeyQuery } from '@portal/contracts/payment/client';
import type { CartView } from '@portal/contracts/cart/schema';
import { useGetGuestServicesQuery } from '@portal/contracts/services/client';
import {
  Card,
  EmptyState,
  ErrorState,
  Page,
  Skeleton,
  SuccessIcon,
  buttonClassName,
} from '@portal/ui';
import { SelectField } from '@portal/ui/forms';
import { LeaveQuestion } from '../../components/LeaveQuestion.tsx';
import { useLeaveGuard } from '../../hooks/useLeaveGuard.ts';
import { CartLines, CartTotals } from '../cart/index.ts';
import { MeetingDetailsCard, useMeetingDetails } from '../meeting-details/index.ts';
import { actsForClients, useTargetAccount } from '../target-account/index.ts';
import { DiscountCode } from './DiscountCode.tsx';
import { PaymentCard } from './PaymentCard.tsx';
import { ProjectNote } from './ProjectNote.tsx';
import { projectIdOf } from './project-id.ts';
import { usePurchaseTracking } from './purchase.ts';
import './payment.css';

export const ORDER_CONFIRMED = 'Your order is confirmed';

const currencyOptions = (Object.keys(CURRENCIES) as Currency[]).map((code) => ({
  value: code,
  label: `${code} (${CURRENCIES[code]})`,
}));

/**
 * /v3/fileupload/payment, open to everyone (client spec section 2): the order summary, a discount
 * code and checkout. A visitor sees their cart and is asked to sign in only to pay.
 */
export function PaymentPage() {
  const signedIn = usePortalSelector(selectSignedIn);
  const flags = usePortalSelector(selectFeatureFlags);
  const profile = useGetProfileQuery(undefined, { skip: !signedIn });
  // An admin checks out the cart of the business account chosen on the upload page.
  const [target] = useTargetAccount();
  const actingForClient = actsForClients(profile.data);
  const owner = actingForClient && target ? { userId: target.userId } : undefined;
  const cart = useGetCartQuery(owner, { skip: profile.isLoading || (actingForClient && !target) });
  const services = useGetGuestServicesQuery();
  // 404 when card payment is not configured: then there is no card option.
  const stripeKey = useGetStripeKeyQuery();
  const [updateCart, updating] = useUpdateCartMutation();
  const [orderId, setOrderId] = useState<string>();
  const trackPurchase = usePurchaseTracking(services.data, profile.data);
  // Files uploaded into a project (the upload-to-project dialog) come with its id.
  const projectId = projectIdOf(useSearchParams()[0].get('projectId'));
  const details = useMeetingDetails(cart.data?.mediaList, services.data);
  // Client spec section 2: edited, unsaved meeting details hold the visitor, until they choose
  // to leave without saving or the order is placed.
  const guard = useLeaveGuard(details.edited && orderId === undefined);

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

  // Acting for a client, the order goes on their business account: no card, no discount code.
  const cardKey = owner ? undefined : stripeKey.data?.key || undefined;
  const onAccount = owner !== undefined || profile.data?.isBusinessAccount === true;

  const confirmed = (id: number | string, snapshot: CartView, affiliation: string) => {
    trackPurchase(id, snapshot, affiliation);
    setOrderId(String(id));
  };

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
            {projectId !== undefined && signedIn && <ProjectNote projectId={projectId} />}
            <p className="payment__edit">
              <Link to="/fileupload/addfiles">Change files or options</Link>
            </p>
          </Card>
          {details.form === undefined ? (
            <MeetingDetailsPending
              failed={services.isError}
              onRetry={() => void services.refetch()}
            />
          ) : (
            details.form !== 'none' && (
              <MeetingDetailsCard
                media={current.mediaList}
                form={details.form}
                onSaved={() => void cart.refetch()}
                onDirtyChange={details.onDirtyChange}
              />
            )
          )}
        </div>
        <div className="payment__side">
          {flags.discountCodes && (
            <Card title="Discount code" headingLevel={2}>
              {!owner && <DiscountCode cart={current} />}
            </Card>
          )}
          <PaymentCard
            signedIn={signedIn}
            cart={current}
            owner={owner}
            onAccount={onAccount}
            cardKey={cardKey}
            waiting={!details.ready}
            note={details.note}
            onConfirmed={confirmed}
            refetchServices={() => void services.refetch()}
          />
        </div>
      </div>
      <LeaveQuestion
        open={guard.pending !== undefined}
        title={meetingDetailsTexts.leaveTitle}
        description={meetingDetailsTexts.leaveQuestion}
        leaveLabel="Leave without saving"
        onStay={guard.stay}
        onLeave={guard.leave}
      />
    </Page>
  );
}

/** Until the services say which meeting details the cart needs: a skeleton, or their failure. */
function MeetingDetailsPending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (failed)
    return (
      <Card title={meetingDetailsTexts.legend}>
        <ErrorState message="We could not load our transcription services." onRetry={onRetry} />
      </Card>
    );
  return (
    <div role="status" aria-busy="true" aria-label="Loading the meeting details">
      <Skeleton variant="block" height={160} />
    </div>
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
