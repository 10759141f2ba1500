import { errorResponses } from '../common/errors-schema.ts';
import {
  paymentAnswerSchema,
  paymentSchema,
  stripeKeySchema,
  stripeWebhookAnswerSchema,
  stripeWebhookHeadersSchema,
} from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/** Checkout (client spec section 7, Payment): business account, or card with Stripe. */
export const paymentRoutes = defineRoutes({
  'GET /v1/payment/stripe-key': { response: { 200: stripeKeySchema } },
  'POST /v1/payment': {
    body: paymentSchema,
    response: { 200: paymentAnswerSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'POST /v1/payment/stripe-webhook': {
    headers: stripeWebhookHeadersSchema,
    response: { 200: stripeWebhookAnswerSchema, ...errorResponses(400, 404) },
  },
});
