import { useGetMediaRenditionQuery } from '@portal/contracts/media/playback-client';
import { failureText } from '@portal/contracts';
import { ErrorState, Skeleton } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';
import type { RowDialogProps } from './steps.tsx';

/** What the player says while the media has no playable rendition. */
const renditionTexts = {
  none: 'The media is not ready to play yet.',
  'in-progress': 'The media is being prepared to play. Try again in a few minutes.',
  failed: 'The media could not be prepared to play (Rendition generation fail).',
} as const;

/** previewMedia: the media played in the browser (its rendition, GET /v1/media/rendition/{id}). */
export function PreviewMediaDialog({ media, onClose }: RowDialogProps) {
  const rendition = useGetMediaRenditionQuery(media.id);
  const state = rendition.data?.state ?? 'none';
  const clip = rendition.data?.ranges[0];
  let body;
  if (rendition.isLoading) body = <Skeleton variant="block" height="3rem" />;
  else if (rendition.isError)
    body = (
      <ErrorState
        headingLevel={3}
        title="The media could not be loaded."
        message={failureText(rendition.error)}
        onRetry={() => void rendition.refetch()}
        retrying={rendition.isFetching}
      />
    );
  else if (state !== 'done' || !clip)
    body = <p>{renditionTexts[state === 'done' ? 'none' : state]}</p>;
  else
    body = (
      // eslint-disable-next-line jsx-a11y/media-has-caption -- audio-only, a client's recording: the portal makes its transcripts as documents and has no caption track to give it
      <audio
        controls
        src={clip.url}
        aria-label={`Play ${media.title}`}
        className="row-dialog__player"
      >
        Your browser cannot play this media.
      </audio>
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Play media"
      description={media.title}
    >
      {body}
    </Dialog>
  );
}
