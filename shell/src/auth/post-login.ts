import {
  ROOT_PATH,
  STORAGE_KEYS,
  can,
  readJson,
  type PortalDispatch,
  type Role,
} from '@portal/contracts';
import { userApi } from '@portal/contracts/user/client';
import { PAYMENT_PATH } from '@portal/contracts/cart/checkout';
import { cartApi } from '@portal/contracts/cart/client';
import { accountApi } from '@portal/contracts/user/account-client';
import { clearCrmContactDue, isCrmContactDue } from '@portal/contracts/app/crm-contact';

export interface PostLoginFacts {
  role: Role | undefined;
  /** How many media the client's cart holds (the visitor's cart was merged into it). */
  cartItems: number;
  /** The business account page or company invitation visited signed out (see below). */
  businessAccountVisit?: string | null;
  /** A live booking started signed out and not booked yet (see hasLiveBookingIntent). */
  liveBookingIntent?: boolean;
}

/** The live booking form, where a stored intent is taken up again. */
export const LIVE_BOOKING_PATH = '/v3/live-notetaking/create-booking';

// What the library remote remembers under the businessAcc key; anything else is ignored.
const businessAccountPaths = /^\/v3\/(business-account|company-invitation\/[\w-]+)$/;

/**
 * The business account page, or a company invitation, visited signed out (client spec section 2,
 * "a business account whose stored email is remembered"): read once, then forgotten.
 */
export function takeBusinessAccountVisit(storage: Storage = localStorage): string | null {
  try {
    const path = storage.getItem(STORAGE_KEYS.businessAccount);
    storage.removeItem(STORAGE_KEYS.businessAccount);
    return path && businessAccountPaths.test(path) ? path : null;
  } catch {
    return null;
  }
}

/**
 * Whether a live booking started signed out waits to be booked (client spec section 2, "a stored
 * pending live-booking intent"). Only read: the booking form removes it once the booking is made,
 * so a sign-in that goes elsewhere first does not lose it.
 */
export function hasLiveBookingIntent(storage: Storage = localStorage): boolean {
  const intent = readJson(storage, STORAGE_KEYS.liveBookingIntent);
  return typeof intent === 'object' && intent !== null;
}

/** Whether a signed-in role may take the action; a sign-in with no profile may take none. */
const roleMay = (
  role: Role | undefined,
  action: 'company.applyForBusinessAccount' | 'liveBooking.book' | 'cart.own',
) => role !== undefined && can({ role }, action);

/**
 * Where a sign-in without a redirectTo lands (client spec section 2, redirect after login): a
 * client back to the business account page (or invitation) visited signed out; a client, admin
 * or super admin with a live booking started signed out back to its form; a client with items in
 * the cart to checkout; everyone else to the root (which sends each role home). The live booking
 * comes before the cart: it is what the visitor was doing when sent to sign in, and booking it
 * puts its sessions in that same cart, so checkout still follows.
 */
export function postLoginPath({
  role,
  cartItems,
  businessAccountVisit,
  liveBookingIntent = false,
}: PostLoginFacts): string {
  if (roleMay(role, 'company.applyForBusinessAccount') && businessAccountVisit)
    return businessAccountVisit;
  if (roleMay(role, 'liveBooking.book') && liveBookingIntent) return LIVE_BOOKING_PATH;
  if (roleMay(role, 'cart.own') && cartItems > 0) return PAYMENT_PATH;
  return ROOT_PATH;
}

/**
 * A client whose registration this browser completed is added to the CRM now that they are
 * signed in. Never waited for: the sign-in goes on whatever the CRM does; a failure (which the
 * API logs) leaves it due for the next sign-in.
 */
function addDueCrmContact(dispatch: PortalDispatch, userId: number): void {
  if (!isCrmContactDue()) return;
  dispatch(accountApi.endpoints.addToHubSpot.initiate(userId))
    .unwrap()
    .then(
      () => clearCrmContactDue(),
      () => undefined,
    );
}

/** Reads what the rule needs: the profile, then a client's cart (loaded only for clients). */
export async function postLoginTarget(dispatch: PortalDispatch): Promise<string> {
  const profile = dispatch(userApi.endpoints.getProfile.initiate());
  const user = await profile.unwrap().catch(() => undefined);
  profile.unsubscribe();
  let cartItems = 0;
  if (user && can(user, 'account.joinCrm')) addDueCrmContact(dispatch, user.id);
  if (user && can(user, 'cart.own')) {
    const cart = dispatch(cartApi.endpoints.getCart.initiate(undefined, { forceRefetch: true }));
    cartItems = (await cart.unwrap().catch(() => null))?.mediaList.length ?? 0;
    cart.unsubscribe();
  }
  return postLoginPath({
    role: user?.role,
    cartItems,
    businessAccountVisit: takeBusinessAccountVisit(),
    liveBookingIntent: hasLiveBookingIntent(),
  });
}
