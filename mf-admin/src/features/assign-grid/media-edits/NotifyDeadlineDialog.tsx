import { useNotice } from '@portal/contracts';
import { mediaEditTexts } from '@portal/contracts/media-edits/texts';
import { useNotifyMediaMutation } from '@portal/contracts/media-edits/client';
import { formatUnixTime } from '@portal/contracts';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import type { MediaEditDialogProps } from './useDetailsEdit.ts';

/** sendDeadlineChangedNotification: the media's typists and proofreaders mailed its deadline. */
export function NotifyDeadlineDialog({ media, onClose }: MediaEditDialogProps) {
  const [send, { isLoading }] = useNotifyMediaMutation();
  const notice = useNotice();
  const confirm = async () => {
    const result = await send({ id: media.id, kind: 'deadline_changed' });
    if (result.error) notice.failure('The notification could not be sent', result.error);
    else notice.success(mediaEditTexts.sent(result.data.mailedTo.length), media.title);
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Send deadline changed notification"
      size="sm"
      dismissible={!isLoading}
      actions={
        <ConfirmActions
          confirm="Send notification"
          busyLabel="Sending"
          busy={isLoading}
          onConfirm={() => void confirm()}
        />
      }
    >
      <p className="media-edits__note">
        The typists and proofreaders of {media.title} are mailed that it is now due
        {media.deadline === null ? '' : ` at ${formatUnixTime(media.deadline, 'long')}`}.
      </p>
    </Dialog>
  );
}
