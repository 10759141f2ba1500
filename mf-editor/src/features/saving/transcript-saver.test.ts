import type { TranscriptContent } from '@portal/contracts';
import { saveChangesSchema } from '@portal/contracts/transcript/changes-schema';
import { saveTranscriptSchema } from '@portal/contracts/transcript/save-schema';
import { addBoxAtCursor } from '../../engine/section-commands.ts';
import {
  applyCommand,
  applySpec,
  contentIn,
  cursorAt,
  editorState,
  positionOf,
  timedDraft,
} from '../../engine/testing.ts';
import { memoryCopies } from './local-copies.ts';
import type { SectionChanges } from './section-changes.ts';
import {
  AUTOSAVE_DELAY_MS,
  LOCAL_COPY_INTERVAL_MS,
  OFFLINE_RETRY_MS,
  TranscriptSaver,
  type SaveAnswer,
  type SaverState,
} from './transcript-saver.ts';

const content = (text: string): TranscriptContent => ({
  sections: [{ id: 'a', start: 0, speaker: '', text }],
  speakers: [],
});

function saverWith(answers: SaveAnswer[]) {
  const saved: { text: string; version: number; saveSnapshot?: true }[] = [];
  const states: SaverState[] = [];
  const localCopies = memoryCopies();
  const saver = new TranscriptSaver({
    key: '1:7:default',
    version: 3,
    localCopies,
    save: async (sent, version, keep) => {
      saved.push({ text: sent.sections[0]!.text, version, ...keep });
      return answers.shift() ?? { ok: true, version: version + 1 };
    },
    onState: (state) => states.push(state),
  });
  return { saver, saved, states, localCopies };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('keeps a local copy within moments and saves once typing has stopped for a while', async () => {
  const { saver, saved, localCopies } = saverWith([]);
  saver.changed(() => content('Hel'));
  saver.changed(() => content('Hello'));
  await jest.advanceTimersByTimeAsync(LOCAL_COPY_INTERVAL_MS);
  expect(await localCopies.get('1:7:default')).toMatchObject({
    content: content('Hello'),
    version: 3,
  });
  expect(saver.current.status).toBe('unsaved');
  await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - LOCAL_COPY_INTERVAL_MS - 1);
  expect(saved).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  expect(saved).toEqual([{ text: 'Hello', version: 3 }]);
  expect(saver.current).toMatchObject({ status: 'saved', version: 4 });
  expect(await localCopies.get('1:7:default')).toBeUndefined();
});

test('tells its listener of a change of state only, not of every key typed', async () => {
  const { saver, states } = saverWith([]);
  for (const text of ['H', 'He', 'Hel', 'Hell', 'Hello']) saver.changed(() => content(text));
  expect(states.map((state) => state.status)).toEqual(['unsaved']);
  await saver.flush();
  expect(states.map((state) => state.status)).toEqual(['unsaved', 'saving', 'saved']);
  saver.changed(() => content('Hello!'));
  saver.changed(() => content('Hello!!'));
  expect(states.map((state) => state.status)).toEqual(['unsaved', 'saving', 'saved', 'unsaved']);
});

test('offline: the work stays kept locally and is saved when the server answers again', async () => {
  const offline: SaveAnswer = { ok: false, reason: 'offline', message: 'No connection' };
  const { saver, saved, localCopies } = saverWith([offline]);
  saver.changed(() => content('Typed offline'));
  await saver.flush();
  expect(saver.current.status).toBe('offline');
  expect(await localCopies.get('1:7:default')).toBeDefined();
  await jest.advanceTimersByTimeAsync(OFFLINE_RETRY_MS);
  expect(saved.map((save) => save.text)).toEqual(['Typed offline', 'Typed offline']);
  expect(saver.current.status).toBe('saved');
  expect(await localCopies.get('1:7:default')).toBeUndefined();
});

