import type { TranscriptContent } from '@portal/contracts';
import type { LocalCopies } from './local-copies.ts';
import { sectionChanges, unchanged, type SectionChanges } from './section-changes.ts';

/** Seconds of quiet after typing before the transcript saves itself. */
export const AUTOSAVE_DELAY_MS = 3000;
/** At most this often the local copy is rewritten while typing (it costs a copy of the text). */
export const LOCAL_COPY_INTERVAL_MS = 500;
/** How often a save that could not reach the server is tried again. */
export const OFFLINE_RETRY_MS = 10_000;

export type SaveAnswer =
  | { ok: true; version: number }
  | { ok: false; reason: 'offline' | 'conflict' | 'refused'; message: string };

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'offline' | 'conflict' | 'refused';

export interface SaverState {
  status: SaveStatus;
  /** The version the next save builds on. */
  version: number;
  /** When the last save succeeded, in milliseconds; none while nothing has been saved. */
  savedAt?: number;
  message?: string;
}

/** What a state is: a call of set() that changes none of them tells the listener nothing. */
const stateKeys = [
  'status',
  'version',
  'savedAt',
  'message',
] as const satisfies readonly (keyof SaverState)[];

export interface SaverOptions {
  /** Where the local copy of unsaved work is kept (one transcript: one key). */
  key: string;
  version: number;
  /** When the version the editor opened was saved, if it ever was. */
  savedAt?: number;
  /** What the server holds at `version`, which the first save's changes are counted from. */
  saved?: TranscriptContent;
  localCopies: LocalCopies;
  /**
   * Saves `content`, the whole of it as it is now; `changes` are what changed since the last
   * save that succeeded (or since `saved`), for a save that sends only them.
   */
  save(
    content: TranscriptContent,
    version: number,
    keep: { saveSnapshot?: true },
    changes: SectionChanges,
  ): Promise<SaveAnswer>;
  onState(state: SaverState): void;
}

/**
 * Keeps a transcript's edits safe: each change is kept locally at once (IndexedDB), saved to the
 * server a few seconds after typing stops, on demand and on leaving; a save that cannot reach the
 * server is retried, and one refused for a stale version stops until the user decides. Each save
 * carries the sections changed and removed since the last one that succeeded (and the speakers
 * if they changed): a failed save leaves them to the next.
 */
export class TranscriptSaver {
  private state: SaverState;
  private pending: (() => TranscriptContent) | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private keeping: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  private snapshot = false;
  private options: SaverOptions;
  /** What the server holds as far as this saver knows: the content of its last good save. */
  private saved: TranscriptContent;

  constructor(options: SaverOptions) {
    this.options = options;
    this.saved = options.saved ?? { sections: [], speakers: [] };
    this.state = { status: 'saved', version: options.version, savedAt: options.savedAt };
  }

  /** Saves go through `save` from now on (the page's latest one). */
  saveWith(save: SaverOptions['save']): void {
    this.options = { ...this.options, save };
  }

  get current(): SaverState {
    return this.state;
  }

  /** The transcript changed; `content` reads it when it is kept or saved. */
  changed(content: () => TranscriptContent): void {
    this.pending = content;
    this.keeping ??= setTimeout(() => void this.keepLocally(), LOCAL_COPY_INTERVAL_MS);
    if (this.state.status === 'conflict' || this.state.status === 'refused') return;
    this.set({ status: this.state.status === 'offline' ? 'offline' : 'unsaved' });
    this.schedule(AUTOSAVE_DELAY_MS);
  }

  /** Save now whatever is unsaved (ctrl+s, leaving the editor, coming back online). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.running) return this.running.then(() => this.flush());
    if (!this.pending || this.state.status === 'conflict') return Promise.resolve();
    this.running = this.saveNow().finally(() => (this.running = null));
    return this.running;
  }

  /** Save now, keeping the saved version as a snapshot (even with nothing unsaved). */
  keepSnapshot(content: () => TranscriptContent): Promise<void> {
    this.pending ??= content;
    this.snapshot = true;
    return this.flush();
  }

  /** After a conflict or refusal the user chose to go on from `version` (e.g. reloaded). */
  resume(version: number): void {
    this.set({ status: this.pending ? 'unsaved' : 'saved', version, message: undefined });
    if (this.pending) this.schedule(0);
  }

  dispose(): void {
    clearTimeout(this.timer);
    clearTimeout(this.keeping);
  }

  private async keepLocally() {
    this.keeping = undefined;
    if (!this.pending) return;
    const copy = { content: this.pending(), version: this.state.version, at: Date.now() };
    await this.options.localCopies.put(this.options.key, copy);
  }

  private schedule(delay: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), delay);
  }

  private async saveNow() {
    const read = this.pending!;
    this.pending = null;
    const content = read();
    clearTimeout(this.keeping);
    this.keeping = undefined;
    await this.options.localCopies.put(this.options.key, {
      content,
      version: this.state.version,
      at: Date.now(),
    });
    this.set({ status: 'saving' });
    const keep = this.snapshot ? { saveSnapshot: true as const } : {};
    this.snapshot = false;
    const changes = sectionChanges(this.saved, content);
    const answer =
      unchanged(changes) && !keep.saveSnapshot
        ? ({ ok: true, version: this.state.version } as const)
        : await this.options.save(content, this.state.version, keep, changes);
    if (answer.ok) {
      this.saved = content;
      this.set({
        status: this.pending ? 'unsaved' : 'saved',
        version: answer.version,
        savedAt: Date.now(),
        message: undefined,
      });
      if (this.pending) this.schedule(AUTOSAVE_DELAY_MS);
      else await this.options.localCopies.remove(this.options.key);
      return;
    }
    this.pending ??= () => content;
    this.set({ status: answer.reason, message: answer.message });
    if (answer.reason === 'offline') this.schedule(OFFLINE_RETRY_MS);
  }

  /**
   * The listener hears of a change of state only: typing calls this on every key with the same
   * 'unsaved', and each call it heard would draw the page again for nothing.
   */
  private set(change: Partial<SaverState>) {
    const next = { ...this.state, ...change };
    if (stateKeys.every((key) => next[key] === this.state[key])) return;
    this.state = next;
    this.options.onState(this.state);
  }
}
