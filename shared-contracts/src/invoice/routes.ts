import { errorResponses } from '../common/errors-schema.ts';
import { fileBytesSchema } from '../documents/schema.ts';
import {
  invoiceBulkResultSchema,
  invoiceBulkUpdateSchema,
  invoiceDetailSchema,
  invoiceGenerateQuerySchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceSchema,
  invoiceUpdateSchema,
} from './schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/**
 * Typist invoices (staff spec section 7): admins generate, re-generate and change them; a typist
 * lists and downloads their own.
 */
export const invoiceRoutes = defineRoutes({
  'GET /v1/invoice': {
    querystring: invoiceListQuerySchema,
    response: { 200: invoicePageSchema, ...errorResponses(401, 403, 422) },
  },
  'GET /v1/invoice/raw/:id': {
    params: idParamsSchema,
    response: { 200: fileBytesSchema, ...errorResponses(401, 403, 404) },
  },
  'GET /v1/invoice/generate': {
    querystring: invoiceGenerateQuerySchema,
    response: { 200: invoiceDetailSchema, ...errorResponses(401, 403, 409, 422) },
  },
  'GET /v1/invoice/re-generate/:id': {
    params: idParamsSchema,
    response: { 200: invoiceDetailSchema, ...errorResponses(401, 403, 404, 409) },
  },
  'PUT /v1/invoice/bulk-update': {
    body: invoiceBulkUpdateSchema,
    response: { 200: invoiceBulkResultSchema, ...errorResponses(401, 403, 422) },
  },
  'PUT /v1/invoice/:id': {
    params: idParamsSchema,
    body: invoiceUpdateSchema,
    response: { 200: invoiceSchema, ...errorResponses(401, 403, 404, 422) },
  },
});
