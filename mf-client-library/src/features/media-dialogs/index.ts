import { lazy } from 'react';

// What other features take from the media dialogs. Each dialog is its own chunk, fetched when
// first opened: the library's first load stays small.
export const MediaInfoDialog = lazy(() => import('./MediaInfoDialog.tsx'));
export const TranscriptDownloadDialog = lazy(() => import('./TranscriptDownloadDialog.tsx'));
export const NotesDownloadDialog = lazy(() =>
  import('./TranscriptDownloadDialog.tsx').then((module) => ({
    default: module.NotesDownloadDialog,
  })),
);
export const CostBreakdownDialog = lazy(() => import('./CostBreakdownDialog.tsx'));
export const DeleteMediaDialog = lazy(() => import('./DeleteMediaDialog.tsx'));
export const HardDeleteMediaDialog = lazy(() => import('./HardDeleteMediaDialog.tsx'));
export const EditLiveBookingDialog = lazy(() => import('./EditLiveBookingDialog.tsx'));
export { beforeMeeting } from './live-session.ts';

export { mediaTexts } from './media-texts.ts';
