import { POOR_AUDIO_REASON_MAX } from '@portal/contracts/media-edits/rules';
import { freeTextRule } from '@portal/contracts/common/validation';
import { TextEditDialog } from './TextEditDialog.tsx';
import type { MediaEditDialogProps } from './useDetailsEdit.ts';

const validate = freeTextRule(POOR_AUDIO_REASON_MAX);

/** poorAudio: every job of the media marked poor audio, with the reason its typists read. */
export function PoorAudioDialog(props: MediaEditDialogProps) {
  return (
    <TextEditDialog
      {...props}
      title="Poor audio"
      label="Why is the audio poor?"
      field="poorAudioReason"
      initial=""
      confirm="Mark as poor audio"
      success="Marked as poor audio"
      validate={validate}
      hint="Every job of this media is marked poor audio with this reason."
    />
  );
}
