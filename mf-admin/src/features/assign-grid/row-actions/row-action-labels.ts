import type { MediaRowAction } from '@portal/contracts/media-assignment/assign-grid-actions';

/** The row actions this menu offers, as staff read them in the menu and in a media's history. */
export const rowActionLabels = {
  mediaInfo: 'Media info',
  staffInfo: 'Staff info',
  previewMedia: 'Play media',
  downloadMedia: 'Download media',
  openTranscript: 'Open transcript',
  showSnapshots: 'Snapshots',
  previewTranscript: 'Preview transcript',
  downloadTranscript: 'Download transcript',
  mergeTranscripts: 'Merge transcripts',
  resendToS2t: 'Resend to speech-to-text',
  triggerVerbitError: 'Record speech-to-text error',
  editMediaPriority: 'Priority',
  editMediaDifficulty: 'Difficulty',
  onHoldToggle: 'On hold',
  cancelToggle: 'Cancel',
  returnToClient: 'Return to client',
  returnNotes: 'Return notes',
  deleteMedia: 'Delete media',
} as const satisfies Partial<Record<MediaRowAction, string>>;
export type OfferedAction = keyof typeof rowActionLabels;

/** The menu's groups, in order: what the media is, its transcript, its production, its client. */
export const rowActionGroups: readonly { label: string; actions: readonly OfferedAction[] }[] = [
  { label: 'Information', actions: ['mediaInfo', 'staffInfo', 'previewMedia', 'downloadMedia'] },
  {
    label: 'Transcript',
    actions: [
      'openTranscript',
      'showSnapshots',
      'previewTranscript',
      'downloadTranscript',
      'mergeTranscripts',
      'resendToS2t',
      'triggerVerbitError',
    ],
  },
  {
    label: 'Production',
    actions: ['editMediaPriority', 'editMediaDifficulty', 'onHoldToggle', 'cancelToggle'],
  },
  { label: 'Client', actions: ['returnToClient', 'returnNotes', 'deleteMedia'] },
];
