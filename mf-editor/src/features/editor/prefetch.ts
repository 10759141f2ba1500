import { can, selectSignedIn, type PortalStore } from '@portal/contracts';
import { jobApi } from '@portal/contracts/job/client';
import { transcriptApi } from '@portal/contracts/transcript/client';
import { typistSettingsApi } from '@portal/contracts/typist-settings/client';
import { userApi } from '@portal/contracts/user/client';

/** The media an editor page's query (`?media={id}`) names, if it names one. */
export function editorMediaId(search: string): number | undefined {
  const mediaId = Number(new URLSearchParams(search).get('media'));
  return Number.isInteger(mediaId) && mediaId > 0 ? mediaId : undefined;
}

const selectProfile = userApi.endpoints.getProfile.select();

/**
 * Starts the requests the editor opens with (TranscriptLoader's), for the editor page at
 * `search`: with the editor's code, not once it has come, rendered, and asked. The page's own
 * queries then find them under way or answered. The user's jobs on the media are asked for once
 * the profile says they are not an admin (admins edit any transcript, and the page asks none).
 */
export function prefetchEditor(store: PortalStore, search: string): void {
  const mediaId = editorMediaId(search);
  if (mediaId === undefined || !selectSignedIn(store.getState())) return;
  store.dispatch(
    transcriptApi.util.prefetch('getTranscript', { id: mediaId, kind: 'default' }, {}),
  );
  store.dispatch(typistSettingsApi.util.prefetch('getTypistSettings', undefined, {}));
  const jobsFor = () => {
    const profile = selectProfile(store.getState());
    if (!profile.data) return profile.isError || !selectSignedIn(store.getState());
    if (!can(profile.data, 'media.produce'))
      store.dispatch(jobApi.util.prefetch('getMediaJobs', mediaId, {}));
    return true;
  };
  if (jobsFor()) return;
  const stop = store.subscribe(() => jobsFor() && stop());
}
