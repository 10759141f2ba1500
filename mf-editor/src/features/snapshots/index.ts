export { SnapshotsDialog } from './SnapshotsDialog.tsx';
