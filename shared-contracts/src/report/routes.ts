import { fileBytesSchema } from '../documents/schema.ts';
import { errorResponses } from '../common/errors-schema.ts';
import {
  activityReportQuerySchema,
  invoiceReportQuerySchema,
  paymentReportQuerySchema,
  reportQuerySchema,
} from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

const file = { 200: fileBytesSchema, ...errorResponses(401, 403, 422) };

/**
 * Reports (staff spec section 7, file downloads). The payment report serves the admin invoices
 * screen (admins and super admins); the others are super admins' (section 6). Each streams its
 * rows as CSV or XLSX, so a year of work never sits in memory.
 */
export const reportRoutes = defineRoutes({
  'GET /v1/report/invoice-payment-report': {
    querystring: paymentReportQuerySchema,
    response: file,
  },
  'GET /v1/report/invoice': { querystring: invoiceReportQuerySchema, response: file },
  'GET /v1/report/typist-activity-report': {
    querystring: activityReportQuerySchema,
    response: { ...file, ...errorResponses(404) },
  },
  'GET /v1/report/client': { querystring: reportQuerySchema, response: file },
  'GET /v1/report/quickbook-report': { querystring: reportQuerySchema, response: file },
  'GET /v1/report/transcriber-update': { querystring: reportQuerySchema, response: file },
  'GET /v1/report/typist-activity-group-by-user-report': {
    querystring: reportQuerySchema,
    response: file,
  },
  'GET /v1/report/typist-status-report': { querystring: reportQuerySchema, response: file },
});
