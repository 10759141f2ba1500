import { useState } from 'react';
import type { JobType } from '@portal/contracts';
import { failureText } from '@portal/contracts';
import { useRestoreSnapshotMutation } from '@portal/contracts/transcript/client';
import { Button } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';
import { MediaSnapshotList } from './MediaSnapshotList.tsx';
import { ViewSnapshotLink } from './snapshot-links.tsx';
import './snapshots.css';

export interface SnapshotsDialogProps {
  mediaId: number;
  /** The editor's transcript or notes: only their snapshots are listed to restore. */
  kind?: JobType;
  /** After a restore: the editor reopens on the restored transcript. */
  onRestored(): void;
  onClose(): void;
}

/**
 * The media's snapshots, newest first, each restorable; a restore keeps the version it replaces
 * as a snapshot, so it can itself be undone from this list.
 */
export function SnapshotsDialog({ mediaId, kind, onRestored, onClose }: SnapshotsDialogProps) {
  const [restore, restoring] = useRestoreSnapshotMutation();
  const [chosen, setChosen] = useState<number | null>(null);

  const restoreSnapshot = async (id: number) => {
    setChosen(id);
    const result = await restore({ id, mediaId });
    if (!result.error) onRestored();
  };

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
      <MediaSnapshotList
        mediaId={mediaId}
        kind={kind}
        emptyText="Keep one with “Keep snapshot”."
        actions={(entry) => (
          <>
            <ViewSnapshotLink id={entry.id} version={entry.version} newTab />
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
          </>
        )}
      />
    </Dialog>
  );
}
