import { useEffect, useMemo, useState } from 'react';
import { selectFeatureFlags, usePortalSelector } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { defaultHotkeys, type HotkeyMap } from '@portal/contracts/hotkeys/rules';
import { failureText, type TranscriptContent } from '@portal/contracts';
import { useGetTypistSettingsQuery } from '@portal/contracts/typist-settings/client';
import { useInitDemoQuery } from '@portal/contracts/media/playback-client';
import { useGetDemoJobQuery } from '@portal/contracts/job/client';
import { Button, ErrorState, Page, PageLoading } from '@portal/ui';
import { useMediaSource } from '../player/index.ts';
import {
  indexedDbCopies,
  localCopyKey,
  memoryCopies,
  rememberCursor,
  rememberedCursor,
  type LocalCopy,
  type SaveAnswer,
} from '../saving/index.ts';
import { EditorWorkspace } from './EditorWorkspace.tsx';

const PAGE_TITLE = 'Typist demo';
const practiceCopies = indexedDbCopies();
const emptyTranscript: TranscriptContent = { sections: [], speakers: [] };

/**
 * /v3/editor/demo: the editor over the demo recording shipped with the project, for staff to
 * practise on. The demo's transcript on the server is never written: practice is kept in this
 * browser, per user, until they start again.
 */
export function DemoEditorPage() {
  const demo = useInitDemoQuery();
  if (demo.error)
    return (
      <Page title={PAGE_TITLE}>
        <ErrorState message={failureText(demo.error)} onRetry={() => void demo.refetch()} />
      </Page>
    );
  if (!demo.data) return <PageLoading />;
  return <DemoEditor mediaId={demo.data.mediaId} jobId={demo.data.jobId} />;
}

function DemoEditor({ mediaId, jobId }: { mediaId: number; jobId: number }) {
  const { data: user } = useGetProfileQuery();
  const job = useGetDemoJobQuery(jobId);
  const settings = useGetTypistSettingsQuery();
  const media = useMediaSource(mediaId);
  const { blockCopyPaste } = usePortalSelector(selectFeatureFlags);
  const practiceKey = user ? localCopyKey(user.id, mediaId, 'practice') : undefined;
  const [practice, setPractice] = useState<LocalCopy | null | undefined>(undefined);
  const [opening, setOpening] = useState(0);
  // Read once a page: the editor takes it at opening, and storage is no cheaper than a render.
  const cursor = useMemo(
    () => (practiceKey ? rememberedCursor(practiceKey) : undefined),
    [practiceKey],
  );
  // What is typed is kept in `practiceCopies` by `save`; the saver's own copy need not outlive it.
  const [unsaved] = useState(memoryCopies);

  useEffect(() => {
    if (practiceKey)
      void practiceCopies.get(practiceKey).then((found) => setPractice(found ?? null));
  }, [practiceKey]);

  const failure = job.error ?? settings.error;
  if (failure)
    return (
      <Page title={PAGE_TITLE}>
        <ErrorState message={failureText(failure)} onRetry={() => void job.refetch()} />
      </Page>
    );
  if (!job.data || settings.isLoading || !practiceKey || practice === undefined)
    return <PageLoading />;

  const save = async (content: TranscriptContent): Promise<SaveAnswer> => {
    await practiceCopies.put(practiceKey, { content, version: 0, at: Date.now() });
    return { ok: true, version: 0 };
  };
  const startAgain = async () => {
    await practiceCopies.remove(practiceKey);
    setPractice(null);
    setOpening((count) => count + 1);
  };

  return (
    <EditorWorkspace
      key={opening}
      title={job.data.media.title}
      intro="Practise here: what you type is kept in this browser only and never reaches a client."
      content={practice?.content ?? job.data.typistTranscript ?? emptyTranscript}
      hotkeys={(settings.data?.settingsPortal3.windows as HotkeyMap | undefined) ?? defaultHotkeys}
      range={{ start: 0, end: Number.POSITIVE_INFINITY }}
      media={media}
      blockPaste={blockCopyPaste}
      saving={{
        localKey: practiceKey,
        localCopies: unsaved,
        version: 0,
        savedAt: practice?.at,
        save,
      }}
      savesTo="browser"
      cursor={cursor}
      onCursor={(place) => rememberCursor(practiceKey, place)}
      actions={() => (
        <Button size="sm" variant="secondary" onClick={() => void startAgain()}>
          Start again
        </Button>
      )}
    />
  );
}
