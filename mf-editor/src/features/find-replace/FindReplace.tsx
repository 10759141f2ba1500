import { useReducer, useState, type KeyboardEvent } from 'react';
import { EditorSelection, type TransactionSpec } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { Button, CloseIcon, IconButton } from '@portal/ui';
import { Checkbox, TextField } from '@portal/ui/fields';
import {
  findField,
  matchList,
  replaceAll,
  replaceMatch,
  setFindOptions,
  speakerMatches,
  type FindOptions,
} from '../../engine/find-replace.ts';
import './find-replace.css';

export interface FindReplaceProps {
  view: EditorView;
  /** Bumped after changes of the transcript, so the counts follow the text. */
  revision: number;
  onClose(): void;
}

const countText = (current: number, total: number, speakers: number) => {
  const inText = total === 0 ? 'No matches' : `${current} of ${total}`;
  return speakers > 0 ? `${inText}; ${speakers} speaker name${speakers > 1 ? 's' : ''}` : inText;
};

/** Find and replace (ctrl+f) across the boxes' text and the speakers' names. */
export function FindReplace({ view, onClose }: FindReplaceProps) {
  // A transcript open to read only (a finished job) is searched, never changed.
  const readOnly = view.state.readOnly;
  const [replacement, setReplacement] = useState('');
  // Next and Replace move the selection without changing the text, so no new `revision` comes:
  // the panel draws itself again after its own changes, or it counts from a stale selection.
  const [, redraw] = useReducer((drawn: number) => drawn + 1, 0);
  const dispatch = (spec: TransactionSpec) => {
    view.dispatch(spec);
    redraw();
  };
  // The editor keeps the matches through its changes (findField): the panel only reads them.
  const found = view.state.field(findField);
  const { options } = found;
  const matches = matchList(found.matches);
  const setOptions = (next: FindOptions) => dispatch({ effects: setFindOptions.of(next) });
  const speakers = speakerMatches(view.state, options);
  const head = view.state.selection.main.from;
  const currentIndex = matches.findIndex((match) => match.from >= head);
  const selected = matches.findIndex(
    (match) =>
      match.from === view.state.selection.main.from && match.to === view.state.selection.main.to,
  );

  const select = (index: number) => {
    const match = matches[(index + matches.length) % matches.length];
    if (!match) return;
    dispatch({ selection: EditorSelection.range(match.from, match.to), scrollIntoView: true });
  };
  const next = () => select(selected >= 0 ? selected + 1 : Math.max(currentIndex, 0));
  const replace = () => {
    const match = matches[selected];
    if (match) dispatch(replaceMatch(match, replacement));
    else next();
  };
  // A closed panel searches nothing, so typing costs no search.
  const close = () => {
    view.dispatch({ effects: setFindOptions.of({ ...options, search: '' }) });
    onClose();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    close();
    view.focus();
  };

  return (
    <search className="find-replace" aria-label="Find and replace" onKeyDown={closeOnEscape}>
      <TextField
        label="Find"
        // The bar opens on the user's Ctrl+F or button, like a dialog: its first field takes focus.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the user, never on load
        autoFocus
        value={options.search}
        onChange={(event) => setOptions({ ...options, search: event.target.value })}
        onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), next())}
      />
      {!readOnly && (
        <TextField
          label="Replace with"
          value={replacement}
          onChange={(event) => setReplacement(event.target.value)}
        />
      )}
      <Checkbox
        label="Match case"
        checked={options.caseSensitive}
        onChange={(event) => setOptions({ ...options, caseSensitive: event.target.checked })}
      />
      <p className="find-replace__count" role="status">
        {options.search && countText(selected + 1 || 0, matches.length, speakers.length)}
      </p>
      <div className="find-replace__actions">
        <Button size="sm" variant="secondary" onClick={next} disabled={matches.length === 0}>
          Next
        </Button>
        {!readOnly && (
          <>
            <Button size="sm" variant="secondary" onClick={replace} disabled={matches.length === 0}>
              Replace
            </Button>
            <Button
              size="sm"
              onClick={() => dispatch(replaceAll(view.state, options, replacement))}
              disabled={matches.length + speakers.length === 0}
            >
              Replace all
            </Button>
          </>
        )}
        <IconButton
          label="Close find and replace"
          icon={<CloseIcon />}
          variant="quiet"
          onClick={close}
        />
      </div>
    </search>
  );
}
