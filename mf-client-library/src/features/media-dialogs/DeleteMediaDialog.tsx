import { notify, usePortalDispatch, errorTexts, failureText } from '@portal/contracts';
import {
  useDeleteMediaMutation,
  useRemoveSensitiveMutation,
} from '@portal/contracts/project/projects-client';
import type { ProjectMediaView } from '@portal/contracts/project/schema';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import { DialogNote, DialogSubject } from '../../components/DialogText.tsx';
import { mediaTexts } from './media-texts.ts';

interface DeleteMediaDialogProps {
  media: ProjectMediaView;
  /** Hard delete: the bytes and the transcript go, the record stays for billing. */
  hard?: boolean;
  onClose: () => void;
}

const kinds = {
  delete: {
    title: 'Delete media',
    text: 'It will be deleted from this project.',
    confirm: 'Delete',
    busy: 'Deleting',
    success: mediaTexts.deleted,
    failure: mediaTexts.deleteFailed,
  },
  hard: {
    title: 'Remove transcript and media data',
    text:
      'The media file and its transcript will be removed from our servers. This cannot be ' +
      'undone. The record of the order is kept for billing.',
    confirm: 'Remove data',
    busy: 'Removing',
    success: mediaTexts.hardDeleted,
    failure: mediaTexts.hardDeleteFailed,
  },
} as const;

/** Asks before a media is deleted (DELETE /v1/media/{id}) or hard deleted (remove-sensitive). */
export default function DeleteMediaDialog({
  media,
  hard = false,
  onClose,
}: DeleteMediaDialogProps) {
  const dispatch = usePortalDispatch();
  const [deleteMedia, deleting] = useDeleteMediaMutation();
  const [removeSensitive, removing] = useRemoveSensitiveMutation();
  const kind = kinds[hard ? 'hard' : 'delete'];
  const busy = deleting.isLoading || removing.isLoading;

  const confirm = async () => {
    const result = await (hard ? removeSensitive(media.id) : deleteMedia(media.id));
    if (result.error) {
      // The dialog stays open: the client can try again or cancel.
      dispatch(
        notify({
          type: 'error',
          title: kind.failure,
          desc: failureText(result.error, errorTexts.contactUs),
        }),
      );
      return;
    }
    dispatch(notify({ type: 'success', title: kind.success }));
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={kind.title}
      size="sm"
      dismissible={!busy}
      actions={
        <ConfirmActions
          confirm={kind.confirm}
          busyLabel={kind.busy}
          busy={busy}
          variant="danger"
          onConfirm={() => void confirm()}
        />
      }
    >
      <DialogSubject>{media.title}</DialogSubject>
      <DialogNote>{kind.text}</DialogNote>
    </Dialog>
  );
}
