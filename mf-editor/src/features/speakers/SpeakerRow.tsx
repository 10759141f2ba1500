import { useEffect, useRef, useState } from 'react';
import { speakerLabel } from '@portal/contracts/transcript/speakers';
import type { TranscriptSpeaker } from '@portal/contracts';
import { Button } from '@portal/ui';
import { SelectField } from '@portal/ui/forms';
import type { SpeakerDetails } from '../../engine/speakers.ts';
import { SpeakerDetailsForm } from './SpeakerDetailsForm.tsx';

export interface SpeakerRowProps {
  /** Its place in the list: ctrl+alt+N gives a box the Nth speaker. */
  number: number;
  speaker: TranscriptSpeaker;
  /** How many boxes are theirs. */
  boxes: number;
  /** The other speakers, whom this one may be merged into. */
  others: readonly TranscriptSpeaker[];
  /** Each answers whether the edit was made (else the dialog says why not). */
  onRename(details: SpeakerDetails): boolean;
  onMerge(into: string): boolean;
  onRemove(): void;
}

type Mode = 'view' | 'rename' | 'merge';
type Target = 'rename' | 'merge' | 'name' | 'into';

const boxesText = (boxes: number) => (boxes === 1 ? '1 box' : `${boxes} boxes`);

/** One speaker of the list: their number, name and job title, and what can be done to them. */
export function SpeakerRow({ number, speaker, boxes, others, ...on }: SpeakerRowProps) {
  const [mode, setMode] = useState<Mode>('view');
  const [into, setInto] = useState(others[0]?.id ?? '');
  // Opening or closing a form takes the focused element away: focus what the user works on next.
  const focusNext = useRef<Target | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const mergeButton = useRef<HTMLButtonElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const intoField = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    const targets = { rename: renameButton, merge: mergeButton, name: nameField, into: intoField };
    if (target) targets[target].current?.focus();
  });
  const open = (next: Exclude<Mode, 'view'>) => {
    focusNext.current = next === 'rename' ? 'name' : 'into';
    setMode(next);
  };
  const close = () => {
    focusNext.current = mode === 'rename' ? 'rename' : 'merge';
    setMode('view');
  };

  if (mode === 'rename')
    return (
      <li className="speaker-row speaker-row--editing">
        <SpeakerDetailsForm
          initial={{ name: speaker.name, jobTitle: speaker.jobTitle ?? '' }}
          submit="Save"
          labelFor={speaker.name}
          nameRef={nameField}
          onSubmit={(details) => {
            const renamed = on.onRename(details);
            if (renamed) close();
            return renamed;
          }}
          onCancel={close}
        />
      </li>
    );
  return (
    <li className="speaker-row">
      <span className="speaker-row__number" aria-hidden="true">
        {number}
      </span>
      <span className="speaker-row__who">
        <span className="speaker-row__name">{speakerLabel(speaker)}</span>
        <span className="speaker-row__boxes">{boxesText(boxes)}</span>
      </span>
      {mode === 'merge' ? (
        <form
          className="speaker-row__merge"
          aria-label={`Merge ${speaker.name}`}
          onSubmit={(event) => {
            event.preventDefault();
            on.onMerge(into);
          }}
        >
          <SelectField
            label={`Merge ${speaker.name} into`}
            ref={intoField}
            value={into}
            onChange={(event) => setInto(event.target.value)}
            options={others.map((other) => ({ value: other.id, label: other.name }))}
          />
          <Button type="submit" size="sm">
            Merge
          </Button>
          <Button size="sm" variant="quiet" onClick={close}>
            Cancel
          </Button>
        </form>
      ) : (
        <span className="speaker-row__buttons">
          <Button
            ref={renameButton}
            size="sm"
            variant="secondary"
            aria-label={`Rename ${speaker.name}`}
            onClick={() => open('rename')}
          >
            Rename
          </Button>
          <Button
            ref={mergeButton}
            size="sm"
            variant="secondary"
            aria-label={`Merge ${speaker.name} into another speaker`}
            disabled={others.length === 0}
            onClick={() => {
              setInto(others[0]?.id ?? '');
              open('merge');
            }}
          >
            Merge
          </Button>
          <Button
            size="sm"
            variant="quiet"
            aria-label={`Remove ${speaker.name}`}
            onClick={on.onRemove}
          >
            Remove
          </Button>
        </span>
      )}
    </li>
  );
}
