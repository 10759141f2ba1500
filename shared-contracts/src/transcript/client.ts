import type { Args, Reply } from '../routes/contract.ts';
import type { transcriptRoutes } from './routes.ts';
import type { transcriptSnapshotRoutes } from '../transcript-snapshot/routes.ts';
import type { JobType } from '../common/statuses.ts';
import type { Snapshot, SnapshotEntry } from '../transcript-snapshot/schema.ts';
import type {
  StartingSpeakers,
  Transcript,
  TranscriptConflict,
  TranscriptSection,
  TranscriptSpeaker,
} from './schema.ts';
import type { TranscriptVersion } from './changes-schema.ts';
import type { ApiError } from '../app/api-base.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof transcriptRoutes;
type SnapshotRoutes = typeof transcriptSnapshotRoutes;

export type { Snapshot, SnapshotEntry, TranscriptConflict };

/** The media's id, and kind notes for its notes (the transcript unless told). */
export type TranscriptQuery = Args<Routes['GET /v1/transcript/:id'], 'params' | 'querystring'>;
/**
 * The media's id and kind, the content (sent as its JSON text), and the version the edit is
 * based on: a later save of the same part answers 409 (TranscriptConflict) and saves nothing.
 * saveSnapshot keeps the version; submit finishes the caller's jobs (with the audio fields).
 */
export type SaveTranscriptRequest = Args<
  Routes['PUT /v1/transcript/:id'],
  'params' | 'querystring' | 'body'
>;
type ChangesRoute = Routes['PATCH /v1/transcript/:id'];
/**
 * The media's id and kind, what changed since the version the edit is based on (sections written
 * and removed, the speakers list if it changed) and that version; saveSnapshot and submit as for
 * a whole save. Answered with the new version only (TranscriptVersion), or 409.
 */
export type SaveChangesRequest = Omit<
  Args<ChangesRoute, 'params' | 'querystring' | 'body'>,
  'sections' | 'removedSectionIds' | 'speakers'
> & {
  sections: TranscriptSection[];
  removedSectionIds: string[];
  /** Only when the list changed. */
  speakers?: TranscriptSpeaker[];
};
export type { TranscriptVersion };
type JobSnapshotsRoute = SnapshotRoutes['GET /v1/transcript-snapshot/job-snapshots/:id'];
type RestoreRoute = SnapshotRoutes['PUT /v1/transcript-snapshot/restore/:id'];
/** The job's id, and type job (its typist's submits) or job_proofread (its proofreader's). */
export type JobSnapshotsQuery = Args<JobSnapshotsRoute, 'params' | 'querystring'>;
/** The snapshot's id, and the media the editor has open (another media's snapshot is refused). */
export type RestoreSnapshotRequest = Args<RestoreRoute, 'params' | 'body'>;
export type SnapshotList = Reply<SnapshotRoutes['GET /v1/transcript-snapshot/snapshots/:id']>;

const transcriptTag = (mediaId: number, kind: JobType = 'default') => ({
  type: 'Transcript' as const,
  id: `${mediaId}:${kind}`,
});

const asJsonText = (content: SaveTranscriptRequest['content']) =>
  typeof content === 'string' ? content : JSON.stringify(content);

/**
 * What a save changes besides the transcript: a kept version lists a new snapshot, a submit
 * finishes jobs. A conflict means the transcript the editor holds is stale: fetched again.
 */
const savedTags = (
  result: Transcript | TranscriptVersion | undefined,
  error: ApiError | undefined,
  { id, kind, saveSnapshot, submit }: SaveTranscriptRequest | SaveChangesRequest,
) => {
  if (error?.status === 409) return [transcriptTag(id, kind)];
  if (!result) return [];
  return [
    ...(saveSnapshot || submit ? ['TranscriptSnapshot' as const] : []),
    ...(submit ? ['Job' as const] : []),
  ];
};

/** A transcript with a save's changes, at the version the save answered. */
export function withChanges(
  transcript: Transcript,
  changes: Pick<SaveChangesRequest, 'sections' | 'removedSectionIds' | 'speakers'>,
  saved: TranscriptVersion,
): Transcript {
  const written = new Map(changes.sections.map((section) => [section.id, section]));
  const removed = new Set(changes.removedSectionIds);
  const kept = transcript.content.sections.filter(
    (section) => !written.has(section.id) && !removed.has(section.id),
  );
  const speakers = changes.speakers ?? transcript.content.speakers;
  const names = new Map(speakers.map((speaker) => [speaker.id, speaker.name]));
  const sections = [...kept, ...written.values()]
    .map((section) => ({
      ...section,
      speaker: section.speakerId ? (names.get(section.speakerId) ?? '') : '',
      speakerId: section.speakerId ?? '',
    }))
    .sort((a, b) => a.start - b.start);
  return { ...transcript, ...saved, content: { sections, speakers: [...speakers] } };
}

