import { useState } from 'react';
import {
  failureText,
  useGetMediaSnapshotsQuery,
  useRestoreSnapshotMutation,
  type SnapshotEntry,
} from '@portal/contracts/editor';
import { formatUnixTime } from '@portal/contracts/jobs';
import { Button, EmptyState, ErrorState, Skeleton } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';
import './snapshots.css';

const reasons: Record<SnapshotEntry['reason'], string> = {
  save: 'Kept on save',
  restore: 'Before a restore',
  job: 'Typist submit',
  job_proofread: 'Proofreader finish',
};

export interface SnapshotsDialogProps {
  mediaId: number;
  /** After a restore: the editor reopens on the restored transcript. */
  onRestored(): void;
  onClose(): void;
}

/**
 * The media's snapshots, newest first, each restorable; a restore keeps the version it replaces
 * as a snapshot, so it can itself be undone from this list.
 */
export function SnapshotsDialog({ mediaId, onRestored, onClose }: SnapshotsDialogProps) {
  const snapshots = useGetMediaSnapshotsQuery(mediaId);
  const [restore, restoring] = useRestoreSnapshotMutation();
  const [chosen, setChosen] = useState<number | null>(null);

  const restoreSnapshot = async (id: number) => {
    setChosen(id);
    const result = await restore({ id, mediaId });
    if (!result.error) onRestored();
  };

  const entries = snapshots.data?.result ?? [];
  return (
    <Dialog
      open
      size="lg"
      title="Snapshots"
      description="Restoring one keeps the current transcript as a snapshot first."
      onOpenChange={(open) => !open && onClose()}
      dismissible={!restoring.isLoading}
    >
      {restoring.error && (
        <p className="snapshots__error" role="alert">
          {failureText(restoring.error)}
        </p>
      )}
      {snapshots.isLoading && <Skeleton lines={4} />}
      {snapshots.error && (
        <ErrorState
          message={failureText(snapshots.error)}
          onRetry={() => void snapshots.refetch()}
        />
      )}
      {snapshots.data && entries.length === 0 && (
        <EmptyState title="No snapshots yet" text="Keep one with “Keep snapshot”." />
      )}
      {entries.length > 0 && (
        <table className="snapshots">
          <caption className="ui-visually-hidden">Snapshots of this transcript</caption>
          <thead>
            <tr>
              <th scope="col">Kept</th>
              <th scope="col">Why</th>
              <th scope="col">Version</th>
              <th scope="col">Words</th>
              <th scope="col">By</th>
              <th scope="col">
                <span className="ui-visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatUnixTime(entry.createdAt, 'table')}</td>
                <td>{reasons[entry.reason]}</td>
                <td>{entry.version}</td>
                <td>{entry.wordscount}</td>
                <td>{entry.createdBy ?? '—'}</td>
                <td>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Restore version ${entry.version}`}
                    loading={restoring.isLoading && chosen === entry.id}
                    loadingLabel="Restoring"
                    disabled={restoring.isLoading}
                    onClick={() => void restoreSnapshot(entry.id)}
                  >
                    Restore
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
