import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { featureFlagsFor } from '@portal/contracts/portal/flags';
import { reportFileName, reportTypes } from '@portal/contracts/report/rules';
import { reportTexts } from '@portal/contracts/report/reports-texts';
import { ApiError } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import { tabularContentTypes, type TabularFormat } from '../../lib/tabular-file.ts';
import { disposition } from '../documents/service.ts';
import { reports } from './reports.ts';
import { activityReport } from './activity-report.ts';

const tags = ['report'];

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
export default async function reportRoutesPlugin(app: FastifyInstance) {
  const { db } = app;
  // The environment's flags (staff spec section 6): the admin activity report can be off.
  const flags = featureFlagsFor(app.config.portalEnv, app.config.featureOverrides);

  for (const type of reportTypes) {
    const { summary, file } = reports[type];
    route(app, `GET /v1/report/${type}`, {
      tags,
      summary,
      onRequest: app.authenticate,
      handler: async ({ query }, _request, reply) => {
        const { format } = query;
        const stream = await file(db, query, format);
        return sendFile(reply, format, reportFileName(type, format), stream);
      },
    });
  }

  route(app, 'GET /v1/report/typist-activity-report', {
    tags,
    summary: "Every day's active time of each typist on each job in the span (activity-report.csv)",
    onRequest: [
      app.authenticate,
      async () => {
        if (!flags.adminActivityReport) throw new ApiError(404, reportTexts.activityReportOff);
      },
    ],
    handler: async ({ query }, _request, reply) => {
      const { stream, fileName } = await activityReport(db, query);
      return sendFile(reply, 'csv', fileName, stream);
    },
  });
}
