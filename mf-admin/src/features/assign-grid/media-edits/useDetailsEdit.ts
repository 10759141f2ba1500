import { notify, usePortalDispatch } from '@portal/contracts';
import {
  useEditMediaDetailsMutation,
  type MediaDetailsEditRequest,
} from '@portal/contracts/media-edits/client';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { submissionErrors } from '@portal/contracts/app/field-errors';

/** What every media-edit dialog is given: the grid's row, and how to close. */
export interface MediaEditDialogProps {
  media: StaffMedia;
  onClose(): void;
}

type Edit = Omit<MediaDetailsEditRequest, 'id' | 'updatedAt'>;

/**
 * A form's submit of one edit of the media: sent with the row's version (a media changed since
 * is refused, 409, and the form says so), a success notification naming the media, the dialog
 * closed; the server's refusals shown under their fields.
 */
export function useDetailsEdit({ media, onClose }: MediaEditDialogProps, success: string) {
  const [edit] = useEditMediaDetailsMutation();
  const dispatch = usePortalDispatch();
  return async (changes: Edit) => {
    const result = await edit({ id: media.id, updatedAt: media.updatedAt, ...changes });
    if (result.error) return submissionErrors(result.error, 'The change could not be saved');
    dispatch(notify({ type: 'success', title: success, desc: media.title }));
    onClose();
    return undefined;
  };
}
