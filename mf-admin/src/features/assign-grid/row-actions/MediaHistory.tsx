import { useGetMediaHistoryQuery } from '@portal/contracts/media-return/client';
import type { StaffAction } from '@portal/contracts/media-return/schema';
import { formatUnixTime } from '@portal/contracts';
import { QueryState, Skeleton } from '@portal/ui';
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
  return (
    <QueryState
      query={history}
      loading={<Skeleton variant="line" lines={4} />}
      errorTitle="The history could not be loaded."
      headingLevel={3}
      isEmpty={({ result }) => result.length === 0}
      empty={{
        title: 'No staff actions yet',
        text: 'Steps staff take on this media and its jobs appear here.',
      }}
    >
      {({ result }) => (
        <ol className="row-history" aria-label="History">
          {[...result].reverse().map((step) => (
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
      )}
    </QueryState>
  );
}
