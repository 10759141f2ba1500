import { api } from '@portal/contracts';

export interface BusinessCheckoutRequest {
  provider: 'business_account';
  /** The cart's id. */
  orderId: number;
  /** The client, when an admin checks out on their behalf. */
  userId?: number;
  emailVatReceipt?: boolean;
}

export interface CheckoutResponse {
  orderId: number | string;
}

/** Checkout (client spec section 7, Payment). Card payment is not built yet. */
export const paymentApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    checkout: build.mutation<CheckoutResponse, BusinessCheckoutRequest>({
      query: (body) => ({ url: '/v1/payment', method: 'POST', body: { ...body } }),
      // An order empties the cart (client spec section 4: after checkout the cart is refreshed).
      invalidatesTags: (result) => (result ? ['Cart'] : []),
    }),
  }),
});

export const { useCheckoutMutation } = paymentApi;
