import { api } from '@portal/contracts';

export interface BusinessCheckoutRequest {
  provider: 'business_account';
  /** The cart's id. */
  orderId: number;
  /** The client, when an admin checks out on their behalf. */
  userId?: number;
  emailVatReceipt?: boolean;
}

/** Card payment, last step: the PaymentIntent the browser confirmed, fulfilled into the order. */
export interface CardCheckoutRequest {
  provider: 'stripe';
  orderId: number;
  paymentIntentId: string;
  emailVatReceipt?: boolean;
}

/** Card payment, first step: a PaymentIntent for the cart's exact total. */
export interface CardPaymentRequest {
  provider: 'stripe';
  orderId: number;
  emailVatReceipt?: boolean;
}

export interface CheckoutResponse {
  orderId: number | string;
}

export interface CardPaymentResponse {
  clientSecret: string;
  paymentIntentId: string;
}

/** Checkout (client spec section 7, Payment): business account, or card with Stripe. */
export const paymentApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    checkout: build.mutation<CheckoutResponse, BusinessCheckoutRequest | CardCheckoutRequest>({
      query: (body) => ({ url: '/v1/payment', method: 'POST', body: { ...body } }),
      // An order empties the cart (client spec section 4: after checkout the cart is refreshed).
      invalidatesTags: (result) => (result ? ['Cart'] : []),
    }),
    createCardPayment: build.mutation<CardPaymentResponse, CardPaymentRequest>({
      query: (body) => ({ url: '/v1/payment', method: 'POST', body: { ...body } }),
    }),
    /** The Stripe publishable key; null when card payment is not configured. */
    getStripeKey: build.query<{ key: string | null }, void>({
      query: () => ({ url: '/v1/payment/stripe-key' }),
    }),
  }),
});

export const { useCheckoutMutation, useCreateCardPaymentMutation, useGetStripeKeyQuery } =
  paymentApi;
