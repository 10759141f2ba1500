import { api, notify, usePortalDispatch } from '@portal/contracts';
import type { ProjectMediaView } from '@portal/contracts/library';
import { failureText } from '../../components/failure-text.ts';
import { mediaTexts } from '../media-dialogs/index.ts';

// Deviation: this endpoint belongs in shared-contracts/src/api/projects.ts, which has none for
// GET /v1/media/download/{id} yet; it is injected here until it moves there (same name, so the
// 'throw' below reports the day both exist).
const mediaDownloadApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Signed URLs expire: asked for on each click, never cached (hence a mutation).
    getMediaDownloadUrl: build.mutation<{ presignedUrl: string }, number>({
      query: (id) => ({ url: `/v1/media/download/${id}` }),
    }),
  }),
});

/** Opens a signed URL: a same-origin file downloads under its title, any other opens a tab. */
function openDownload(url: string, title: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = title;
  link.target = '_blank';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The media file itself: GET /v1/media/download/{id} for a signed URL, then that URL. */
export function useMediaDownload() {
  const dispatch = usePortalDispatch();
  const [getUrl, state] = mediaDownloadApi.useGetMediaDownloadUrlMutation();
  const download = async (media: ProjectMediaView) => {
    const result = await getUrl(media.id);
    if (result.error) {
      dispatch(
        notify({
          type: 'error',
          title: mediaTexts.mediaDownloadFailed,
          desc: failureText(result.error),
        }),
      );
      return;
    }
    openDownload(result.data.presignedUrl, media.title);
  };
  return { download, downloading: state.isLoading };
}
