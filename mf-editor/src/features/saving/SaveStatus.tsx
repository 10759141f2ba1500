import { StatusChip, type StatusTone } from '@portal/ui';
import type { SaveStatus as Status } from './transcript-saver.ts';

const shown: Record<Status, { text: string; tone: StatusTone }> = {
  saved: { text: 'Saved', tone: 'success' },
  unsaved: { text: 'Unsaved changes', tone: 'neutral' },
  saving: { text: 'Saving…', tone: 'info' },
  offline: { text: 'Offline, kept locally', tone: 'warning' },
  conflict: { text: 'Not saved: changed elsewhere', tone: 'error' },
  refused: { text: 'Not saved', tone: 'error' },
};

/** Where the typist's words are: saved, on their way, or kept in this browser. */
export function SaveStatus({ status }: { status: Status }) {
  const { text, tone } = shown[status];
  return (
    <span role="status" aria-live="polite">
      <StatusChip tone={tone}>{text}</StatusChip>
    </span>
  );
}
