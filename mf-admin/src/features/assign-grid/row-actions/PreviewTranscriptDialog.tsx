import { useEffect, useState } from 'react';
import { usePortalDispatch } from '@portal/contracts';
import { failureText } from '@portal/contracts';
import { fetchFile } from '@portal/contracts/media/download-client';
import { ErrorState, Skeleton } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';
import { CaptionCheck } from './CaptionCheck.tsx';
import type { RowDialogProps } from './steps.tsx';

type Preview = { url: string } | { error: unknown } | null;

/**
 * The transcript as the client's document shows it, as it stands now (GET
 * /v1/transcript/preview/{id}): a PDF the browser shows, as no browser shows a doc.
 */
function useTranscriptPreview(mediaId: number) {
  const dispatch = usePortalDispatch();
  const [preview, setPreview] = useState<Preview>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let url: string | undefined;
    let current = true;
    dispatch(fetchFile(`/v1/transcript/preview/${mediaId}?document_type=pdf`)).then(
      ({ blob }) => {
        url = URL.createObjectURL(blob);
        if (current) setPreview({ url });
      },
      (error: unknown) => {
        if (current) setPreview({ error });
      },
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [dispatch, mediaId, attempt]);
  const retry = () => {
    setPreview(null);
    setAttempt((count) => count + 1);
  };
  return { preview, retry };
}

/**
 * previewTranscript: the media's transcript read in the dialog, without opening the editor, and
 * under it the caption check when the transcript has word timings.
 */
export function PreviewTranscriptDialog({ media, onClose }: RowDialogProps) {
  const { preview, retry } = useTranscriptPreview(media.id);
  let body;
  if (preview === null) body = <Skeleton variant="block" height="60vh" />;
  else if ('error' in preview)
    body = (
      <ErrorState
        headingLevel={3}
        title="The transcript could not be loaded."
        message={failureText(preview.error)}
        onRetry={retry}
      />
    );
  else
    body = (
      <iframe
        className="row-dialog__document"
        title={`Transcript of ${media.title}`}
        src={preview.url}
      />
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Preview transcript"
      description={media.title}
      size="lg"
    >
      {body}
      <CaptionCheck mediaId={media.id} />
    </Dialog>
  );
}
