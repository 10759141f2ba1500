export { SnapshotsDialog } from './SnapshotsDialog.tsx';
export { SnapshotPage } from './SnapshotPage.tsx';
export { MediaSnapshotsPage } from './MediaSnapshotsPage.tsx';
export { IdParamPage } from './IdParamPage.tsx';
