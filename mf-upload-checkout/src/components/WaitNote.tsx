import { InfoIcon } from '@portal/ui';
import './wait-note.css';

interface WaitNoteProps {
  /** For the waiting button's aria-describedby. */
  id: string;
  /** Why the button waits; nothing while it need not. */
  note: string | undefined;
  className?: string;
}

/**
 * Why an action waits (checkout for the meeting details), in a status region that is always
 * there, so a reason that comes, changes or goes is read out.
 */
export function WaitNote({ id, note, className }: WaitNoteProps) {
  return (
    <div role="status" id={id} className={className ? `wait-note ${className}` : 'wait-note'}>
      {note && (
        <p className="wait-note__text">
          <InfoIcon size="1em" />
          <span>{note}</span>
        </p>
      )}
    </div>
  );
}
