import { notify, usePortalDispatch } from '@portal/contracts';
import { useRefreshStaffMediaMutation, type StaffMedia } from '@portal/contracts/admin';
import { failureText } from '@portal/contracts/jobs';

/**
 * How an assignment ends: on success the grid rows it changed are read again and the admin told
 * so; on a failure no field owns, the admin is told why.
 */
export function useAssignNotice() {
  const dispatch = usePortalDispatch();
  const [refresh] = useRefreshStaffMediaMutation();
  return {
    success(title: string, mediaIds: number[], desc?: string) {
      void refresh(mediaIds);
      dispatch(notify({ type: 'success', title, ...(desc ? { desc } : {}) }));
    },
    failure(title: string, error: unknown) {
      dispatch(notify({ type: 'error', title, desc: failureText(error) }));
    },
  };
}

/** A grid row's assignment dialog: the media it acts on, and how it closes. */
export interface MediaDialogProps {
  media: StaffMedia;
  onClose(): void;
}
