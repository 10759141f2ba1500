import { SPELL_WORD, type SpellWord } from '@portal/contracts/spell-checker/schema';
import { SPELL_WORD_MAX_LENGTH } from '@portal/contracts/common/limits';
import { spellCheckerTexts } from '@portal/contracts/spell-checker/texts';
import { useChangeSpellWordMutation } from '@portal/contracts/spell-checker/client';
import {
  composeValidators,
  maxLength,
  required,
  type Validator,
} from '@portal/contracts/common/validation';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { FormDialog, FormTextField } from '@portal/ui/forms';

interface Values {
  word: string;
}

const oneWord: Validator = (value) =>
  typeof value === 'string' && value.trim() && !SPELL_WORD.test(value.trim())
    ? spellCheckerTexts.oneWord
    : undefined;
const wordRules = composeValidators(required(), maxLength(SPELL_WORD_MAX_LENGTH), oneWord);

/** Adds a word to the shared dictionary, or corrects one (`word` given). */
export function WordDialog({
  word,
  onDone,
  onClose,
}: {
  word?: SpellWord;
  onDone(kept: SpellWord): void;
  onClose(): void;
}) {
  const [change] = useChangeSpellWordMutation();
  const submit = async ({ word: typed }: Values) => {
    const action = word
      ? ({ action: 'modify-word', id: word.id, word: typed.trim() } as const)
      : ({ action: 'add-word', word: typed.trim() } as const);
    const result = await change(action);
    if (result.error)
      return submissionErrors(result.error, `The word could not be ${word ? 'saved' : 'added'}`);
    if (result.data.word) onDone(result.data.word);
    return undefined;
  };
  return (
    <FormDialog<Values>
      title={word ? `Change ${word.word}` : 'Add a word'}
      description="Words in the dictionary are not marked as misspelled in any transcript."
      confirm={word ? 'Save' : 'Add word'}
      busyLabel={word ? 'Saving' : 'Adding'}
      initialValues={{ word: word?.word ?? '' }}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField
        name="word"
        label="Word"
        validate={wordRules}
        autoComplete="off"
        spellCheck={false}
        hint="Letters, with apostrophes or hyphens inside: one word."
      />
    </FormDialog>
  );
}
