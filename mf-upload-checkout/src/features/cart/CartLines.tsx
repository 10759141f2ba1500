import { billedMinutesOf, formatDuration } from '@portal/contracts/media/format';
import type { CartView } from '@portal/contracts/cart/schema';
import { formatMoney } from '@portal/contracts';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import { IconButton, CloseIcon } from '@portal/ui';
import './cart.css';

type CartMedia = CartView['mediaList'][number];

interface CartLinesProps {
  cart: CartView;
  services: TranscriptionService[] | undefined;
  /** Shows a remove button on each line. */
  onRemove?: (media: CartMedia) => void;
  removing?: number;
}

/** What a media's options read as: the service's name and the chosen turnaround. */
export function optionsSummary(
  media: CartMedia,
  services: TranscriptionService[] | undefined,
): string | null {
  const options = media.serviceOptions as { id?: number; turnaround?: number } | null;
  if (!options?.id) return null;
  const service = services?.find((s) => s.id === Number(options.id));
  if (!service) return null;
  const turnaround = service.turnaround[String(options.turnaround)]?.label;
  return turnaround ? `${service.name}, ${turnaround}` : service.name;
}

/** The cart's files: title, options, duration, billed minutes and price ex VAT. */
export function CartLines({ cart, services, onRemove, removing }: CartLinesProps) {
  return (
    <ul className="cart-lines" aria-label="Files in your cart">
      {cart.mediaList.map((media) => {
        const summary = optionsSummary(media, services);
        const minutes = billedMinutesOf(media.billedDuration);
        return (
          <li key={media.id} className="cart-line">
            <div className="cart-line__main">
              <span className="cart-line__title">{media.title}</span>
              <span className="cart-line__meta ui-text-muted ui-tabular-nums">
                <span aria-label="Duration">{formatDuration(media.duration)}</span>
                {minutes !== null && (
                  <span>
                    {minutes} billed {minutes === 1 ? 'minute' : 'minutes'}
                  </span>
                )}
              </span>
              <span className="cart-line__options ui-text-muted">
                {summary ?? 'Service options not chosen yet'}
              </span>
            </div>
            {media.price !== null && (
              <span className="cart-line__price ui-tabular-nums">
                {formatMoney(media.price, cart.currency)}
              </span>
            )}
            {onRemove && (
              <IconButton
                label={`Remove ${media.title}`}
                icon={<CloseIcon />}
                size="sm"
                disabled={removing === media.id}
                onClick={() => onRemove(media)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Totals ex VAT, VAT and inc VAT (and the discount when a code applies). */
export function CartTotals({ cart, busy = false }: { cart: CartView; busy?: boolean }) {
  const discount = cart.totalMediaPriceBeforeDiscount - cart.totalMediaPrice;
  const vat = cart.grossPrice - cart.totalPrice;
  const money = (value: number) => formatMoney(value, cart.currency);
  return (
    <dl className="cart-totals ui-tabular-nums" aria-busy={busy || undefined}>
      {discount > 0 && (
        <>
          <dt>Before discount</dt>
          <dd>{money(cart.totalMediaPriceBeforeDiscount)}</dd>
          <dt>Discount{cart.coupon ? ` (${cart.coupon})` : ''}</dt>
          <dd>-{money(discount)}</dd>
        </>
      )}
      <dt>Total ex. VAT</dt>
      <dd>{money(cart.totalPrice)}</dd>
      <dt>VAT</dt>
      <dd>{money(vat)}</dd>
      <dt className="cart-totals__grand">Total inc. VAT</dt>
      <dd className="cart-totals__grand">{money(cart.grossPrice)}</dd>
    </dl>
  );
}
