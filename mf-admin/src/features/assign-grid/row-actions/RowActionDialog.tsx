import type { ReactNode } from 'react';
import { DownloadTranscriptDialog } from './DownloadTranscriptDialog.tsx';
import { LevelDialog } from './LevelDialog.tsx';
import { MediaInfoDialog } from './MediaInfoDialog.tsx';
import { PreviewMediaDialog } from './PreviewMediaDialog.tsx';
import { PreviewTranscriptDialog } from './PreviewTranscriptDialog.tsx';
import { ReturnNotesDialog } from '../media-return/ReturnNotesDialog.tsx';
import { ReturnToClientDialog } from '../media-return/ReturnToClientDialog.tsx';
import type { DialogAction } from './page-actions.ts';
import { StaffInfoDialog } from './StaffInfoDialog.tsx';
import {
  CancelDialog,
  DeleteMediaDialog,
  MergeDialog,
  OnHoldDialog,
  ReNotifyDialog,
  ResendToS2tDialog,
  type RowDialogProps,
} from './steps.tsx';
import { VerbitErrorDialog } from './VerbitErrorDialog.tsx';
import './row-actions.css';

const dialogs: Record<DialogAction, (props: RowDialogProps) => ReactNode> = {
  mediaInfo: (props) => <MediaInfoDialog {...props} />,
  staffInfo: (props) => <StaffInfoDialog {...props} />,
  previewMedia: (props) => <PreviewMediaDialog {...props} />,
  previewTranscript: (props) => <PreviewTranscriptDialog {...props} />,
  downloadTranscript: (props) => <DownloadTranscriptDialog {...props} />,
  returnToClient: (props) =>
    props.media.status === 'returned' ? (
      <ReNotifyDialog {...props} />
    ) : (
      <ReturnToClientDialog {...props} />
    ),
  returnNotes: (props) => <ReturnNotesDialog {...props} />,
  onHoldToggle: (props) => <OnHoldDialog {...props} />,
  cancelToggle: (props) => <CancelDialog {...props} />,
  editMediaPriority: (props) => <LevelDialog {...props} scale="priority" />,
  editMediaDifficulty: (props) => <LevelDialog {...props} scale="difficulty" />,
  mergeTranscripts: (props) => <MergeDialog {...props} />,
  resendToS2t: (props) => <ResendToS2tDialog {...props} />,
  triggerVerbitError: (props) => <VerbitErrorDialog {...props} />,
  deleteMedia: (props) => <DeleteMediaDialog {...props} />,
};

/**
 * The dialog of a row action, on the media of its row: fetched with the first one opened
 * (MediaActionsMenu), not with the grid.
 */
export function RowActionDialog({ action, ...props }: RowDialogProps & { action: DialogAction }) {
  return dialogs[action](props);
}
