import { useState } from 'react';
import { Link } from 'react-router';
import type { SnapshotEntry } from '@portal/contracts/transcript-snapshot/schema';
import { Button, Page, buttonClassName } from '@portal/ui';
import { MediaSnapshotList } from './MediaSnapshotList.tsx';
import { RestoreSnapshotDialog } from './RestoreSnapshotDialog.tsx';
import { editorPath, ViewSnapshotLink } from './snapshot-links.tsx';
import { IdParamPage } from './IdParamPage.tsx';

/**
 * /v3/media-snapshots?media={id} (proofreader, admin, super admin; staff spec section 2): the
 * snapshots of a media's transcript, newest first, each to view or restore.
 */
export function MediaSnapshotsPage() {
  return (
    <IdParamPage
      param="media"
      title="Snapshots"
      missing={{
        title: 'No media chosen',
        message: "Open a media's snapshots from the editor or the assign grid.",
      }}
    >
      {(mediaId) => <MediaSnapshots mediaId={mediaId} />}
    </IdParamPage>
  );
}

function MediaSnapshots({ mediaId }: { mediaId: number }) {
  const [restoring, setRestoring] = useState<SnapshotEntry | null>(null);
  return (
    <Page
      title="Snapshots"
      description={`Media ${mediaId}: the kept versions of its transcript, newest first.`}
      actions={
        <Link to={editorPath(mediaId)} className={buttonClassName({ variant: 'secondary' })}>
          Open in editor
        </Link>
      }
    >
      <MediaSnapshotList
        mediaId={mediaId}
        emptyText="A snapshot is kept when the editor saves with “Keep snapshot”, and when a job is submitted."
        actions={(entry) => (
          <>
            <ViewSnapshotLink id={entry.id} version={entry.version} />
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Restore version ${entry.version}`}
              onClick={() => setRestoring(entry)}
            >
              Restore
            </Button>
          </>
        )}
      />
      {restoring && (
        <RestoreSnapshotDialog snapshot={restoring} onClose={() => setRestoring(null)} />
      )}
    </Page>
  );
}
