import type { ReactNode } from 'react';
import type { JobType } from '@portal/contracts';
import { useGetMediaSnapshotsQuery } from '@portal/contracts/transcript/client';
import type { SnapshotEntry } from '@portal/contracts/transcript-snapshot/schema';
import { QueryState, Skeleton } from '@portal/ui';
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
  const entriesOf = ({ result }: { result: SnapshotEntry[] }) =>
    result.filter((entry) => kind === undefined || entry.kind === kind);
  return (
    <QueryState
      query={snapshots}
      loading={<Skeleton lines={4} />}
      loadingLabel="Loading snapshots"
      errorTitle="The snapshots could not be loaded"
      isEmpty={(answer) => entriesOf(answer).length === 0}
      empty={{ title: 'No snapshots yet', text: emptyText }}
    >
      {(answer) => (
        <SnapshotTable
          entries={entriesOf(answer)}
          caption={kind === 'notes' ? 'Snapshots of these notes' : 'Snapshots of this transcript'}
          actions={actions}
        />
      )}
    </QueryState>
  );
}
