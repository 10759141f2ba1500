import { useEffect, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import { selectFeatureFlags, usePortalSelector } from '@portal/contracts';
import { Button, Card } from '@portal/ui';
import { Form, FormError } from '@portal/ui/forms';
import { ReportFilterFields, ReportSpanFields } from './ReportFilterFields.tsx';
import { ChoiceGroup, FormatField } from './ReportFields.tsx';
import { reportTypeOptions } from './report-format.ts';
import { reportDefaults, spanErrors, type ReportValues } from './report-values.ts';
import { useReportDownloads } from './useReportDownloads.ts';

/** Which button sent the form: both read its dates and typist status. */
type Download = 'reports' | 'activity';

/** Tells the page the typist status chosen, which its typists table follows. */
function TypistStatusWatch({ onChange }: { onChange(statuses: string[]): void }) {
  const { input } = useField<string[]>('typistStatus', { subscription: { value: true } });
  const statuses = input.value || [];
  const key = statuses.join(',');
  useEffect(() => onChange(key ? key.split(',') : []), [key, onChange]);
  return null;
}

/**
 * The reports form (staff spec section 3): its chosen reports, and with the admin activity report
 * flag the typist activity report for the same dates and typist status. Both buttons send the
 * form, so both get its checks.
 */
export function ReportsForm({
  typistStatus,
  onTypistStatus,
}: {
  typistStatus: string[];
  onTypistStatus(statuses: string[]): void;
}) {
  const { downloadReports, downloadActivity } = useReportDownloads();
  const { adminActivityReport } = usePortalSelector(selectFeatureFlags);
  const [initialValues] = useState(() => reportDefaults(new Date(), typistStatus));
  const chosen = useRef<Download>('reports');
  const [busy, setBusy] = useState<Download | null>(null);

  const submit = async (values: ReportValues) => {
    const download = chosen.current;
    setBusy(download);
    try {
      return await (download === 'activity' ? downloadActivity(values) : downloadReports(values));
    } finally {
      setBusy(null);
    }
  };

  const button = (download: Download, label: string, submitting = false) => (
    <Button
      type="submit"
      variant={download === 'reports' ? 'primary' : 'secondary'}
      loading={busy === download}
      loadingLabel="Downloading…"
      disabled={submitting}
      onClick={() => {
        chosen.current = download;
      }}
    >
      {label}
    </Button>
  );

  return (
    <Form<ReportValues> onSubmit={submit} validate={spanErrors} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className="reports-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <TypistStatusWatch onChange={onTypistStatus} />
          <Card title="Download reports">
            <ChoiceGroup name="types" legend="Reports" options={reportTypeOptions} />
            <div className="reports-form__grid">
              <ReportSpanFields />
              <FormatField />
            </div>
            <ReportFilterFields />
            <FormError message={submitError} />
            <div className="reports-form__actions">
              {button('reports', 'Download reports', submitting)}
            </div>
          </Card>
          {adminActivityReport && (
            <Card title="Activity report">
              <p className="reports__note">
                Each typist’s active time on each day of the dates above, as CSV, for the typist
                statuses chosen above.
              </p>
              <div className="reports-form__actions">
                {button('activity', 'Download activity report', submitting)}
              </div>
            </Card>
          )}
        </form>
      )}
    </Form>
  );
}
