import { pricingTexts } from '@portal/contracts/media/texts';
import { ApiError } from '../../lib/http-errors.ts';
import { takeRateLimit, type RateLimit } from '../../lib/rate-limit.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { buildQuotePdf } from './quote-pdf.ts';
import { quoteMail } from './quote-mail.ts';
import { prepareQuote, type QuoteRequest } from './service.ts';

/** Quotes mail a PDF to any address: at most 5 per client address in 10 minutes. */
export const QUOTE_LIMIT: RateLimit = { bucket: 'quote', limit: 5, windowMs: 600_000 };

/** POST /v1/media/send-estimated-price: the quote priced by the server, as a PDF by mail. */
export async function sendQuote(
  deps: Pick<ServiceDeps, 'db' | 'mailer' | 'now' | 'vatPercent' | 'site' | 'portalUrl'>,
  request: QuoteRequest,
  ip: string,
) {
  const now = deps.now();
  // The upload page at the configured origin: a forged Host header must not steer the link.
  const orderUrl = new URL('/v3/fileupload/addfiles', deps.portalUrl).href;
  const quote = await prepareQuote(deps.db, request, { now, vatPercent: deps.vatPercent });
  const taken = await takeRateLimit(deps.db, QUOTE_LIMIT, ip, now);
  if (!taken.allowed)
    throw new ApiError(429, pricingTexts.quoteThrottled(Math.ceil(taken.retryAfterSeconds / 60)), {
      'retry-after': String(taken.retryAfterSeconds),
    });
  const pdf = await buildQuotePdf(quote, { site: deps.site, orderUrl });
  await deps.mailer.send(quoteMail(quote, pdf, orderUrl));
}
