import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportRoutes as routes } from '@portal/contracts/report/routes';
import { actorOf } from '../../lib/caller.ts';
import { tabularContentTypes } from '../../lib/tabular-file.ts';
import { disposition } from '../documents/service.ts';
import { invoiceReport } from './invoice-report.ts';
import { paymentReport } from './payment-report.ts';

const tags = ['report'];
const security = [{ bearer: [] }];

/**
 * The invoice reports (staff spec section 7): the bank's payment files, which the admin invoices
 * screen downloads (admins and super admins), and the QuickBooks import of a month's typist
 * invoices, a report like the others (super admins).
 */
export default async function invoiceReportRoutesPlugin(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get('/v1/report/invoice-payment-report', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        "The bank's payment files of the listed invoices (a CSV, or a zip of several), recorded and stamped on them",
      security,
      ...routes['GET /v1/report/invoice-payment-report'],
    },
    handler: async (request, reply) => {
      const file = await paymentReport(db, actorOf(request), request.query, app.now());
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', disposition('attachment', file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  });

  app.get('/v1/report/invoice', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: "A month's typist invoices but the void ones as a QuickBooks Online bills import",
      security,
      ...routes['GET /v1/report/invoice'],
    },
    handler: async (request, reply) => {
      const { stream, fileName } = await invoiceReport(db, request.query);
      return reply
        .header('content-type', tabularContentTypes.csv)
        .header('content-disposition', disposition('attachment', fileName))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  });
}