test('remembers when the last save succeeded: the opened version’s time until then', async () => {
  const opened = Date.now() - 86_400_000;
  const offline: SaveAnswer = { ok: false, reason: 'offline', message: 'No connection' };
  const saved: number[] = [];
  const answers = [offline];
  const saver = new TranscriptSaver({
    key: '1:7:default',
    version: 3,
    savedAt: opened,
    localCopies: memoryCopies(),
    save: async (_content, version) => answers.shift() ?? { ok: true, version: version + 1 },
    onState: (state) => state.savedAt && saved.push(state.savedAt),
  });
  expect(saver.current).toMatchObject({ status: 'saved', savedAt: opened });
  saver.changed(() => content('Typed'));
  await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
  expect(saver.current).toMatchObject({ status: 'offline', savedAt: opened });
  await jest.advanceTimersByTimeAsync(OFFLINE_RETRY_MS);
  expect(saver.current).toMatchObject({ status: 'saved', savedAt: Date.now() });
  expect(new Set(saved)).toEqual(new Set([opened, Date.now()]));
});

test('a conflict stops saving until the user goes on from the newer version', async () => {
  const conflict: SaveAnswer = { ok: false, reason: 'conflict', message: 'Changed elsewhere' };
  const { saver, saved } = saverWith([conflict]);
  saver.changed(() => content('Mine'));
  await saver.flush();
  saver.changed(() => content('Mine, more'));
  await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
  expect(saved).toHaveLength(1);
  expect(saver.current).toMatchObject({ status: 'conflict', message: 'Changed elsewhere' });
  saver.resume(9);
  await jest.advanceTimersByTimeAsync(0);
  expect(saved.at(-1)).toEqual({ text: 'Mine, more', version: 9 });
});

test('a change made while a save runs is saved after it', async () => {
  const { saver, saved } = saverWith([]);
  saver.changed(() => content('One'));
  const first = saver.flush();
  saver.changed(() => content('One two'));
  await first;
  expect(saver.current.status).toBe('unsaved');
  await saver.flush();
  expect(saved.map((save) => [save.text, save.version])).toEqual([
    ['One', 3],
    ['One two', 4],
  ]);
});

test('keeping a snapshot saves at once, with nothing unsaved too, and only that save keeps one', async () => {
  const { saver, saved } = saverWith([]);
  await saver.keepSnapshot(() => content('As it is'));
  saver.changed(() => content('As it is, and more'));
  await saver.flush();
  expect(saved).toEqual([
    { text: 'As it is', version: 3, saveSnapshot: true },
    { text: 'As it is, and more', version: 4 },
  ]);
});

describe('each save sends what changed since the last one that succeeded', () => {
  const at = (id: string, start: number, text: string, speakerId = '') => ({
    id,
    start,
    text,
    speakerId,
    speaker: speakerId ? 'Chair' : '',
  });
  const opened: TranscriptContent = {
    sections: [at('a', 0, 'One.'), at('b', 10, 'Two.'), at('c', 20, 'Three.')],
    speakers: [{ id: 'sp1', name: 'Chair' }],
  };

  function trackingSaver(answers: SaveAnswer[]) {
    const sent: SectionChanges[] = [];
    const saver = new TranscriptSaver({
      key: '1:7:default',
      version: 3,
      saved: opened,
      localCopies: memoryCopies(),
      save: async (_content, version, _keep, changes) => {
        sent.push(changes);
        return answers.shift() ?? { ok: true, version: version + 1 };
      },
      onState: () => undefined,
    });
    return { saver, sent };
  }

  test('changed and new sections, removed ids, and the speakers only when they changed', async () => {
    const { saver, sent } = trackingSaver([]);
    saver.changed(() => ({
      ...opened,
      sections: [at('a', 0, 'One, edited.'), at('c', 20, 'Three.'), at('d', 30, 'Four.')],
    }));
    await saver.flush();
    expect(sent).toEqual([
      {
        sections: [at('a', 0, 'One, edited.'), at('d', 30, 'Four.')],
        removedSectionIds: ['b'],
      },
    ]);
    // A rename changes the list; the sections naming that speaker by id are not sent again.
    const renamed = [{ id: 'sp1', name: 'Chairwoman' }];
    saver.changed(() => ({
      speakers: renamed,
      sections: [
        { ...at('a', 0, 'One, edited.', 'sp1'), speaker: 'Chairwoman' },
        at('c', 20, 'Three.'),
        at('d', 30, 'Four.'),
      ],
    }));
    await saver.flush();
    expect(sent[1]).toEqual({
      sections: [{ ...at('a', 0, 'One, edited.', 'sp1'), speaker: 'Chairwoman' }],
      removedSectionIds: [],
      speakers: renamed,
    });
  });

  test('a failed save keeps its changes: the next one sends them with whatever came after', async () => {
    const offline: SaveAnswer = { ok: false, reason: 'offline', message: 'No connection' };
    const { saver, sent } = trackingSaver([offline]);
    saver.changed(() => ({ ...opened, sections: [at('a', 0, 'Edited.'), at('c', 20, 'Three.')] }));
    await saver.flush();
    expect(saver.current.status).toBe('offline');
    saver.changed(() => ({ ...opened, sections: [at('a', 0, 'Edited.'), at('c', 20, 'Later.')] }));
    await saver.flush();
    expect(sent.at(-1)).toEqual({
      sections: [at('a', 0, 'Edited.'), at('c', 20, 'Later.')],
      removedSectionIds: ['b'],
    });
    expect(saver.current).toMatchObject({ status: 'saved', version: 4 });
  });

  test('after a conflict the user goes on from: their own changes are what is sent', async () => {
    const conflict: SaveAnswer = { ok: false, reason: 'conflict', message: 'Changed elsewhere' };
    const { saver, sent } = trackingSaver([conflict]);
    const mine = { ...opened, sections: [at('a', 0, 'Mine.'), ...opened.sections.slice(1)] };
    saver.changed(() => mine);
    await saver.flush();
    saver.resume(8);
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([
      { sections: [at('a', 0, 'Mine.')], removedSectionIds: [] },
      { sections: [at('a', 0, 'Mine.')], removedSectionIds: [] },
    ]);
  });

  test('nothing changed since the last save: nothing is sent, unless a snapshot is asked', async () => {
    const { saver, sent } = trackingSaver([]);
    saver.changed(() => opened);
    await saver.flush();
    expect(sent).toEqual([]);
    expect(saver.current).toMatchObject({ status: 'saved', version: 3 });
    await saver.keepSnapshot(() => opened);
    expect(sent).toEqual([{ sections: [], removedSectionIds: [] }]);
  });
});