/**
 * Transcripts and their snapshots (staff spec section 7 "Transcript", "Snapshots"), addressed by
 * their MEDIA's id: what the editor reads, autosaves, submits and restores.
 */
export const transcriptApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** A typist or proofreader gets the sections of their jobs' ranges. */
    getTranscript: build.query<Transcript, TranscriptQuery>({
      query: ({ id, ...params }) => ({ url: `/v1/transcript/${id}`, params }),
      providesTags: (_result, _error, { id, kind }) => [transcriptTag(id, kind)],
    }),
    /** Who a new transcript lists: asked while the media has none (the meeting's attendees). */
    getStartingSpeakers: build.query<StartingSpeakers, TranscriptQuery>({
      query: ({ id, ...params }) => ({ url: `/v1/transcript/starting-speakers/${id}`, params }),
    }),
    saveTranscript: build.mutation<Transcript, SaveTranscriptRequest>({
      query: ({ id, kind, content, ...body }) => ({
        url: `/v1/transcript/${id}`,
        method: 'PUT',
        params: { kind },
        body: { ...body, content: asJsonText(content) },
      }),
      invalidatesTags: savedTags,
      // The answer is what GET would give the caller now: written into the cache in place of
      // fetching the whole transcript again after every autosave.
      async onQueryStarted(_request, { dispatch, getState, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => undefined);
        if (!saved) return;
        const tag = transcriptTag(saved.mediaId, saved.kind);
        for (const entry of transcriptApi.util.selectInvalidatedBy(getState(), [tag]))
          if (entry.endpointName === 'getTranscript')
            dispatch(
              transcriptApi.util.updateQueryData('getTranscript', entry.originalArgs, () => saved),
            );
      },
    }),
    /** The editor's autosave: only what changed goes, only the new version comes back. */
    saveTranscriptChanges: build.mutation<TranscriptVersion, SaveChangesRequest>({
      query: ({ id, kind, sections, removedSectionIds, speakers, ...body }) => ({
        url: `/v1/transcript/${id}`,
        method: 'PATCH',
        params: { kind },
        body: {
          ...body,
          sections: JSON.stringify(sections),
          removedSectionIds: JSON.stringify(removedSectionIds),
          ...(speakers && { speakers: JSON.stringify(speakers) }),
        },
      }),
      invalidatesTags: savedTags,
      // The cached transcript takes the changes, as a whole save's answer replaces it: a
      // reopening of the editor reads what was saved without fetching all of it again.
      async onQueryStarted(request, { dispatch, getState, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => undefined);
        if (!saved) return;
        const tag = transcriptTag(request.id, request.kind);
        for (const entry of transcriptApi.util.selectInvalidatedBy(getState(), [tag]))
          if (entry.endpointName === 'getTranscript')
            dispatch(
              transcriptApi.util.updateQueryData('getTranscript', entry.originalArgs, (cached) =>
                withChanges(cached, request, saved),
              ),
            );
      },
    }),
    /** The media's snapshots, newest first, without content (the media-snapshots screen). */
    getMediaSnapshots: build.query<SnapshotList, number>({
      query: (mediaId) => ({ url: `/v1/transcript-snapshot/snapshots/${mediaId}` }),
      providesTags: ['TranscriptSnapshot'],
    }),
    /** One snapshot with its content; a typist or proofreader sees their ranges of it. */
    getSnapshot: build.query<Snapshot, number>({
      query: (id) => ({ url: `/v1/transcript-snapshot/${id}` }),
    }),
    getJobSnapshots: build.query<Reply<JobSnapshotsRoute>, JobSnapshotsQuery>({
      query: ({ id, ...params }) => ({
        url: `/v1/transcript-snapshot/job-snapshots/${id}`,
        params,
      }),
      providesTags: ['TranscriptSnapshot'],
    }),
    /**
     * The snapshot as the next version of its media's transcript; the version it replaced is
     * kept as a snapshot, so the restore is undone by restoring that one.
     */
    restoreSnapshot: build.mutation<Transcript, RestoreSnapshotRequest>({
      query: ({ id, ...body }) => ({
        url: `/v1/transcript-snapshot/restore/${id}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (result) =>
        result ? ['TranscriptSnapshot', transcriptTag(result.mediaId, result.kind)] : [],
    }),
  }),
});

export const {
  useGetTranscriptQuery,
  useGetStartingSpeakersQuery,
  useSaveTranscriptMutation,
  useSaveTranscriptChangesMutation,
  useGetMediaSnapshotsQuery,
  useGetSnapshotQuery,
  useGetJobSnapshotsQuery,
  useRestoreSnapshotMutation,
} = transcriptApi;
