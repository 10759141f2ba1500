/**
 * The bench page: the real transcript editor (or a plain textarea, the baseline) over the bench
 * transcript, timed from inside the page. run.ts loads it in Chromium and presses the keys.
 *
 * Why the times are taken this way: a key press is done for the typist when a frame showing its
 * effect has been painted, so each figure runs from the press to the end of that frame.
 * - The start is the keydown event's timeStamp: when the browser received the key, so time spent
 *   queued behind earlier work counts too.
 * - The end is a MessageChannel task posted from the first requestAnimationFrame callback after
 *   the press's last event. rAF callbacks run just before the frame's style, layout and paint;
 *   the posted task runs once that frame's work is over (setTimeout may be clamped; a message is
 *   not). The chain restarts on beforeinput and input too: the browser may deliver the character
 *   in a later task than the keydown, and a frame between the two would end the measure early.
 */
import { EditorView } from '@codemirror/view';
import { findMarkers } from '@portal/contracts/transcript/markers';
import { LOW_CONFIDENCE, alignWords, textWords } from '@portal/contracts/transcript/word-timings';
import { editorOptions } from '../src/engine/testing.ts';
import { transcriptState } from '../src/engine/transcript-extensions.ts';
import { followPlayer } from '../src/engine/word-playback.ts';
import { benchTranscript, plainText, timedBenchTranscript } from './transcript.ts';
import { openWorkspace } from './workspace.tsx';
import '@portal/ui/tokens.css';
import '../src/features/editor/transcript-editor.css';

/**
 * The engine alone (over the transcript typed, or as a speech-to-text draft with every word
 * timed), a plain textarea, or the editor's page (React, toolbar, saver, panels).
 */
export type BenchKind = 'editor' | 'timed' | 'textarea' | 'workspace';

export interface Opened {
  /** From creating the editor (or filling the textarea) to the end of its first painted frame. */
  openMs: number;
  /** The part of it spent in script, before style, layout and paint. */
  scriptMs: number;
  /** The transcript's words (markers aside), markers and sections, and the document's length. */
  words: number;
  markers: number;
  sections: number;
  characters: number;
  /** The words timed below LOW_CONFIDENCE (a draft's), shaded in the editor. */
  unsure: number;
}

/** A key press's latency in ms, from the keydown event's timeStamp. */
export interface Press {
  /** Until the page's handlers (the editor's included) were done with it. */
  handled: number;
  /** Until the end of the first frame painted after it: what the typist waits for. */
  painted: number;
}

/** A player tick's latency, and whether it changed anything (the box or the word marked). */
export interface Tick extends Press {
  changed: boolean;
}

export interface BenchPage {
  open(kind: BenchKind): Promise<Opened>;
  /** Once the last key press has been painted: its latency. */
  settle(): Promise<Press>;
  /** The document as it stands, to check that the presses did what they should. */
  text(): string;
  /** The cursor back where the typing goes, in the editor (after a panel took the focus). */
  focus(): void;
  /**
   * The player playing on from the middle section, `ticks` times 0.25 s (its timeupdate rate),
   * each tick as the editor's page hands it over (followPlayer, then a dispatch if it changes
   * anything): each tick's latency, and how many changed the word marked.
   */
  play(ticks: number): Promise<Tick[]>;
  /**
   * alignWords after one word of a section of `words` words is replaced, at `edits` places
   * spread over it: ms per alignment, each the mean of `repeat` (a short section's alignment is
   * below the page's timer resolution), after one untimed round for the JIT.
   */
  align(words: number, edits: number, repeat: number): number[];
}

declare global {
  interface Window {
    bench: BenchPage;
  }
}

const typed = benchTranscript();
const timed = timedBenchTranscript();
let content = typed;
const middle = typed.sections[typed.sections.length / 2]!;
let editor: EditorView | undefined;
const host = document.getElementById('host')!;
let text = () => '';
let focus: () => void = () => undefined;

const afterNextFrame = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }),
  );

/** The cursor at the end of the middle section's text, in view, as a typist left it. */
function typeInMiddle(view: EditorView) {
  text = () => view.state.doc.toString();
  focus = () => {
    const at = text().indexOf(middle.text) + middle.text.length;
    view.dispatch({ selection: { anchor: at }, scrollIntoView: true });
    view.focus();
  };
  focus();
}

