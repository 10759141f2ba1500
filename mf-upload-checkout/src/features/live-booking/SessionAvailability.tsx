import { useEffect } from 'react';
import { useFormState } from 'react-final-form';
import { DEBOUNCE } from '@portal/contracts';
import { skipToken } from '@portal/contracts/app/api';
import { useGetCapacityQuery } from '@portal/contracts/live-booking/client';
import { Button, ErrorIcon, InfoIcon, RetryIcon, SuccessIcon, WarningIcon } from '@portal/ui';
import { useDebounce } from '@portal/ui/forms';
import type { SessionCapacity } from './booking-rules.ts';
import { spanOf, type BookingValues } from './booking-values.ts';

interface SessionAvailabilityProps {
  rowKey: string;
  /** Told of each answer for the session's current time, and of none while there is none. */
  onAnswer: (rowKey: string, answer: SessionCapacity | undefined) => void;
}

const sameContent = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether the session fits at its time (GET /v1/media/capacity-checker): asked once its start and
 * length are complete and have settled, for the chosen service's note-takers.
 */
export function SessionAvailability({ rowKey, onAnswer }: SessionAvailabilityProps) {
  const { values } = useFormState<BookingValues>({ subscription: { values: true } });
  const span = spanOf(values.sessions[rowKey]);
  const current = span && {
    start: span.start,
    duration: span.end - span.start,
    serviceId: values.serviceId,
  };
  const [query] = useDebounce(current, DEBOUNCE.cartRecalculation, { equalityFn: sameContent });
  const settled = current !== undefined && sameContent(current, query);
  const capacity = useGetCapacityQuery(settled && query ? query : skipToken);
  const answer = settled && span && capacity.currentData ? capacity.currentData : undefined;

  useEffect(() => {
    onAnswer(rowKey, answer && span ? { span, capacity: answer } : undefined);
    // The span is read from the answer's own query: only a new answer is news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rowKey, answer, onAnswer]);
  useEffect(() => () => onAnswer(rowKey, undefined), [rowKey, onAnswer]);

  return (
    <div role="status" className="live-availability">
      <AvailabilityNote
        complete={current !== undefined}
        checking={!settled || capacity.isFetching}
        failed={settled && capacity.isError}
        answer={answer}
        onRetry={() => void capacity.refetch()}
      />
    </div>
  );
}

function AvailabilityNote(props: {
  complete: boolean;
  checking: boolean;
  failed: boolean;
  answer: SessionCapacity['capacity'] | undefined;
  onRetry: () => void;
}) {
  const { complete, checking, failed, answer } = props;
  if (!complete)
    return (
      <p className="live-availability__text ui-text-muted">
        <InfoIcon size="1em" />
        <span>Enter the start and the length to check that a note-taker is available.</span>
      </p>
    );
  if (failed)
    return (
      <p className="live-availability__text">
        <ErrorIcon size="1em" />
        <span>We could not check availability just now.</span>
        <Button variant="quiet" size="sm" icon={<RetryIcon />} onClick={props.onRetry}>
          Check again
        </Button>
      </p>
    );
  if (checking || !answer)
    return (
      <p className="live-availability__text ui-text-muted">
        <InfoIcon size="1em" />
        <span>Checking availability…</span>
      </p>
    );
  if (!answer.available)
    return (
      <p className="live-availability__text live-availability__text--full">
        <WarningIcon size="1em" />
        <span>Fully booked at this time: please choose another time.</span>
      </p>
    );
  return (
    <p className="live-availability__text live-availability__text--free">
      <SuccessIcon size="1em" />
      <span>
        Available: {answer.freeNoteTakers} note-taker{answer.freeNoteTakers === 1 ? '' : 's'} free
        at this time.
      </span>
    </p>
  );
}
