import type { ReactNode } from 'react';
import './dialog-text.css';

/** What a dialog acts on, e.g. the title of the project about to be deleted. */
export function DialogSubject({ children }: { children: ReactNode }) {
  return <p className="dialog-subject">{children}</p>;
}

/** What confirming does, in muted text. */
export function DialogNote({ children }: { children: ReactNode }) {
  return <p className="dialog-note">{children}</p>;
}
