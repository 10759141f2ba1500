import type { Readable } from 'node:stream';
import type { ReportFormat, ReportType } from '@portal/contracts/report/rules';
import type { Db } from '../../db/index.ts';
import { clientReport } from './client-report.ts';
import { quickbooksReport } from './quickbooks-report.ts';
import { transcriberUpdate } from './transcriber-update.ts';
import { typistStatusReport } from './typist-status-report.ts';
import { activityByPerson } from './typist-activity.ts';
import type { ReportQuery } from './span.ts';

interface ReportDefinition {
  /** What the route's documentation says it answers. */
  summary: string;
  file: (db: Db, input: ReportQuery, format: ReportFormat) => Promise<Readable>;
}

/** The reports form's reports (staff spec section 3), each GET /v1/report/{type}. */
export const reports: Record<ReportType, ReportDefinition> = {
  client: {
    summary: 'Per client and currency, what they ordered in the span',
    file: clientReport,
  },
  'quickbook-report': {
    summary: "The span's client orders as a QuickBooks Online sales receipts import",
    file: quickbooksReport,
  },
  'transcriber-update': {
    summary: 'Every typist, with the jobs and minutes they finished in the span',
    file: transcriberUpdate,
  },
  'typist-activity-group-by-user-report': {
    summary: 'Per typist active in the span: days active, active time, jobs, minutes finished',
    file: activityByPerson,
  },
  'typist-status-report': {
    summary: "Every typist's jobs now, and those they finished in the span",
    file: typistStatusReport,
  },
};
