import type { User } from '@portal/contracts';
import { useGetCartQuery } from '@portal/contracts/cart/client';
import { useQuoteCurrency } from '../quote/index.ts';
import type { TargetAccount } from '../target-account/index.ts';
import type { Booker } from './steps.ts';

/**
 * The currency the sessions are priced in: the cart's they go into (the chosen client's for an
 * admin), else the client's own, else the visitor's as the quote chooses it.
 */
export function useBookingCurrency(booker: Booker, user: User | undefined, target?: TargetAccount) {
  const owner = booker === 'admin' && target ? { userId: target.userId } : undefined;
  const cart = useGetCartQuery(owner, { skip: booker === 'admin' && !target });
  const preferred = useQuoteCurrency(booker === 'client' ? user : undefined).currency;
  return cart.data?.currency ?? preferred;
}
