import { useEffect, useState } from 'react';
import type { LocalCopies } from './local-copies.ts';
import { TranscriptSaver, type SaverOptions, type SaverState } from './transcript-saver.ts';

export interface TranscriptSaverOptions {
  localKey: string;
  version: number;
  /** When the version the editor opens was saved, if it ever was. */
  savedAt?: number;
  /** What the server holds at `version`: saves send what changed from it. */
  saved?: SaverOptions['saved'];
  localCopies: LocalCopies;
  save: SaverOptions['save'];
}

/**
 * A TranscriptSaver for the editor's lifetime: saves what is left when the editor closes, tries
 * again when the browser is back online, and asks before a tab with unsaved work is closed.
 */
export function useTranscriptSaver(options: TranscriptSaverOptions) {
  const [state, setState] = useState<SaverState>({
    status: 'saved',
    version: options.version,
    savedAt: options.savedAt,
  });
  const [saver] = useState(
    () =>
      new TranscriptSaver({
        key: options.localKey,
        version: options.version,
        savedAt: options.savedAt,
        saved: options.saved,
        localCopies: options.localCopies,
        save: options.save,
        onState: setState,
      }),
  );
  // The saver lives as long as the editor and saves through the page's latest save.
  useEffect(() => saver.saveWith(options.save));

  useEffect(() => {
    const flush = () => void saver.flush();
    const flushWhenHidden = () => document.visibilityState === 'hidden' && flush();
    const warn = (event: BeforeUnloadEvent) => {
      if (saver.current.status !== 'saved') event.preventDefault();
    };
    window.addEventListener('online', flush);
    window.addEventListener('beforeunload', warn);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('online', flush);
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      flush();
      saver.dispose();
    };
  }, [saver]);

  return { state, saver };
}
