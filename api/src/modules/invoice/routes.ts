import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invoiceRoutes as routes } from '@portal/contracts/invoice/routes';
import { monthInvoiceRoutes } from '@portal/contracts/invoice/month-invoice-routes';
import { actorOf } from '../../lib/caller.ts';
import { disposition } from '../documents/service.ts';
import { generateInvoice, regenerateInvoice } from './generate.ts';
import { scheduleMonthlyInvoices } from './monthly.ts';
import { invoicePdf } from './pdf.ts';
import { bulkUpdateInvoiceStatus, updateInvoiceStatus } from './status.ts';
import { listInvoices, listMonthInvoices } from './views.ts';

const tags = ['invoice'];
const security = [{ bearer: [] }];

/**
 * Typist invoices (staff spec section 7): admins and super admins generate, re-generate, change
 * and list them; a typist lists and downloads their own. The monthly run raises last month's.
 */
export default async function invoiceRoutesPlugin(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  scheduleMonthlyInvoices(app, app.deps);

  app.get('/v1/month-invoice', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'A page of invoices (of a month), the newest number first',
      security,
      ...monthInvoiceRoutes['GET /v1/month-invoice'],
    },
    handler: (request) => listMonthInvoices(db, request.query),
  });

  app.get('/v1/invoice', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: "A page of invoices: a typist's own; for admins any typist's",
      security,
      ...routes['GET /v1/invoice'],
    },
    handler: (request) => listInvoices(db, actorOf(request), request.query),
  });

  app.get('/v1/invoice/raw/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'The invoice as a PDF (<number>_invoice.pdf); a typist their own only',
      security,
      ...routes['GET /v1/invoice/raw/:id'],
    },
    handler: async (request, reply) => {
      const { fileName, pdf } = await invoicePdf(
        db,
        actorOf(request),
        request.params.id,
        app.now(),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', disposition('attachment', fileName))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  app.get('/v1/invoice/generate', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: "Raise a typist's invoice for a month from their finished jobs and charges",
      security,
      ...routes['GET /v1/invoice/generate'],
    },
    handler: (request) => generateInvoice(db, request.query, app.now()),
  });

  app.get('/v1/invoice/re-generate/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: "Build an unpaid invoice's lines again from its month's work, keeping its number",
      security,
      ...routes['GET /v1/invoice/re-generate/:id'],
    },
    handler: (request) => regenerateInvoice(db, request.params.id, app.now()),
  });

  app.put('/v1/invoice/bulk-update', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'One status for several invoices, all or none',
      security,
      ...routes['PUT /v1/invoice/bulk-update'],
    },
    handler: (request) => bulkUpdateInvoiceStatus(db, request.body, app.now()),
  });

  app.put('/v1/invoice/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: "Change an invoice's status, where the status table allows",
      security,
      ...routes['PUT /v1/invoice/:id'],
    },
    handler: (request) =>
      updateInvoiceStatus(db, request.params.id, request.body.status, app.now()),
  });
}
