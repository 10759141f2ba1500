import type { Args, Reply } from '../routes/contract.ts';
import type { paymentRoutes } from './routes.ts';
import type { PaymentIntentView, PaymentResult } from './schema.ts';
import { api } from '@portal/contracts/app/api';

type PaymentRoutes = typeof paymentRoutes;

/**
 * The cart (orderId) paid on the business account (an admin names the client, userId), or by
 * card: without paymentIntentId a PaymentIntent for the cart's exact total is made; with the one
 * the browser confirmed, it is fulfilled into the order.
 */
export type CheckoutRequest = Args<PaymentRoutes['POST /v1/payment'], 'body'>;

/** Checkout (client spec section 7, Payment): business account, or card with Stripe. */
export const paymentApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    checkout: build.mutation<PaymentResult, CheckoutRequest>({
      query: (body) => ({ url: '/v1/payment', method: 'POST', body: { ...body } }),
      // An order empties the cart (client spec section 4: after checkout the cart is refreshed).
      invalidatesTags: (result) => (result ? ['Cart'] : []),
    }),
    createCardPayment: build.mutation<PaymentIntentView, CheckoutRequest>({
      query: (body) => ({ url: '/v1/payment', method: 'POST', body: { ...body } }),
    }),
    /** The Stripe publishable key; null when card payment is not configured. */
    getStripeKey: build.query<Reply<PaymentRoutes['GET /v1/payment/stripe-key']>, void>({
      query: () => ({ url: '/v1/payment/stripe-key' }),
    }),
  }),
});

export const { useCheckoutMutation, useCreateCardPaymentMutation, useGetStripeKeyQuery } =
  paymentApi;
