import { Link } from 'react-router';
import { can } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { useGetSnapshotQuery } from '@portal/contracts/transcript/client';
import type { Snapshot } from '@portal/contracts/transcript-snapshot/schema';
import { formatUnixTime } from '@portal/contracts';
import { Page, QueryState, Skeleton, linkClassName } from '@portal/ui';
import { IdParamPage } from './IdParamPage.tsx';
import { mediaSnapshotsPath } from './snapshot-links.tsx';
import { SnapshotTranscript } from './SnapshotTranscript.tsx';
import { snapshotReasonLabels } from './SnapshotTable.tsx';
import './snapshot-page.css';

/**
 * /v3/snapshot?id={id} (any signed-in user; staff spec section 2): one kept version of a
 * transcript, read-only. The server decides what the reader sees of it: admins all, a typist
 * or proofreader the ranges of their jobs, anyone else nothing (404).
 */
export function SnapshotPage() {
  return (
    <IdParamPage
      param="id"
      title="Snapshot"
      missing={{
        title: 'No snapshot chosen',
        message: "Open a snapshot from the list of a media's snapshots.",
      }}
    >
      {(id) => <SnapshotView id={id} />}
    </IdParamPage>
  );
}

function SnapshotView({ id }: { id: number }) {
  const snapshot = useGetSnapshotQuery(id);
  const { data: user } = useGetProfileQuery();
  // Who may enter the media's snapshots is offered the way back to them.
  const listed = user !== undefined && can(user, 'transcript.listSnapshots');
  // The page's lines about the snapshot go with its view: not over a failure or a placeholder.
  const shown = snapshot.isError ? undefined : snapshot.data;
  return (
    <Page
      title="Snapshot"
      description={shown && describe(shown)}
      before={
        shown &&
        listed && (
          <Link
            to={mediaSnapshotsPath(shown.mediaId)}
            className={linkClassName('standalone', 'snapshot-page__back')}
          >
            Back to snapshots
          </Link>
        )
      }
    >
      <QueryState
        query={snapshot}
        loading={
          <>
            <Skeleton variant="block" height={96} />
            <Skeleton lines={6} className="snapshot-page__loading" />
          </>
        }
        loadingLabel="Loading the snapshot"
        errorTitle="The snapshot could not be loaded"
        notFound={{
          title: 'Snapshot not found',
          text: 'It does not exist, or it is not one you may see.',
        }}
      >
        {(read) => <SnapshotDetails snapshot={read} />}
      </QueryState>
    </Page>
  );
}

const describe = (snapshot: Snapshot) =>
  `Version ${snapshot.version} of the ${snapshot.kind === 'notes' ? 'notes' : 'transcript'} of media ${snapshot.mediaId}, read-only.`;

function SnapshotDetails({ snapshot }: { snapshot: Snapshot }) {
  return (
    <>
      <dl className="snapshot-page__facts">
        <div>
          <dt>Kept</dt>
          <dd className="ui-tabular-nums">{formatUnixTime(snapshot.createdAt, 'long')}</dd>
        </div>
        <div>
          <dt>Why</dt>
          <dd>{snapshotReasonLabels[snapshot.reason]}</dd>
        </div>
        <div>
          <dt>Version</dt>
          <dd className="ui-tabular-nums">{snapshot.version}</dd>
        </div>
        <div>
          <dt>Words</dt>
          <dd className="ui-tabular-nums">{snapshot.wordscount}</dd>
        </div>
        <div>
          <dt>By</dt>
          <dd>{snapshot.createdBy ?? '—'}</dd>
        </div>
      </dl>
      <SnapshotTranscript content={snapshot.content} />
    </>
  );
}
