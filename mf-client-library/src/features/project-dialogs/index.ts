import { lazy } from 'react';

// What other features take from the project dialogs. Each dialog is its own chunk, fetched when
// first opened.
export const CreateProjectDialog = lazy(() => import('./CreateProjectDialog.tsx'));
export const ProjectInfoDialog = lazy(() => import('./ProjectInfoDialog.tsx'));
export const ShareProjectDialog = lazy(() => import('./ShareProjectDialog.tsx'));
export const BulkDownloadDialog = lazy(() => import('./BulkDownloadDialog.tsx'));
export const DuplicateProjectDialog = lazy(() => import('./DuplicateProjectDialog.tsx'));
export const TransferOwnershipDialog = lazy(() => import('./TransferOwnershipDialog.tsx'));
export const DeleteProjectDialog = lazy(() => import('./DeleteProjectDialog.tsx'));

export { projectTexts } from './project-texts.ts';
