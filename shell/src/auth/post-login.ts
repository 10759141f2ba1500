import { ROOT_PATH, Role, userApi, type PortalDispatch } from '@portal/contracts';
import { PAYMENT_PATH, cartApi } from '@portal/contracts/cart';

export interface PostLoginFacts {
  role: Role | undefined;
  /** How many media the client's cart holds (the visitor's cart was merged into it). */
  cartItems: number;
}

/**
 * Where a sign-in without a redirectTo lands (client spec section 2, redirect after login): a
 * client with items in the cart goes to checkout, everyone else to the root (which sends each role
 * home). The business-account and live-booking rules join when those screens exist.
 */
export function postLoginPath({ role, cartItems }: PostLoginFacts): string {
  if (role === Role.CLIENT && cartItems > 0) return PAYMENT_PATH;
  return ROOT_PATH;
}

/** Reads what the rule needs: the profile, then a client's cart (loaded only for clients). */
export async function postLoginTarget(dispatch: PortalDispatch): Promise<string> {
  const profile = dispatch(userApi.endpoints.getProfile.initiate());
  const user = await profile.unwrap().catch(() => undefined);
  profile.unsubscribe();
  let cartItems = 0;
  if (user?.role === Role.CLIENT) {
    const cart = dispatch(cartApi.endpoints.getCart.initiate(undefined, { forceRefetch: true }));
    cartItems = (await cart.unwrap().catch(() => null))?.mediaList.length ?? 0;
    cart.unsubscribe();
  }
  return postLoginPath({ role: user?.role, cartItems });
}
