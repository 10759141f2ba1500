import { useGetMediaHistoryQuery, type StaffAction } from '@portal/contracts/admin';
import { failureText, formatUnixTime } from '@portal/contracts/jobs';
import { EmptyState, ErrorState, Skeleton } from '@portal/ui';
import { fieldLabel, fieldValue, stepLabel } from './history-labels.ts';

/** What a step changed, field by field, before → after; a deleted job has no after. */
function Changes({ step }: { step: StaffAction }) {
  const fields = [...new Set([...Object.keys(step.before), ...Object.keys(step.after ?? {})])];
  if (fields.length === 0) return null;
  return (
    <ul className="row-history__changes">
      {fields.map((field) => (
        <li key={field}>
          {fieldLabel(field)}: {fieldValue(field, step.before[field])} →{' '}
          {step.after ? fieldValue(field, step.after[field]) : 'deleted'}
        </li>
      ))}
    </ul>
  );
}

/**
 * The media's history of staff actions (GET /v1/media/history/{id}), newest first: who took
 * each step, when, on the media or which job, and what it changed.
 */
export function MediaHistory({ mediaId }: { mediaId: number }) {
  const history = useGetMediaHistoryQuery(mediaId);
  if (history.isLoading) return <Skeleton variant="line" lines={4} />;
  if (history.isError)
    return (
      <ErrorState
        headingLevel={3}
        title="The history could not be loaded."
        message={failureText(history.error)}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  const steps = [...(history.data?.result ?? [])].reverse();
  if (steps.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title="No staff actions yet"
        text="Steps staff take on this media and its jobs appear here."
      />
    );
  return (
    <ol className="row-history" aria-label="History">
      {steps.map((step) => (
        <li key={step.id} className="row-history__step">
          <p>
            <strong>{stepLabel(step.action)}</strong>
            {step.jobId !== null && ` (job ${step.jobId})`} by {step.actorName ?? 'the system'},{' '}
            <time className="ui-tabular-nums">{formatUnixTime(step.at, 'long')}</time>
          </p>
          <Changes step={step} />
        </li>
      ))}
    </ol>
  );
}
