import type { ReactNode } from 'react';
import type { JobType } from '@portal/contracts';
import { failureText } from '@portal/contracts';
import { useGetMediaSnapshotsQuery } from '@portal/contracts/transcript/client';
import type { SnapshotEntry } from '@portal/contracts/transcript-snapshot/schema';
import { EmptyState, ErrorState, Skeleton } from '@portal/ui';
import { SnapshotTable } from './SnapshotTable.tsx';

export interface MediaSnapshotListProps {
  mediaId: number;
  /** Only the snapshots of the transcript, or of the notes; both unless told. */
  kind?: JobType;
  /** What the empty list tells the reader to do to keep one. */
  emptyText: ReactNode;
  actions(entry: SnapshotEntry): ReactNode;
}

/** A media's snapshots (GET /v1/transcript-snapshot/snapshots/{id}) with their loading, error and empty states. */
export function MediaSnapshotList({ mediaId, kind, emptyText, actions }: MediaSnapshotListProps) {
  const snapshots = useGetMediaSnapshotsQuery(mediaId);
  if (snapshots.isLoading)
    return (
      <div role="status" aria-busy="true" aria-label="Loading snapshots">
        <Skeleton lines={4} />
      </div>
    );
  if (snapshots.error)
    return (
      <ErrorState
        title="The snapshots could not be loaded"
        message={failureText(snapshots.error)}
        onRetry={() => void snapshots.refetch()}
        retrying={snapshots.isFetching}
      />
    );
  const entries = (snapshots.data?.result ?? []).filter(
    (entry) => kind === undefined || entry.kind === kind,
  );
  if (entries.length === 0) return <EmptyState title="No snapshots yet" text={emptyText} />;
  return (
    <SnapshotTable
      entries={entries}
      caption={kind === 'notes' ? 'Snapshots of these notes' : 'Snapshots of this transcript'}
      actions={actions}
    />
  );
}
