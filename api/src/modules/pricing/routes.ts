import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  estimatePriceQuerySchema,
  priceEstimateSchema,
  sendEstimatedPriceSchema,
  successSchema,
} from '@portal/contracts/core';
import { errorResponses } from '@portal/contracts/core';
import { ApiError } from '../../lib/http-errors.ts';
import { takeRateLimit, type RateLimit } from '../../lib/rate-limit.ts';
import { passBotCheck } from '../bot-check/pass-bot-check.ts';
import { buildQuotePdf } from './quote-pdf.ts';
import { quoteMail } from './quote-mail.ts';
import { estimatePrice, prepareQuote } from './service.ts';

/** Quotes mail a PDF to any address: at most 5 per client address in 10 minutes. */
export const QUOTE_LIMIT: RateLimit = { bucket: 'quote', limit: 5, windowMs: 600_000 };

export const quoteThrottled = (minutes: number): string =>
  `You have asked for several quotes in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** Price estimates and quotes: the server prices every line itself with the contracts' engine. */
export default async function pricingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { vatPercent } = app.config;
  // The upload page at the configured origin: a forged Host header must not steer the link.
  const orderUrl = new URL('/v3/fileupload/addfiles', app.config.portalUrl).href;

  app.get('/v1/media/estimate-price', {
    onRequest: app.identify,
    schema: {
      tags: ['pricing'],
      summary:
        "A recording's price at every turnaround its service offers: full price, price and price with VAT, in minor units",
      security: [{}, { sessionId: [] }, { bearer: [] }],
      querystring: estimatePriceQuerySchema,
      response: { 200: priceEstimateSchema, ...errorResponses(400, 401, 422) },
    },
    handler: async (request) => estimatePrice(app.db, request.query, vatPercent),
  });

  app.post('/v1/media/send-estimated-price', {
    onRequest: app.identify,
    preHandler: passBotCheck(app.botCheck),
    schema: {
      tags: ['pricing'],
      summary: 'Mail a quote for one or more recordings, with the quote as a PDF',
      security: [{}, { sessionId: [] }, { bearer: [] }],
      body: sendEstimatedPriceSchema,
      response: { 200: successSchema, ...errorResponses(400, 401, 422, 429) },
    },
    handler: async (request) => {
      const now = app.now();
      const quote = await prepareQuote(app.db, request.body, { now, vatPercent });
      const taken = await takeRateLimit(app.db, QUOTE_LIMIT, request.ip, now);
      if (!taken.allowed)
        throw new ApiError(429, quoteThrottled(Math.ceil(taken.retryAfterSeconds / 60)), {
          'retry-after': String(taken.retryAfterSeconds),
        });
      const pdf = await buildQuotePdf(quote, { site: app.config.site, orderUrl });
      await app.mailer.send(quoteMail(quote, pdf, orderUrl));
      return { isSuccess: true as const };
    },
  });
}
