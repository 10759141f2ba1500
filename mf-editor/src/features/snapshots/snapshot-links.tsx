import { Link } from 'react-router';
import { selectFeatureFlags, usePortalSelector } from '@portal/contracts';
import { buttonClassName } from '@portal/ui';

// Paths under the router's /v3 basename.
export const snapshotPath = (id: number) => `/snapshot?id=${id}`;
export const mediaSnapshotsPath = (mediaId: number) => `/media-snapshots?media=${mediaId}`;
export const editorPath = (mediaId: number) => `/editor?media=${mediaId}`;

export interface ViewSnapshotLinkProps {
  id: number;
  version: number;
  /** From the editor: the snapshot opens beside the transcript being edited. */
  newTab?: boolean;
}

/** "View": the snapshot's page, offered while the snapshot preview flag is on. */
export function ViewSnapshotLink({ id, version, newTab = false }: ViewSnapshotLinkProps) {
  const { snapshotPreview } = usePortalSelector(selectFeatureFlags);
  if (!snapshotPreview) return null;
  return (
    <Link
      to={snapshotPath(id)}
      className={buttonClassName({ variant: 'quiet', size: 'sm' })}
      aria-label={`View version ${version}${newTab ? ' (opens in a new tab)' : ''}`}
      {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      View
    </Link>
  );
}
