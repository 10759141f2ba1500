import { notify, usePortalDispatch } from '@portal/contracts';
import { useRefreshStaffMediaMutation } from '@portal/contracts/media/staff-media-client';
import type { StaffLiveSession, StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { useMarkAttendedMutation } from '@portal/contracts/live-booking/client';
import { ConfirmDialog } from '@portal/ui/forms';
import { meetingText } from './live-format.ts';
import { liveGridTexts as texts } from './live-texts.ts';

interface MarkAttendedDialogProps {
  media: StaffMedia;
  live: StaffLiveSession;
  onClose(): void;
}

/**
 * Mark attended (staff spec section 4, mark meeting attended; PUT /v1/media/attend/{id}): asks
 * first, as the first mark is kept. The row is read again either way, as a refusal may mean the
 * session moved on; the server's reason stays in the dialog.
 */
export function MarkAttendedDialog({ media, live, onClose }: MarkAttendedDialogProps) {
  const [markAttended] = useMarkAttendedMutation();
  const [refresh] = useRefreshStaffMediaMutation();
  const dispatch = usePortalDispatch();
  const confirm = async () => {
    const { error } = await markAttended(media.id);
    void refresh([media.id]);
    if (error) return submissionErrors(error, texts.attendFailed);
    dispatch(notify({ type: 'success', title: texts.attended, desc: media.title }));
    onClose();
    return undefined;
  };
  return (
    <ConfirmDialog
      title="Mark attended"
      intro={
        <p>
          {media.title}, {meetingText(live)}, is recorded as attended now, by you. The first mark is
          kept.
        </p>
      }
      confirm="Mark attended"
      busyLabel="Marking"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
