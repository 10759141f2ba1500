import { useSearchParams } from 'react-router';
import { Page } from '@portal/ui';
import { ErrorState } from '@portal/ui';
import { editorMediaId } from '@portal/contracts/app/page-requests';
import { TranscriptLoader } from './TranscriptLoader.tsx';

/**
 * /v3/editor?media={id}: the transcript editor over a media's transcript, for the typist of its
 * range, its proofreader, and admins (staff spec section 2). The server decides what each hears
 * and writes; this page shows what it answers.
 */
export function EditorPage() {
  const [params] = useSearchParams();
  const mediaId = editorMediaId(params.toString());
  if (mediaId === undefined)
    return (
      <Page title="Transcript editor">
        <ErrorState message="Open a transcript from your list of jobs." />
      </Page>
    );
  return (
    <TranscriptLoader
      key={mediaId}
      mediaId={mediaId}
      kind="default"
      pageTitle="Transcript editor"
      recording
    />
  );
}
