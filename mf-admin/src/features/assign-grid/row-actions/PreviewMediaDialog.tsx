import { useGetMediaRenditionQuery } from '@portal/contracts/media/playback-client';
import type { MediaRendition } from '@portal/contracts/media/playback-schema';
import { QueryState, Skeleton } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';
import type { RowDialogProps } from './steps.tsx';

/** What the player says while the media has no playable rendition. */
const renditionTexts = {
  none: 'The media is not ready to play yet.',
  'in-progress': 'The media is being prepared to play. Try again in a few minutes.',
  failed: 'The media could not be prepared to play (Rendition generation fail).',
} as const;

/** The rendition's first clip played, or why there is none to play yet. */
function Player({ rendition, title }: { rendition: MediaRendition; title: string }) {
  const clip = rendition.ranges[0];
  if (rendition.state !== 'done' || !clip)
    return <p>{renditionTexts[rendition.state === 'done' ? 'none' : rendition.state]}</p>;
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- audio-only, a client's recording: the portal makes its transcripts as documents and has no caption track to give it
    <audio controls src={clip.url} aria-label={`Play ${title}`} className="row-dialog__player">
      Your browser cannot play this media.
    </audio>
  );
}

/** previewMedia: the media played in the browser (its rendition, GET /v1/media/rendition/{id}). */
export function PreviewMediaDialog({ media, onClose }: RowDialogProps) {
  const rendition = useGetMediaRenditionQuery(media.id);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Play media"
      description={media.title}
    >
      <QueryState
        query={rendition}
        loading={<Skeleton variant="block" height="3rem" />}
        errorTitle="The media could not be loaded."
        headingLevel={3}
      >
        {(answer) => <Player rendition={answer} title={media.title} />}
      </QueryState>
    </Dialog>
  );
}
