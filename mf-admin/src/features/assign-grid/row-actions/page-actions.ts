import type { OfferedAction } from './row-action-labels.ts';

/** The row actions that open pages of their own rather than a dialog. */
export const pageActions = {
  openTranscript: (mediaId: number) => `/editor?media=${mediaId}`,
  showSnapshots: (mediaId: number) => `/media-snapshots?media=${mediaId}`,
} as const;
/** downloadMedia needs no dialog: its menu item starts the download. */
export type DialogAction = Exclude<OfferedAction, keyof typeof pageActions | 'downloadMedia'>;
