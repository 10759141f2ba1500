import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CART_LIMIT,
  DEBOUNCE,
  notify,
  selectSignedIn,
  useGetProfileQuery,
  usePortalDispatch,
  usePortalSelector,
  type ApiError,
} from '@portal/contracts';
import { uploadTexts } from '@portal/contracts/cart';
import {
  checkoutTexts,
  useEmptyCartMutation,
  useGetCartQuery,
  useUpdateCartMutation,
  type CartView,
} from '@portal/contracts/cart';
import {
  CHECKOUT_PLACEHOLDER,
  useGetGuestServicesQuery,
  type ServiceOptions,
} from '@portal/contracts/services';
import {
  Button,
  Card,
  ErrorState,
  InfoIcon,
  Page,
  Skeleton,
  WarningIcon,
  buttonClassName,
} from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';
import { CartLines, CartTotals } from '../cart/CartLines.tsx';
import { useEstimatedDelivery } from '../quote/useEstimatedDelivery.ts';
import { useQuoteCurrency } from '../quote/useQuoteCurrency.ts';
import { ModeSwitch } from '../upload-page/ModeSwitch.tsx';
import { FileDrop } from './FileDrop.tsx';
import { MediaOptions } from './MediaOptions.tsx';
import { selectFiles } from './select-files.ts';
import { UploadRows } from './UploadRows.tsx';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { useUploads } from './useUploads.ts';
import type { PutBytes } from './transport.ts';
import '../quote/quote.css';
import './upload.css';
import { Step } from '../../components/Step.tsx';

type CartMedia = CartView['mediaList'][number];

interface Notices {
  unsupported: string[];
  limitReached: boolean;
}

const hasOptions = (media: CartMedia) => {
  const options = media.serviceOptions as { turnaround?: unknown; speakers?: unknown } | null;
  return Boolean(options?.turnaround && options.speakers);
};

/** Refetches `refetch` once calls pause for DEBOUNCE.cartRecalculation (300 ms). */
function useDebounced(run: () => void, ms: number) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(), ms);
    },
    [ms],
  );
}

/** A clock for the estimated times to completion, ticking while anything uploads. */
function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * /v3/fileupload/addfiles: (1) add files, which upload at once and land in the cart, (2) choose
 * their service and options, (3) check out on the payment page.
 */
export function UploadPage({ put }: { put?: PutBytes }) {
  const dispatch = usePortalDispatch();
  const signedIn = usePortalSelector(selectSignedIn);
  const { data: user } = useGetProfileQuery(undefined, { skip: !signedIn });
  const cart = useGetCartQuery();
  const services = useGetGuestServicesQuery();
  const uploadable = useMemo(
    () => services.data?.filter((s) => s.status === 'active' && !s.streaming) ?? [],
    [services.data],
  );
  const preferred = useQuoteCurrency(signedIn ? user : undefined).currency;
  const currency = cart.data?.currency ?? preferred;
  const uploads = useUploads(put);
  const [notices, setNotices] = useState<Notices>({ unsupported: [], limitReached: false });
  const [chosen, setChosen] = useState<ServiceOptions>();
  const [updateCart] = useUpdateCartMutation();
  const [emptyCart] = useEmptyCartMutation();
  const [removing, setRemoving] = useState<number>();
  const refetchCart = useDebounced(() => void cart.refetch(), DEBOUNCE.cartRecalculation);
  const guard = useLeaveGuard(uploads.inProgress > 0);
  const now = useNow(uploads.inProgress > 0);

  const media = cart.data?.mediaList ?? [];
  const inCart = media.length + uploads.inProgress;

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    const selection = selectFiles(files, inCart);
    setNotices({
      unsupported: selection.unsupported.map((file) => file.name),
      limitReached: selection.overLimit.length > 0,
    });
    if (selection.accepted.length > 0) uploads.add(selection.accepted, currency, chosen);
  };

  const remove = async (item: CartMedia) => {
    setRemoving(item.id);
    // Taking out the last file empties the cart (client spec section 4).
    const result =
      media.length <= 1
        ? await emptyCart()
        : await updateCart({ mediaList: media.filter((m) => m.id !== item.id).map((m) => m.id) });
    setRemoving(undefined);
    if (result.error)
      dispatch(
        notify({
          type: 'error',
          title: 'We had a problem updating your cart',
          desc: (result.error as ApiError).items[0]?.message ?? checkoutTexts.contactUs,
        }),
      );
  };

  const filesComplete = media.length > 0 && uploads.inProgress === 0;
  const optionsComplete = filesComplete && media.every(hasOptions);
  const pricesComplete = optionsComplete && media.every((m) => m.price !== null);
  const turnaround =
    chosen?.turnaround ?? (media[0]?.serviceOptions?.turnaround as number | undefined);
  const delivery = useEstimatedDelivery(optionsComplete ? turnaround : undefined);

  return (
    <Page
      title="Upload files"
      description="Add your recordings, choose how to transcribe them, then check out."
      className="upload-page"
      actions={<ModeSwitch mode="upload" />}
    >
      <div className="quote upload">
        <div className="quote__steps">
          <Card title={<Step n={1} title="Files" />} className="quote-step">
            <FileDrop
              onFiles={addFiles}
              disabled={inCart >= CART_LIMIT}
              describedBy="upload-formats"
            />
            <p id="upload-formats" className="upload-formats ui-text-muted">
              <InfoIcon size="1em" />
              <span>Audio and video files, up to {CART_LIMIT} per transaction.</span>
            </p>
            <div aria-live="polite">
              {notices.unsupported.length > 0 && (
                <Notice>
                  <strong>{uploadTexts.unsupportedFormat}</strong>: {notices.unsupported.join(', ')}
                  . {uploadTexts.supportedFormats}
                </Notice>
              )}
              {(notices.limitReached || inCart >= CART_LIMIT) && (
                <Notice>{checkoutTexts.cartLimitReached}</Notice>
              )}
            </div>
            <UploadRows rows={uploads.rows} now={now} onCancel={uploads.cancel} />
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
                onSaved={refetchCart}
                onChosen={setChosen}
              />
            )}
          </Card>
        </div>
        <div className="quote__summary">
          <Card title="Your cart" className="upload-cart">
            <CartPanel
              cart={cart.data}
              loading={cart.isLoading}
              failed={cart.isError}
              onRetry={() => void cart.refetch()}
              services={uploadable}
              onRemove={(item) => void remove(item)}
              removing={removing}
              busy={cart.isFetching}
            />
            {optionsComplete && delivery && (
              <p className="quote-summary__delivery">Estimated delivery: {delivery}</p>
            )}
          </Card>
          <Card title={<Step n={3} title="Checkout" />} className="quote-step upload-checkout">
            {pricesComplete ? (
              <Link
                to="/fileupload/payment"
                className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}
              >
                Checkout
              </Link>
            ) : (
              <p className="quote-summary__placeholder">{CHECKOUT_PLACEHOLDER}</p>
            )}
          </Card>
        </div>
      </div>
      <Dialog
        open={guard.pending !== undefined}
        onOpenChange={(open) => {
          if (!open) guard.stay();
        }}
        title="Leave this page?"
        description="Your files are still uploading. If you leave now, their uploads are cancelled."
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={guard.stay}>
              Stay on this page
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                uploads.cancelAll();
                guard.leave();
              }}
            >
              Leave and cancel uploads
            </Button>
          </>
        }
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

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="upload-notice" role="alert">
      <WarningIcon size="1em" />
      <span>{children}</span>
    </p>
  );
}
