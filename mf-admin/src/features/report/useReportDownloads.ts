import { DEFAULT_FILE_NAMES, notify, usePortalDispatch } from '@portal/contracts';
import { failureText } from '@portal/contracts';
import { downloadActivityReport, downloadReport } from '@portal/contracts/report/reports-client';
import { reportFileName, reportTypeLabels, reportTypes } from '@portal/contracts/report/rules';
import { reportTexts } from '@portal/contracts/report/reports-texts';
import {
  submissionErrors,
  validationMessages,
  type SubmissionErrorTree,
} from '@portal/contracts/app/field-errors';
import {
  activityQueryOf,
  reportFormField,
  reportQueryOf,
  type ReportValues,
} from './report-values.ts';

const noType = 'Choose at least one report.';

type Outcome = Promise<SubmissionErrorTree | undefined>;

/**
 * The reports form's downloads, as react-final-form submits: each saved file is told; a failure
 * is told with the server's reason, and a 422's fields come back for the form to show.
 */
export function useReportDownloads() {
  const dispatch = usePortalDispatch();

  const failed = (error: unknown, what: string) => {
    const desc = `${what}: ${failureText(error)}`;
    dispatch(notify({ type: 'error', title: reportTexts.downloadFailed, desc }));
    return validationMessages(error)
      ? submissionErrors(error, reportTexts.downloadFailed, reportFormField)
      : undefined;
  };
  const saved = (name: string) =>
    dispatch(notify({ type: 'success', title: reportTexts.downloaded(name) }));

  /** Each chosen report in turn (GET /v1/report/{type}); the first failure stops the rest. */
  const downloadReports = async (values: ReportValues): Outcome => {
    if (values.types.length === 0) return { types: noType };
    const query = reportQueryOf(values);
    for (const type of reportTypes.filter((type) => values.types.includes(type))) {
      try {
        await dispatch(downloadReport(type, query));
      } catch (error) {
        return failed(error, reportTypeLabels[type]);
      }
      saved(reportFileName(type, values.format));
    }
    return undefined;
  };

  /** The typist activity report for the form's dates and typist status. */
  const downloadActivity = async (values: ReportValues): Outcome => {
    try {
      await dispatch(downloadActivityReport(activityQueryOf(values)));
    } catch (error) {
      return failed(error, 'Activity report');
    }
    saved(DEFAULT_FILE_NAMES.activityReport);
    return undefined;
  };

  return { downloadReports, downloadActivity };
}
