import { useEffect, useState, type ReactNode } from 'react';
import { can, type JobType, usePortalSelector, selectFeatureFlags } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { defaultHotkeys, type HotkeyMap } from '@portal/contracts/hotkeys/rules';
import { failureText, type TranscriptContent } from '@portal/contracts';
import {
  useGetStartingSpeakersQuery,
  useGetTranscriptQuery,
} from '@portal/contracts/transcript/client';
import { useGetTypistSettingsQuery } from '@portal/contracts/typist-settings/client';
import { jobActionRule } from '@portal/contracts/job/rules';
import { useGetMediaJobsQuery } from '@portal/contracts/job/client';
import { ErrorState, Page, PageLoading } from '@portal/ui';
import { useMediaSource } from '../player/index.ts';
import { indexedDbCopies, localCopyKey, type LocalCopy } from '../saving/index.ts';
import { EditorSession } from './EditorSession.tsx';
import { JobCommentsPanel } from './JobCommentsPanel.tsx';

const localCopies = indexedDbCopies();

const newTranscript = (speakers: TranscriptContent['speakers']): TranscriptContent => ({
  sections: [],
  speakers,
});

export interface TranscriptLoaderProps {
  mediaId: number;
  /** The transcript (the editor), or the notes the media's notes jobs write (live notes). */
  kind: JobType;
  /** The page's name while there is no media title to show. */
  pageTitle: string;
  /** A live session has no recording: the editor goes without its player. */
  recording: boolean;
  /** Beside the text (the live note editor's meeting). */
  aside?: ReactNode;
}

/**
 * Loads what the editor opens with: the transcript (or notes), the user's jobs of that kind on
 * the media (and the comments on them to the user, beside the text), hotkeys, and what the
 * player plays.
 */
export function TranscriptLoader({
  mediaId,
  kind,
  pageTitle,
  recording,
  aside,
}: TranscriptLoaderProps) {
  const { data: user } = useGetProfileQuery();
  // Admins, who produce the transcript, edit all of it; everyone else their jobs' ranges.
  const admin = user ? can(user, 'media.produce') : false;
  const transcript = useGetTranscriptQuery({ id: mediaId, kind });
  // Version 0 was never saved: a new transcript lists the meeting's attendees (or none).
  const neverSaved = transcript.data?.version === 0;
  const starting = useGetStartingSpeakersQuery({ id: mediaId, kind }, { skip: !neverSaved });
  const settings = useGetTypistSettingsQuery();
  const jobs = useGetMediaJobsQuery(mediaId, { skip: !user || admin });
  const media = useMediaSource(mediaId, { skip: !recording });
  const { blockCopyPaste } = usePortalSelector(selectFeatureFlags);
  const localKey = user ? localCopyKey(user.id, mediaId, kind) : undefined;
  const [copy, setCopy] = useState<LocalCopy | null | undefined>(undefined);
  const [opening, setOpening] = useState(0);
  const reopen = async () => {
    await localCopies.remove(localKey!);
    await transcript.refetch();
    setOpening((count) => count + 1);
  };

  useEffect(() => {
    if (localKey) void localCopies.get(localKey).then((found) => setCopy(found ?? null));
  }, [localKey]);

  const myJobs = (jobs.data ?? []).filter((job) => job.type === kind);
  // The transcript of a media they have no job on answers 404: the reason is the job.
  if (!admin && jobs.data && myJobs.length === 0)
    return (
      <Page title={pageTitle}>
        <ErrorState message="You have no job on this media." />
      </Page>
    );
  const failure = transcript.error ?? settings.error ?? jobs.error;
  if (failure)
    return (
      <Page title={pageTitle}>
        <ErrorState message={failureText(failure)} onRetry={() => void transcript.refetch()} />
      </Page>
    );
  const loading =
    !user || copy === undefined || settings.isLoading || starting.isLoading || jobs.isLoading;
  const saved = transcript.data;
  if (loading || !localKey || !saved) return <PageLoading />;

  // The server writes only the ranges of jobs still open to the user, on media not yet returned.
  const openJobs = myJobs.filter(
    (job) => job.media.status !== 'returned' && jobActionRule(user!, job, 'finish') !== null,
  );
  const readOnly = !admin && openJobs.length === 0;
  const workedJobs = readOnly ? myJobs : openJobs;
  const range = admin
    ? { start: 0, end: Number.POSITIVE_INFINITY }
    : {
        start: Math.min(...workedJobs.map((job) => job.mediaRangeStart)),
        end: Math.max(...workedJobs.map((job) => job.mediaRangeEnd)),
      };
  return (
    <EditorSession
      key={opening}
      onRestored={() => void reopen()}
      mediaId={mediaId}
      kind={kind}
      aside={
        <>
          {aside}
          <JobCommentsPanel user={user!} jobs={myJobs} />
        </>
      }
      saved={{
        content: neverSaved ? newTranscript(starting.data?.speakers ?? []) : saved.content,
        version: saved.version,
        // Version 0 was never saved (its updatedAt is no time).
        savedAt: saved.version > 0 ? saved.updatedAt * 1000 : undefined,
      }}
      localCopy={copy ?? undefined}
      localKey={localKey}
      localCopies={localCopies}
      hotkeys={(settings.data?.settingsPortal3.windows as HotkeyMap | undefined) ?? defaultHotkeys}
      range={range}
      media={media}
      blockPaste={blockCopyPaste}
      role={user!.role}
      jobId={openJobs[0]?.id}
      readOnly={readOnly}
      title={myJobs[0]?.media.title ?? pageTitle}
    />
  );
}
