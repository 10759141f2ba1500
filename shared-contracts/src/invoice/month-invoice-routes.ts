import { errorResponses } from '../common/errors-schema.ts';
import { invoicePageSchema, monthInvoiceQuerySchema } from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/** The admins' invoices of a month (staff spec section 9: 100 a page). */
export const monthInvoiceRoutes = defineRoutes({
  'GET /v1/month-invoice': {
    querystring: monthInvoiceQuerySchema,
    response: { 200: invoicePageSchema, ...errorResponses(401, 403, 422) },
  },
});
