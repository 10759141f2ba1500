import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featureFlagsFor } from '@portal/contracts/portal/flags';
import { reportFileName, reportTypes } from '@portal/contracts/report/rules';
import { reportTexts } from '@portal/contracts/report/reports-texts';
import { reportRoutes as routes } from '@portal/contracts/report/routes';
import { ApiError } from '../../lib/http-errors.ts';
import { tabularContentTypes, type TabularFormat } from '../../lib/tabular-file.ts';
import { disposition } from '../documents/service.ts';
import { reports } from './reports.ts';
import { activityReport } from './activity-report.ts';

const tags = ['report'];
const security = [{ bearer: [] }];

const sendFile = (reply: FastifyReply, format: TabularFormat, fileName: string, file: Readable) =>
  reply
    .header('content-type', tabularContentTypes[format])
    .header('content-disposition', disposition('attachment', fileName))
    .header('cache-control', 'private, no-store')
    .send(file);

/**
 * The super admins' reports (staff spec sections 3, 6 and 7): the reports form's five, as CSV
 * or XLSX, and the typist activity report while its flag is on. Each streams its rows as they
 * are read, a batch at a time. The invoice reports are `invoice-routes.ts`.
 */
export default async function reportRoutesPlugin(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  // The environment's flags (staff spec section 6): the admin activity report can be off.
  const flags = featureFlagsFor(app.config.portalEnv, app.config.featureOverrides);

  for (const type of reportTypes) {
    const { summary, file } = reports[type];
    app.get(`/v1/report/${type}`, {
      onRequest: app.authenticate,
      schema: { tags, summary, security, ...routes[`GET /v1/report/${type}`] },
      handler: async (request, reply) => {
        const { format } = request.query;
        const stream = await file(db, request.query, format);
        return sendFile(reply, format, reportFileName(type, format), stream);
      },
    });
  }

  app.get('/v1/report/typist-activity-report', {
    onRequest: [
      app.authenticate,
      async () => {
        if (!flags.adminActivityReport) throw new ApiError(404, reportTexts.activityReportOff);
      },
    ],
    schema: {
      tags,
      summary:
        "Every day's active time of each typist on each job in the span (activity-report.csv)",
      security,
      ...routes['GET /v1/report/typist-activity-report'],
    },
    handler: async (request, reply) => {
      const { stream, fileName } = await activityReport(db, request.query);
      return sendFile(reply, 'csv', fileName, stream);
    },
  });
}
