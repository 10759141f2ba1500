import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { disposition } from '../documents/service.ts';
import { generateInvoice, regenerateInvoice } from './generate.ts';
import { scheduleMonthlyInvoices } from './monthly.ts';
import { invoicePdf } from './pdf.ts';
import { bulkUpdateInvoiceStatus, updateInvoiceStatus } from './status.ts';
import { listInvoices, listMonthInvoices } from './views.ts';

const tags = ['invoice'];

/**
 * Typist invoices (staff spec section 7): admins and super admins generate, re-generate, change
 * and list them; a typist lists and downloads their own. The monthly run raises last month's.
 */
export default async function invoiceRoutesPlugin(app: FastifyInstance) {
  const { db } = app;
  const onRequest = app.authenticate;
  scheduleMonthlyInvoices(app, app.deps);

  route(app, 'GET /v1/month-invoice', {
    tags,
    summary: 'A page of invoices (of a month), the newest number first',
    onRequest,
    handler: ({ query }) => listMonthInvoices(db, query),
  });

  route(app, 'GET /v1/invoice', {
    tags,
    summary: "A page of invoices: a typist's own; for admins any typist's",
    onRequest,
    handler: ({ query }, request) => listInvoices(db, actorOf(request), query),
  });

  route(app, 'GET /v1/invoice/raw/:id', {
    tags,
    summary: 'The invoice as a PDF (<number>_invoice.pdf); a typist their own only',
    onRequest,
    handler: async ({ params }, request, reply) => {
      const { fileName, pdf } = await invoicePdf(db, actorOf(request), params.id, app.now());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', disposition('attachment', fileName))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  route(app, 'GET /v1/invoice/generate', {
    tags,
    summary: "Raise a typist's invoice for a month from their finished jobs and charges",
    onRequest,
    handler: ({ query }) => generateInvoice(db, query, app.now()),
  });

  route(app, 'GET /v1/invoice/re-generate/:id', {
    tags,
    summary: "Build an unpaid invoice's lines again from its month's work, keeping its number",
    onRequest,
    handler: ({ params }) => regenerateInvoice(db, params.id, app.now()),
  });

  route(app, 'PUT /v1/invoice/bulk-update', {
    tags,
    summary: 'One status for several invoices, all or none',
    onRequest,
    handler: ({ body }) => bulkUpdateInvoiceStatus(db, body, app.now()),
  });

  route(app, 'PUT /v1/invoice/:id', {
    tags,
    summary: "Change an invoice's status, where the status table allows",
    onRequest,
    handler: ({ params, body }) => updateInvoiceStatus(db, params.id, body.status, app.now()),
  });
}