/** A saver over `saved` that keeps what each save sends. */
function editorSaver(saved: TranscriptContent) {
  const sent: SectionChanges[] = [];
  const saver = new TranscriptSaver({
    key: '1:7:default',
    version: 3,
    saved,
    localCopies: memoryCopies(),
    save: async (_content, version, _keep, changes) => {
      sent.push(changes);
      return { ok: true, version: version + 1 };
    },
    onState: () => undefined,
  });
  return { saver, sent };
}

/** Whether the server takes `content` whole (PUT) and `changes` as a PATCH: timings that fit. */
const serverTakes = (content: TranscriptContent, changes: SectionChanges) =>
  saveTranscriptSchema.safeParse({ content, version: 3 }).success &&
  saveChangesSchema.safeParse({ version: 3, ...changes }).success;

test('a save after a corrected word sends the others’ timings as saved and the old word’s span for the new one', async () => {
  const { saver, sent } = editorSaver(timedDraft);
  let state = editorState(timedDraft);
  const from = positionOf(state, 'Tuesday');
  state = applySpec(state, { changes: { from, to: from + 7, insert: 'Thursday' } });
  saver.changed(() => contentIn(state));
  await saver.flush();
  const [anna] = timedDraft.sections;
  expect(sent[0]!.sections).toEqual([
    {
      ...anna,
      text: 'We meet on Thursday.',
      words: [...anna!.words!.slice(0, 3), [anna!.words![3]![0], anna!.words![3]![1], 1]],
    },
  ]);
  expect(serverTakes(contentIn(state), sent[0]!)).toBe(true);
});

test('a box split from a draft is saved with the timings of its own words', async () => {
  const { saver, sent } = editorSaver(timedDraft);
  let state = editorState(timedDraft);
  state = applyCommand(cursorAt(state, positionOf(state, 'me, Dana')), addBoxAtCursor);
  saver.changed(() => contentIn(state));
  await saver.flush();
  const [, ben] = timedDraft.sections;
  expect(sent[0]!.sections).toMatchObject([
    { id: 'b', text: 'Fine by ', words: ben!.words!.slice(0, 2) },
    { text: 'me, Dana.', words: ben!.words!.slice(2) },
  ]);
  expect(serverTakes(contentIn(state), sent[0]!)).toBe(true);
});
