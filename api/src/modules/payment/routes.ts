import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Role, errorTexts, isAdminRole } from '@portal/contracts';
import { paymentResultSchema, paymentSchema } from '@portal/contracts/schemas';
import { errorResponses } from '../../lib/error-responses.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { createCheckoutService } from './service.ts';

/** Checkout: a client pays their cart on their business account, or an admin does for them. */
export default async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCheckoutService({
    db: app.db,
    now: app.now,
    vatPercent: app.config.vatPercent,
  });

  app.post('/v1/payment', {
    onRequest: app.authenticate,
    schema: {
      tags: ['payment'],
      summary:
        "Pay the cart (order_id) on the client's business account: creates the order, its media's first jobs, and mails the receipt",
      security: [{ bearer: [] }],
      body: paymentSchema,
      response: { 200: paymentResultSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const actor = request.auth;
      if (!actor) throw new ApiError(401, errorTexts.invalidAccessToken);
      const { order_id, user_id, email_vat_receipt = false } = request.body;
      const actingForClient = user_id !== undefined && user_id !== actor.userId;
      if (actingForClient ? !isAdminRole(actor.role) : actor.role !== Role.CLIENT)
        throw new ApiError(403, errorTexts.unauthorized);
      const { orderId, receipt } = await service.checkout({
        actor,
        clientId: actingForClient ? user_id : actor.userId,
        cartId: order_id,
        emailVatReceipt: email_vat_receipt,
      });
      app.mailer.sendInBackground(receipt);
      return { orderId };
    },
  });
}
