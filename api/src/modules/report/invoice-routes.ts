import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { tabularContentTypes } from '../../lib/tabular-file.ts';
import { disposition } from '../documents/service.ts';
import { invoiceReport } from './invoice-report.ts';
import { paymentReport } from './payment-report.ts';

const tags = ['report'];

/**
 * The invoice reports (staff spec section 7): the bank's payment files, which the admin invoices
 * screen downloads (admins and super admins), and the QuickBooks import of a month's typist
 * invoices, a report like the others (super admins).
 */
export default async function invoiceReportRoutesPlugin(app: FastifyInstance) {
  const { db } = app;

  route(app, 'GET /v1/report/invoice-payment-report', {
    tags,
    summary:
      "The bank's payment files of the listed invoices (a CSV, or a zip of several), recorded and stamped on them",
    onRequest: app.authenticate,
    handler: async ({ query }, request, reply) => {
      const file = await paymentReport(db, actorOf(request), query, app.now());
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', disposition('attachment', file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  });

  route(app, 'GET /v1/report/invoice', {
    tags,
    summary: "A month's typist invoices but the void ones as a QuickBooks Online bills import",
    onRequest: app.authenticate,
    handler: async ({ query }, _request, reply) => {
      const { stream, fileName } = await invoiceReport(db, query);
      return reply
        .header('content-type', tabularContentTypes.csv)
        .header('content-disposition', disposition('attachment', fileName))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  });
}
