import { timecode } from '@portal/contracts/job/format';
import {
  captionTexts,
  problemTexts,
  type Caption,
  type CaptionWithProblems,
} from '@portal/contracts/transcript/captions';
import './caption-problems.css';

export interface CaptionProblemListProps {
  /** The captions that break a norm (captionProblems), in time order. */
  found: readonly CaptionWithProblems[];
  /** Each caption a button choosing it (the editor moves its cursor there); else a plain list. */
  onChoose?(caption: Caption): void;
}

function Cue({ caption, problems }: Pick<CaptionWithProblems, 'caption' | 'problems'>) {
  return (
    <>
      <span className="ui-caption-problems__time">
        {`${timecode(caption.start)} – ${timecode(caption.end)}`}
      </span>{' '}
      <span className="ui-caption-problems__lines">{caption.lines.join('\n')}</span>{' '}
      <span className="ui-caption-problems__broken">{problemTexts(problems).join('; ')}</span>
    </>
  );
}

/**
 * The captions that break the captioning norms, each with its time, its lines and what it
 * breaks: the caption check of the editor and of the assign grid's transcript preview.
 */
export function CaptionProblemList({ found, onChoose }: CaptionProblemListProps) {
  return (
    <ol
      className="ui-caption-problems"
      aria-label={captionTexts.list}
      // A plain list is focusable so the keyboard can scroll it: it holds nothing else to focus.
      tabIndex={onChoose ? undefined : 0}
    >
      {found.map(({ caption, number, problems }) => (
        <li key={number}>
          {onChoose ? (
            <button
              type="button"
              className="ui-caption-problems__cue ui-caption-problems__cue--choice"
              onClick={() => onChoose(caption)}
            >
              <Cue caption={caption} problems={problems} />
            </button>
          ) : (
            <div className="ui-caption-problems__cue">
              <Cue caption={caption} problems={problems} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
