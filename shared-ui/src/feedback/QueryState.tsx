import { isValidElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { failureText } from '@portal/contracts';
import type { HeadingLevel } from '../internal/Heading.tsx';
import { Card } from '../card/Card.tsx';
import { Skeleton } from '../skeleton/Skeleton.tsx';
import { EmptyState } from './EmptyState.tsx';
import type { EmptyStateProps } from './EmptyState.tsx';
import { ErrorState } from './ErrorState.tsx';

/** What QueryState reads of a query, as an RTK Query hook answers it. */
export interface QueryStateQuery<D> {
  data?: D;
  /** The answer to the current arguments only (RTK Query's currentData). */
  currentData?: D;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch(): unknown;
}

export interface QueryStateProps<D> {
  query: QueryStateQuery<D>;
  /** Stands in for the data until its first answer; three lines of skeleton unless told. */
  loading?: ReactNode;
  /** Names the loading placeholder, announced as a busy status. */
  loadingLabel?: string;
  /** The failure's heading, e.g. "The history could not be loaded." */
  errorTitle?: ReactNode;
  /** The failure's text; what the server said (failureText) unless told. */
  errorMessage?: ReactNode;
  /** The level of the failure's and the empty state's headings. */
  headingLevel?: HeadingLevel;
  /** Offers Retry on the failure; false where asking again cannot mend it, e.g. a 404. */
  canRetry?: boolean;
  /** Sets the failure in a card, on a page whose view is cards of its own. */
  failureInCard?: boolean;
  /** Shows only the answer to the current arguments: when they change, the placeholder again. */
  currentOnly?: boolean;
  /** On a failed refetch, goes on showing the last answer rather than the failure. */
  keepData?: boolean;
  /** Shown instead of the failure when the server answered 404: an EmptyState's props, or an element. */
  notFound?: EmptyStateProps | ReactElement;
  /** The answer has nothing to show: `empty` is shown instead of the children. */
  isEmpty?(data: D): boolean;
  /** An EmptyState's props, or an element of the view's own. */
  empty?: EmptyStateProps | ReactElement;
  children(data: D): ReactNode;
}

/**
 * The loading, failed and empty states of a query's view, and the view once its data are in:
 *   <QueryState query={history} errorTitle="The history could not be loaded." headingLevel={3}>
 *     {(entries) => <HistoryList entries={entries} />}
 *   </QueryState>
 * A failure offers Retry, busy while the query loads again; a failed refetch shows the failure
 * rather than the stale answer, unless `keepData`.
 */
export function QueryState<D>(props: QueryStateProps<D>) {
  const { query, loading = <Skeleton lines={3} />, loadingLabel, keepData = false } = props;
  const data = props.currentOnly ? query.currentData : query.data;
  const waiting = props.currentOnly ? data === undefined && query.isFetching : query.isLoading;
  if (waiting)
    return loadingLabel === undefined ? (
      loading
    ) : (
      <div role="status" aria-busy="true" aria-label={loadingLabel}>
        {loading}
      </div>
    );
  if (data === undefined || (query.isError && !keepData)) return <Failure {...props} />;
  if (props.empty !== undefined && props.isEmpty?.(data))
    return emptyState(props.empty, props.headingLevel);
  return props.children(data);
}

/** What the view knows a 404 to mean, else the failure with its Retry. */
function Failure<D>({
  query,
  errorTitle,
  errorMessage,
  headingLevel,
  canRetry = true,
  failureInCard = false,
  notFound,
}: QueryStateProps<D>) {
  if (notFound !== undefined && statusOf(query.error) === 404)
    return emptyState(notFound, headingLevel);
  const failure = (
    <ErrorState
      title={errorTitle}
      message={errorMessage ?? failureText(query.error)}
      headingLevel={headingLevel}
      onRetry={canRetry ? () => void query.refetch() : undefined}
      retrying={query.isFetching}
    />
  );
  return failureInCard ? <Card>{failure}</Card> : failure;
}

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

function emptyState(shown: EmptyStateProps | ReactElement, headingLevel?: HeadingLevel) {
  return isValidElement(shown) ? shown : <EmptyState headingLevel={headingLevel} {...shown} />;
}
