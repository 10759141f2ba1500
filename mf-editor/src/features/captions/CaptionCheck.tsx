import { useState, type KeyboardEvent } from 'react';
import { EditorSelection } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { TranscriptContent } from '@portal/contracts';
import { captionProblems, captionTexts, type Caption } from '@portal/contracts/transcript/captions';
import { Button, CloseIcon, IconButton } from '@portal/ui';
import { CaptionProblemList } from '@portal/ui/captions';
import { positionOfPlace } from '../../engine/cursor-place.ts';
import { speakersField } from '../../engine/speakers.ts';
import { contentOf } from '../../engine/transcript-doc.ts';
import { editorCaptions } from './editor-captions.ts';
import './caption-check.css';

export interface CaptionCheckProps {
  view: EditorView;
  /** The content the editor opened with: the draft's word timings. */
  opened: TranscriptContent;
  /** Moves the player to a time; none when the editor has no player. */
  seek?(seconds: number): void;
  onClose(): void;
}

const checked = (view: EditorView, opened: TranscriptContent) =>
  captionProblems(editorCaptions(opened, contentOf(view.state, view.state.field(speakersField))));

/**
 * The caption check: the cues the SRT makes from the word timings that break the captioning
 * norms. Choosing one puts the cursor on its first word and the player at its start; the panel
 * stays open to work down the list, and "Check again" reads the text as it is after corrections.
 */
export function CaptionCheck({ view, opened, seek, onClose }: CaptionCheckProps) {
  const [found, setFound] = useState(() => checked(view, opened));

  const show = (caption: Caption) => {
    const pos = positionOfPlace(view.state, { section: caption.section, offset: caption.from });
    view.dispatch({ selection: EditorSelection.cursor(pos), scrollIntoView: true });
    view.focus();
    seek?.(caption.start);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    onClose();
    view.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any of its buttons closes it, as find and replace does
    <section className="caption-check" aria-label={captionTexts.title} onKeyDown={closeOnEscape}>
      <div className="caption-check__header">
        <h2 className="caption-check__title">{captionTexts.title}</h2>
        <p className="caption-check__summary" role="status">
          {found.length ? captionTexts.problemCount(found.length) : captionTexts.noProblems}
        </p>
        <Button size="sm" variant="secondary" onClick={() => setFound(checked(view, opened))}>
          Check again
        </Button>
        <IconButton
          label="Close caption check"
          icon={<CloseIcon />}
          variant="quiet"
          onClick={onClose}
        />
      </div>
      <p className="caption-check__intro">{captionTexts.intro}</p>
      {found.length > 0 && <CaptionProblemList found={found} onChoose={show} />}
    </section>
  );
}
