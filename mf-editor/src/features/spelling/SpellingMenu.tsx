import { useMemo } from 'react';
import type { EditorView } from '@codemirror/view';
import { skipToken } from '@portal/contracts/app/api';
import { failureText } from '@portal/contracts';
import { isConflict } from '@portal/contracts/app/failure-text';
import {
  useChangeSpellWordMutation,
  useCheckSpellingQuery,
} from '@portal/contracts/spell-checker/client';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '@portal/ui';
import { showNotice } from '../../engine/editor-notice.ts';
import {
  misspelledAt,
  misspelledField,
  replaceWord,
  setMisspelled,
  type MisspelledWord,
} from '../../engine/spelling.ts';
import './spelling-menu.css';

export interface SpellingMenuProps {
  view: EditorView;
  /** The word whose suggestions are open; null while closed. */
  word: MisspelledWord | null;
  onClose(): void;
}

/** Where the word is on screen; the menu opens under it. */
function placeOf(view: EditorView, word: MisspelledWord | null) {
  const box = (word && view.coordsAtPos(word.from)) ?? view.contentDOM.getBoundingClientRect();
  return { left: box.left, top: box.top, height: box.bottom - box.top };
}

/** The word dropped from the marked ones, everywhere, without waiting for the next check. */
function unmark(view: EditorView, word: string) {
  const rest = [...view.state.field(misspelledField)].filter((known) => known !== word);
  view.dispatch({ effects: setMisspelled.of(rest) });
}

/**
 * The suggestions for one misspelled word, and adding it to the shared dictionary. Closing it
 * (Escape, a choice, a click outside) gives the keyboard back to the editor. It stays mounted
 * while closed: Radix returns focus to its anchor, which hands it on to the editor.
 */
export function SpellingMenu({ view, word, onClose }: SpellingMenuProps) {
  const place = useMemo(() => placeOf(view, word), [view, word]);
  // The full check gives suggestions for its first words only; this one asks for this word.
  const check = useCheckSpellingQuery(word ? { text: word.word } : skipToken);
  const [addWord] = useChangeSpellWordMutation();
  // A word found known meanwhile (added by someone) has no answer of its own: no suggestions.
  const suggestions =
    check.data && (check.data.result.find((found) => found.word === word?.word)?.suggestions ?? []);

  const replace = (target: MisspelledWord, replacement: string) => {
    const still = misspelledAt(view.state, target.from);
    if (still?.from === target.from && still.to === target.to)
      view.dispatch(replaceWord(target, replacement));
  };
  const add = async (target: MisspelledWord) => {
    try {
      await addWord({ action: 'add-word', word: target.word }).unwrap();
      unmark(view, target.word);
    } catch (error) {
      // Someone added it first: it is in the dictionary, as asked.
      if (isConflict(error)) unmark(view, target.word);
      else view.dispatch({ effects: showNotice.of(failureText(error)) });
    }
  };

  let status: string | null = null;
  if (check.isError) status = failureText(check.error);
  else if (!suggestions) status = 'Looking for suggestions…';
  else if (suggestions.length === 0) status = 'No suggestions';

  const label = word ? `Spelling of ${word.word}` : 'Spelling';
  return (
    <Menu
      open={word !== null}
      onOpenChange={(open) => !open && onClose()}
      label={label}
      align="start"
      trigger={
        // Stands over the word for the menu to open under it; hidden from assistive technology
        // and never reached by Tab. Radix gives it focus when the menu closes, and it hands that
        // on to the editor. Its label names the menu (aria-labelledby).
        <button
          type="button"
          className="spelling-menu__anchor"
          style={place}
          tabIndex={-1}
          aria-hidden
          aria-label={label}
          onFocus={() => view.focus()}
        />
      }
    >
      {status && <MenuLabel>{status}</MenuLabel>}
      {word &&
        suggestions?.map((suggestion) => (
          <MenuItem key={suggestion} onSelect={() => replace(word, suggestion)}>
            {suggestion}
          </MenuItem>
        ))}
      <MenuSeparator />
      {word && <MenuItem onSelect={() => void add(word)}>Add to dictionary</MenuItem>}
    </Menu>
  );
}
