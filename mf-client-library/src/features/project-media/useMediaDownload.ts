import { notify, usePortalDispatch, errorTexts, failureText } from '@portal/contracts';
import { openSignedUrl } from '@portal/contracts/media/download-client';
import { useGetMediaDownloadUrlMutation } from '@portal/contracts/project/projects-client';
import type { ProjectMediaView } from '@portal/contracts/project/schema';
import { mediaTexts } from '../media-dialogs/index.ts';

/** The media file itself: GET /v1/media/download/{id} for a signed URL, then that URL. */
export function useMediaDownload() {
  const dispatch = usePortalDispatch();
  const [getUrl, state] = useGetMediaDownloadUrlMutation();
  const download = async (media: ProjectMediaView) => {
    const result = await getUrl(media.id);
    if (result.error) {
      dispatch(
        notify({
          type: 'error',
          title: mediaTexts.mediaDownloadFailed,
          desc: failureText(result.error, errorTexts.contactUs),
        }),
      );
      return;
    }
    openSignedUrl(result.data.presignedUrl, media.title);
  };
  return { download, downloading: state.isLoading };
}
