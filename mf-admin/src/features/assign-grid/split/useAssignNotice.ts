import { useNotice } from '@portal/contracts';
import { useRefreshStaffMediaMutation } from '@portal/contracts/media/staff-media-client';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';

/**
 * How an assignment ends: on success the grid rows it changed are read again and the admin told
 * so; on a failure no field owns, the admin is told why.
 */
export function useAssignNotice() {
  const notice = useNotice();
  const [refresh] = useRefreshStaffMediaMutation();
  return {
    success(title: string, mediaIds: number[], desc?: string) {
      void refresh(mediaIds);
      notice.success(title, desc);
    },
    failure: notice.failure,
  };
}

/** A grid row's assignment dialog: the media it acts on, and how it closes. */
export interface MediaDialogProps {
  media: StaffMedia;
  onClose(): void;
}