function openEditor(): number {
  const range = { start: 0, end: 2 * 3600 };
  const state = transcriptState(content, { ...editorOptions, range });
  const view = new EditorView({ state, parent: host });
  editor = view;
  const scriptEnd = performance.now();
  typeInMiddle(view);
  return scriptEnd;
}

function openPage(): number {
  host.parentElement!.remove();
  const view = openWorkspace(document.getElementById('page')!, content);
  const scriptEnd = performance.now();
  typeInMiddle(view);
  return scriptEnd;
}

function openTextarea(): number {
  const textarea = document.createElement('textarea');
  textarea.value = plainText(content);
  host.append(textarea);
  const scriptEnd = performance.now();
  text = () => textarea.value;
  const at = textarea.value.indexOf(middle.text) + middle.text.length;
  textarea.focus();
  textarea.setSelectionRange(at, at);
  textarea.scrollTop = (at / textarea.value.length) * textarea.scrollHeight - 200;
  return scriptEnd;
}

async function open(kind: BenchKind): Promise<Opened> {
  const start = performance.now();
  if (kind === 'timed') content = timed;
  const opens = {
    editor: openEditor,
    timed: openEditor,
    textarea: openTextarea,
    workspace: openPage,
  };
  const scriptEnd = opens[kind]();
  const painted = await afterNextFrame();
  const texts = content.sections.map((section) => section.text);
  const markers = texts.flatMap((text) => findMarkers(text));
  const words = texts.join(' ').split(/\s+/).length - markers.length * 2;
  return {
    openMs: painted - start,
    scriptMs: scriptEnd - start,
    words,
    markers: markers.length,
    sections: texts.length,
    characters: text().length,
    unsure: content.sections.reduce(
      (sum, section) =>
        sum +
        (section.words ?? []).filter(([, , confidence]) => confidence < LOW_CONFIDENCE).length,
      0,
    ),
  };
}

let pressStart = 0;
let pressHandled = 0;
let pressEnd = 0;
let events = 0;
let painted = Promise.resolve();

function touched(): void {
  const event = ++events;
  painted = afterNextFrame().then((time) => {
    if (event === events) pressEnd = time;
  });
}

// Capture listeners on the window run before the editor's own handlers see the event.
addEventListener(
  'keydown',
  (event) => {
    pressStart = event.timeStamp;
    touched();
  },
  true,
);
addEventListener('beforeinput', touched, true);
addEventListener('input', touched, true);
// Bubbling listeners on the window run after the editor's handlers (and the microtasks in which
// it reads its DOM change): the press has been handled, its frame not yet drawn.
const handled = () => queueMicrotask(() => (pressHandled = performance.now()));
addEventListener('keydown', handled);
addEventListener('input', handled);

async function settle(): Promise<Press> {
  let seen;
  do {
    seen = events;
    await painted;
  } while (seen !== events);
  return { handled: pressHandled - pressStart, painted: pressEnd - pressStart };
}

async function play(count: number): Promise<Tick[]> {
  const view = editor!;
  const ticks: Tick[] = [];
  for (let tick = 0; tick < count; tick++) {
    const seconds = middle.start + tick * 0.25;
    const start = performance.now();
    const spec = followPlayer(view.state, seconds, { scroll: true });
    if (spec) view.dispatch(spec);
    const handled = performance.now() - start;
    ticks.push({ handled, painted: (await afterNextFrame()) - start, changed: spec !== null });
  }
  return ticks;
}

/** A draft section of `count` words from the bench's, with its timings. */
function draftSection(count: number) {
  const words = timed.sections.flatMap((section) => section.text.split(' '));
  const timings = timed.sections.flatMap((section) => section.words!);
  const text = words.slice(0, count).join(' ');
  return { text, words: timings.slice(0, textWords(text).length) };
}

function align(count: number, edits: number, repeat: number): number[] {
  const section = draftSection(count);
  const spans = textWords(section.text);
  const corrected = Array.from({ length: edits }, (_, edit) => {
    const { from, to } = spans[Math.floor((edit / edits) * spans.length)]!;
    return `${section.text.slice(0, from)}corrected${section.text.slice(to)}`;
  });
  const round = () =>
    corrected.map((text) => {
      const start = performance.now();
      for (let run = 0; run < repeat; run++) alignWords(section, text);
      return (performance.now() - start) / repeat;
    });
  round();
  return round();
}

window.bench = { open, settle, text: () => text(), focus: () => focus(), play, align };
