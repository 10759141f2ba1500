import { notify, usePortalDispatch } from '@portal/contracts';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { failureText } from '@portal/contracts';
import { openSignedUrl } from '@portal/contracts/media/download-client';
import { useGetMediaDownloadUrlMutation } from '@portal/contracts/project/projects-client';

/** downloadMedia: a signed URL of the media file (GET /v1/media/download/{id}), then that URL. */
export function useDownloadMedia(media: StaffMedia) {
  const dispatch = usePortalDispatch();
  const [getUrl] = useGetMediaDownloadUrlMutation();
  return async () => {
    const result = await getUrl(media.id);
    if (result.error) {
      dispatch(
        notify({
          type: 'error',
          title: 'The media could not be downloaded',
          desc: failureText(result.error),
        }),
      );
      return;
    }
    openSignedUrl(result.data.presignedUrl, media.title);
  };
}
