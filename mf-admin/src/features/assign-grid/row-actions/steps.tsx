import {
  useDeleteStaffMediaMutation,
  useEditStaffMediaMutation,
  useMergeTranscriptsMutation,
  useReNotifyMutation,
} from '@portal/contracts/media-return/client';
import { useResendToS2tMutation } from '@portal/contracts/speech-to-text/client';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { ConfirmStepDialog } from './ConfirmStepDialog.tsx';

/** What every row action dialog is given. */
export interface RowDialogProps {
  media: StaffMedia;
  onClose(): void;
}

/** onHoldToggle: the work paused (sub-status On hold, the jobs' progress kept) or resumed. */
export function OnHoldDialog({ media, onClose }: RowDialogProps) {
  const [edit] = useEditStaffMediaMutation();
  const hold = !media.onHold;
  return (
    <ConfirmStepDialog
      media={media}
      title={hold ? 'Put on hold' : 'Take off hold'}
      confirm={hold ? 'Put on hold' : 'Take off hold'}
      busyLabel="Saving"
      texts={{
        done: hold ? 'Put on hold' : 'Taken off hold',
        failed: 'The hold could not be changed',
      }}
      run={() => edit({ id: media.id, onHold: hold, updatedAt: media.updatedAt })}
      onClose={onClose}
    >
      <p>
        {hold
          ? 'Its sub-status becomes On hold until you take it off hold; its jobs keep their progress.'
          : 'Its sub-status shows its jobs’ progress again.'}
      </p>
    </ConfirmStepDialog>
  );
}

/** cancelToggle: the order stopped (sub-status Cancelled) or taken up again. */
export function CancelDialog({ media, onClose }: RowDialogProps) {
  const [edit] = useEditStaffMediaMutation();
  const cancel = !media.cancelled;
  return (
    <ConfirmStepDialog
      media={media}
      title={cancel ? 'Cancel media' : 'Undo cancellation'}
      confirm={cancel ? 'Cancel media' : 'Undo cancellation'}
      busyLabel="Saving"
      danger={cancel}
      texts={{
        done: cancel ? 'Media cancelled' : 'Cancellation undone',
        failed: 'The cancellation could not be changed',
      }}
      run={() => edit({ id: media.id, cancelled: cancel, updatedAt: media.updatedAt })}
      onClose={onClose}
    >
      <p>
        {cancel
          ? 'Its sub-status becomes Cancelled and it cannot be returned until the cancellation is undone.'
          : 'Its sub-status shows its jobs’ progress again.'}
      </p>
    </ConfirmStepDialog>
  );
}

/** Re-notify: the client of a returned media mailed again that the transcript is ready. */
export function ReNotifyDialog({ media, onClose }: RowDialogProps) {
  const [reNotify] = useReNotifyMutation();
  return (
    <ConfirmStepDialog
      media={media}
      title="Re-notify client"
      confirm="Re-notify"
      busyLabel="Mailing"
      texts={{ done: 'Client re-notified', failed: 'The client could not be re-notified' }}
      run={() => reNotify({ ids: [media.id] })}
      onClose={onClose}
    >
      <p>{media.clientName ?? 'The client'} is mailed again that the transcript is ready.</p>
    </ConfirmStepDialog>
  );
}

/** mergeTranscripts: the finished split jobs' transcripts joined into the media's one. */
export function MergeDialog({ media, onClose }: RowDialogProps) {
  const [merge] = useMergeTranscriptsMutation();
  return (
    <ConfirmStepDialog
      media={media}
      title="Merge transcripts"
      confirm="Merge"
      busyLabel="Merging"
      texts={{ done: 'Transcripts merged', failed: 'The transcripts could not be merged' }}
      run={() => merge(media.id)}
      onClose={onClose}
    >
      <p>
        The transcripts of its finished jobs become one, in range order; the jobs are kept as
        merged.
      </p>
    </ConfirmStepDialog>
  );
}

/** resendToS2t: the media sent to the speech-to-text provider (Processing S2T). */
export function ResendToS2tDialog({ media, onClose }: RowDialogProps) {
  const [resend] = useResendToS2tMutation();
  return (
    <ConfirmStepDialog
      media={media}
      title="Resend to speech-to-text"
      confirm="Send"
      busyLabel="Sending"
      texts={{
        done: 'Sent to speech-to-text',
        failed: 'The media could not be sent to speech-to-text',
      }}
      run={() => resend(media.id)}
      onClose={onClose}
    >
      <p>
        Its sub-status is Processing S2T until the provider’s draft comes, which typists then start
        from; S2T Fail if it fails.
      </p>
    </ConfirmStepDialog>
  );
}

/** deleteMedia: an ordered media out of production and the client's library. */
export function DeleteMediaDialog({ media, onClose }: RowDialogProps) {
  const [remove] = useDeleteStaffMediaMutation();
  return (
    <ConfirmStepDialog
      media={media}
      title="Delete media"
      confirm="Delete media"
      busyLabel="Deleting"
      danger
      texts={{ done: 'Media deleted', failed: 'The media could not be deleted' }}
      run={() => remove(media.id)}
      onClose={onClose}
    >
      <p>
        It leaves production and the client’s library, with sub-status Deleted content. Its record,
        file and jobs are kept.
      </p>
    </ConfirmStepDialog>
  );
}
