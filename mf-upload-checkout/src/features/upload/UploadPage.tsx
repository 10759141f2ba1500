import { Link } from 'react-router';
import { selectSignedIn, usePortalSelector } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import type { CartView } from '@portal/contracts/cart/schema';
import { CHECKOUT_PLACEHOLDER } from '@portal/contracts/services/options-form';
import { Card, ErrorState, Page, Skeleton, buttonClassName } from '@portal/ui';
import { LeaveQuestion } from '../../components/LeaveQuestion.tsx';
import { Step } from '../../components/Step.tsx';
import { useLeaveGuard } from '../../hooks/useLeaveGuard.ts';
import { CartLines, CartTotals } from '../cart/index.ts';
import { useEstimatedDelivery, useQuoteCurrency } from '../quote/index.ts';
import { useUploadableServices } from '../service-options/index.ts';
import {
  TargetAccountBanner,
  TargetAccountPicker,
  actsForClients,
  useTargetAccount,
  type TargetAccount,
} from '../target-account/index.ts';
import { ModeSwitch } from '../../components/ModeSwitch.tsx';
import { AddFiles } from './AddFiles.tsx';
import { MediaOptions } from './MediaOptions.tsx';
import { hasOptions, useCartUploads, type CartMedia } from './useCartUploads.ts';
import type { PutBytes } from './transport.ts';
import '../../components/steps-page.css';
import './upload.css';

const pageProps = {
  title: 'Upload files',
  description: 'Add your recordings, choose how to transcribe them, then check out.',
  className: 'upload-page',
  actions: <ModeSwitch mode="upload" />,
};

/**
 * /v3/fileupload/addfiles: (1) add files, which upload at once and land in the cart, (2) choose
 * their service and options, (3) check out on the payment page. An admin or super admin first
 * chooses the business account they act for (client spec section 2).
 */
export function UploadPage({ put }: { put?: PutBytes }) {
  const signedIn = usePortalSelector(selectSignedIn);
  const profile = useGetProfileQuery(undefined, { skip: !signedIn });
  const [target, setTarget] = useTargetAccount();
  // Whose cart to load depends on the role: nothing is fetched before it is known.
  if (profile.isLoading)
    return (
      <Page {...pageProps}>
        <div role="status" aria-busy="true" aria-label="Loading">
          <Skeleton variant="block" height={320} />
        </div>
      </Page>
    );
  if (!actsForClients(profile.data)) return <UploadFiles put={put} />;
  if (!target)
    return (
      <Page {...pageProps}>
        <Card title="Choose the business account to upload for">
          <TargetAccountPicker onChoose={setTarget} />
        </Card>
      </Page>
    );
  return (
    <UploadFiles
      key={target.userId}
      put={put}
      target={target}
      onChangeTarget={() => setTarget(undefined)}
    />
  );
}

function UploadFiles(props: {
  put?: PutBytes;
  target?: TargetAccount;
  onChangeTarget?: () => void;
}) {
  const { put, target } = props;
  const signedIn = usePortalSelector(selectSignedIn);
  const { data: user } = useGetProfileQuery(undefined, { skip: !signedIn });
  const { services, uploadable } = useUploadableServices();
  const preferred = useQuoteCurrency(signedIn ? user : undefined).currency;
  const files = useCartUploads({ preferredCurrency: preferred, put, userId: target?.userId });
  const { cart, currency, media, uploads, chosen } = files;
  const guard = useLeaveGuard(uploads.inProgress > 0);

  // An import on its way would land in the cart after the checkout.
  const filesComplete =
    media.length > 0 && uploads.inProgress === 0 && files.imports.fetching === 0;
  const optionsComplete = filesComplete && media.every(hasOptions);
  const pricesComplete = optionsComplete && media.every((m) => m.price !== null);
  const turnaround =
    chosen?.turnaround ?? (media[0]?.serviceOptions?.turnaround as number | undefined);
  const delivery = useEstimatedDelivery(optionsComplete ? turnaround : undefined);

  return (
    <Page {...pageProps}>
      {target && props.onChangeTarget && (
        <TargetAccountBanner target={target} onChange={props.onChangeTarget} />
      )}
      <div className="quote upload">
        <div className="quote__steps">
          <Card title={<Step n={1} title="Files" />} className="quote-step">
            <AddFiles files={files} formatsId="upload-formats" linkImport />
          </Card>
          <Card title={<Step n={2} title="Service options" />} className="quote-step">
            {media.length === 0 || uploadable.length === 0 ? (
              <p className="ui-text-muted quote-step__empty">
                {services.isLoading
                  ? 'Loading our services…'
                  : media.length === 0
                    ? 'Add a file first; then choose its transcription service and options here.'
                    : 'We could not load our transcription services. Please reload the page.'}
              </p>
            ) : (
              <MediaOptions
                media={media}
                services={uploadable}
                currency={currency}
                onSaved={files.refetchCart}
                onChosen={files.setChosen}
              />
            )}
          </Card>
        </div>
        <div className="quote__summary">
          {/* Checkout comes first: the cart grows as files land, and would push it down. */}
          <Card title={<Step n={3} title="Checkout" />} className="quote-step upload-checkout">
            {/* The placeholder stays, hidden, under the link: the card keeps its height. */}
            <div className="upload-checkout__slot">
              <p
                className={`quote-summary__placeholder${pricesComplete ? ' upload-checkout__ghost' : ''}`}
                aria-hidden={pricesComplete || undefined}
              >
                {CHECKOUT_PLACEHOLDER}
              </p>
              {pricesComplete && (
                <Link
                  to="/fileupload/payment"
                  className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}
                >
                  Checkout
                </Link>
              )}
            </div>
          </Card>
          <Card title="Your cart" className="upload-cart">
            <CartPanel
              cart={cart.data}
              loading={cart.isLoading}
              failed={cart.isError}
              onRetry={() => void cart.refetch()}
              services={uploadable}
              onRemove={(item) => void files.remove(item)}
              removing={files.removing}
              busy={cart.isFetching}
            />
            {optionsComplete && delivery && (
              <p className="quote-summary__delivery">Estimated delivery: {delivery}</p>
            )}
          </Card>
        </div>
      </div>
      <LeaveQuestion
        open={guard.pending !== undefined}
        title="Leave this page?"
        description="Your files are still uploading. If you leave now, their uploads are cancelled."
        leaveLabel="Leave and cancel uploads"
        onStay={guard.stay}
        onLeave={() => {
          uploads.cancelAll();
          guard.leave();
        }}
      />
    </Page>
  );
}

function CartPanel(props: {
  cart: CartView | null | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  services: Parameters<typeof CartLines>[0]['services'];
  onRemove: (media: CartMedia) => void;
  removing: number | undefined;
  busy: boolean;
}) {
  if (props.loading)
    return (
      <div role="status" aria-busy="true" aria-label="Loading your cart">
        <Skeleton variant="block" height={96} />
      </div>
    );
  if (props.failed)
    return <ErrorState message="We could not load your cart." onRetry={props.onRetry} />;
  const cart = props.cart;
  if (!cart || cart.mediaList.length === 0)
    return <p className="ui-text-muted quote-step__empty">Your cart is empty.</p>;
  return (
    <>
      <CartLines
        cart={cart}
        services={props.services}
        onRemove={props.onRemove}
        removing={props.removing}
      />
      <CartTotals cart={cart} busy={props.busy} />
    </>
  );
}
