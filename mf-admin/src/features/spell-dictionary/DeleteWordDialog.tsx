import { notify, usePortalDispatch } from '@portal/contracts';
import { useChangeSpellWordMutation } from '@portal/contracts/spell-checker/client';
import type { SpellWord } from '@portal/contracts/spell-checker/schema';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { ConfirmDialog } from '@portal/ui/forms';

/** Removes a word from the shared dictionary: transcripts mark it as misspelled again. */
export function DeleteWordDialog({ word, onClose }: { word: SpellWord; onClose(): void }) {
  const [change] = useChangeSpellWordMutation();
  const dispatch = usePortalDispatch();
  const submit = async () => {
    const result = await change({ action: 'delete-word', id: word.id });
    if (result.error) return submissionErrors(result.error, 'The word could not be removed');
    dispatch(notify({ type: 'success', title: 'Word removed', desc: word.word }));
    onClose();
    return undefined;
  };
  return (
    <ConfirmDialog
      title={`Remove ${word.word}`}
      intro={<p>Transcripts will mark “{word.word}” as misspelled again.</p>}
      confirm="Remove"
      busyLabel="Removing"
      variant="danger"
      onConfirm={submit}
      onClose={onClose}
    />
  );
}
