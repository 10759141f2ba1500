import { useReducer, useRef, useState } from 'react';
import type { EditorView } from '@codemirror/view';
import { Button } from '@portal/ui';
import { Dialog, DialogClose } from '@portal/ui/dialog';
import {
  addSpeaker,
  boxesSpokenBy,
  mergeSpeaker,
  removeSpeaker,
  renameSpeaker,
  speakersField,
  type SpeakerEdit,
} from '../../engine/speakers.ts';
import { SpeakerDetailsForm } from './SpeakerDetailsForm.tsx';
import { SpeakerRow } from './SpeakerRow.tsx';
import './speakers-dialog.css';

export interface SpeakersDialogProps {
  /** The editor whose speakers list this edits: each change is one step its undo takes back. */
  view: EditorView;
  onClose(): void;
}

const noDetails = { name: '', jobTitle: '' };

/**
 * The transcript's speakers: add, rename (every box shows the new name), merge one into another
 * (their boxes move over) and remove one who speaks in no box. Each change is made in the
 * editor at once, saved with the transcript and undone there with ctrl+z.
 */
export function SpeakersDialog({ view, onClose }: SpeakersDialogProps) {
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const [message, setMessage] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const speakers = view.state.field(speakersField);

  const apply = (edit: SpeakerEdit): boolean => {
    if ('refusal' in edit) {
      setMessage(edit.refusal);
      return false;
    }
    view.dispatch(edit.spec);
    setMessage(null);
    redraw();
    return true;
  };
  // A speaker who leaves the list takes their row and its focused button: focus the list.
  const leave = (edit: SpeakerEdit): boolean => {
    const done = apply(edit);
    if (done) heading.current?.focus();
    return done;
  };

  return (
    <Dialog
      open
      title="Speakers"
      description="Ctrl+Alt+1 to 9 give the box the speaker of that number. A rename shows on every box."
      onOpenChange={(open) => !open && onClose()}
      actions={
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      }
    >
      <div className="speakers-dialog">
        <p className="speakers-dialog__message" role="alert">
          {message}
        </p>
        <h3 className="speakers-dialog__heading" ref={heading} tabIndex={-1}>
          {speakers.length === 0 ? 'No speakers yet' : `${speakers.length} listed`}
        </h3>
        {speakers.length > 0 && (
          <ol className="speakers-dialog__list" aria-label="Speakers">
            {speakers.map((speaker, index) => (
              <SpeakerRow
                key={speaker.id}
                number={index + 1}
                speaker={speaker}
                boxes={boxesSpokenBy(view.state, speaker.id)}
                others={speakers.filter((other) => other.id !== speaker.id)}
                onRename={(details) => apply(renameSpeaker(view.state, speaker.id, details))}
                onMerge={(into) => leave(mergeSpeaker(view.state, speaker.id, into))}
                onRemove={() => leave(removeSpeaker(view.state, speaker.id))}
              />
            ))}
          </ol>
        )}
        <h3 className="speakers-dialog__heading">Add a speaker</h3>
        <SpeakerDetailsForm
          initial={noDetails}
          submit="Add speaker"
          onSubmit={(details) => apply(addSpeaker(view.state, details))}
        />
      </div>
    </Dialog>
  );
}
