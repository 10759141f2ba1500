import { failureText } from '@portal/contracts';
import { useRestoreSnapshotMutation } from '@portal/contracts/transcript/client';
import type { SnapshotEntry } from '@portal/contracts/transcript-snapshot/schema';
import { notify, usePortalDispatch } from '@portal/contracts';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import './snapshots.css';

export interface RestoreSnapshotDialogProps {
  snapshot: SnapshotEntry;
  onClose(): void;
}

/**
 * Asks before a snapshot becomes the media's transcript (PUT /v1/transcript-snapshot/restore/{id}):
 * the current transcript is kept as a snapshot first, so the restore can be undone.
 */
export function RestoreSnapshotDialog({ snapshot, onClose }: RestoreSnapshotDialogProps) {
  const dispatch = usePortalDispatch();
  const [restore, { isLoading }] = useRestoreSnapshotMutation();

  const confirm = async () => {
    const result = await restore({ id: snapshot.id, mediaId: snapshot.mediaId });
    if (result.error) {
      // The dialog stays open: the reader can try again or cancel.
      dispatch(
        notify({
          type: 'error',
          title: 'The snapshot could not be restored',
          desc: failureText(result.error),
        }),
      );
      return;
    }
    dispatch(
      notify({
        type: 'success',
        title: 'Snapshot restored',
        desc: `Version ${snapshot.version} is now the current transcript.`,
      }),
    );
    onClose();
  };

  return (
    <Dialog
      open
      size="sm"
      title={`Restore version ${snapshot.version}?`}
      onOpenChange={(open) => !open && onClose()}
      dismissible={!isLoading}
      actions={
        <ConfirmActions
          confirm="Restore"
          busyLabel="Restoring"
          busy={isLoading}
          onConfirm={() => void confirm()}
        />
      }
    >
      <p className="snapshots__note">
        The current transcript is kept as a snapshot first, so you can restore it again from this
        list.
      </p>
    </Dialog>
  );
}
