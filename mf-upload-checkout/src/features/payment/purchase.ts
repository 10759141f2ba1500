import { useMemo } from 'react';
import { pushToDataLayer, type ApiError, type User } from '@portal/contracts';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { purchaseEvents } from '@portal/contracts/cart/checkout';
import type { CartView } from '@portal/contracts/cart/schema';
import type { TranscriptionService } from '@portal/contracts/services/schema';

/** A failed checkout in the server's words (all of them), else the contact-us text. */
export const checkoutFailureText = (error: unknown): string =>
  (error as Partial<ApiError>).items?.map((item) => item.message).join(' ') ||
  checkoutTexts.contactUs;

/**
 * The analytics of a placed order (the payment page and the upload-to-project dialog): the
 * purchase events, with each line named by its service, in the user's currency.
 */
export function usePurchaseTracking(
  services: TranscriptionService[] | undefined,
  user: User | undefined,
) {
  const serviceNames = useMemo(
    () => Object.fromEntries((services ?? []).map((s) => [s.id, s.name])),
    [services],
  );
  return (orderId: number | string, cart: CartView, affiliation: string) =>
    pushToDataLayer(
      purchaseEvents({
        orderId,
        cart,
        currency: user?.currency ?? cart.currency,
        serviceNames,
        affiliation,
      }),
    );
}
