// By name: the shared root entry, not a second copy of the policy bundled with this file.
import { can, selectSignedIn, type PortalStore } from '@portal/contracts';

/** The media an editor page's query (`?media={id}`) names, if it names one. */
export function editorMediaId(search: string): number | undefined {
  const mediaId = Number(new URLSearchParams(search).get('media'));
  return Number.isInteger(mediaId) && mediaId > 0 ? mediaId : undefined;
}

/**
 * The transcript editor's opening requests (mf-editor's TranscriptLoader asks the same): the
 * transcript, the hotkeys, and the user's jobs on the media unless they are an admin (admins edit
 * any transcript, and the page asks none), then a new transcript's starting speakers. Nothing is
 * asked before the profile says the user may edit transcripts at all, as the page's route guard
 * would refuse them. Resolves once all are asked.
 */
async function editorRequests(store: PortalStore, search: string): Promise<void> {
  const mediaId = editorMediaId(search);
  if (mediaId === undefined) return;
  // Shared singletons, imported by name: the one slice the page's own queries read. The profile
  // is asked as soon as its endpoint is there, while the others' code still comes.
  const endpoints = Promise.all([
    import('@portal/contracts/transcript/client'),
    import('@portal/contracts/typist-settings/client'),
    import('@portal/contracts/job/client'),
  ]);
  endpoints.catch(() => undefined);
  const { userApi } = await import('@portal/contracts/user/client');
  // The shell's own profile query, answered once for both.
  const { data: user } = await store.dispatch(
    userApi.endpoints.getProfile.initiate(undefined, { subscribe: false }),
  );
  if (!user || !can(user, 'transcript.edit')) return;
  const [{ transcriptApi }, { typistSettingsApi }, { jobApi }] = await endpoints;
  const transcript = { id: mediaId, kind: 'default' } as const;
  const saved = store.dispatch(
    transcriptApi.endpoints.getTranscript.initiate(transcript, { subscribe: false }),
  );
  store.dispatch(typistSettingsApi.util.prefetch('getTypistSettings', undefined, {}));
  if (!can(user, 'media.produce'))
    store.dispatch(jobApi.util.prefetch('getMediaJobs', mediaId, {}));
  // A transcript never saved (version 0) opens on its starting speakers, asked as it answers.
  if ((await saved).data?.version === 0)
    store.dispatch(transcriptApi.util.prefetch('getStartingSpeakers', transcript, {}));
}

/**
 * The requests a page opens with, by its router path: declared once, started by the shell when
 * a page loads on that path (beside the remote's code, not after it) and by the remote's route
 * when it is visited later. Its own queries then find them under way or answered.
 */
const pageRequests: Readonly<Record<string, typeof editorRequests>> = {
  '/editor': editorRequests,
};

/**
 * Starts the requests of the page at `routerPath` (`/editor`) and `search` for a signed-in user;
 * resolves once they are asked. A failed load of their code is left to the page, which asks again.
 */
export async function startPageRequests(
  store: PortalStore,
  routerPath: string,
  search: string,
): Promise<void> {
  const start = pageRequests[routerPath];
  if (!start || !selectSignedIn(store.getState())) return;
  await start(store, search).catch(() => undefined);
}
