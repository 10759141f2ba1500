import { markerText, type MarkerKind } from '@portal/contracts/transcript/markers';
import { timecode } from '@portal/contracts/job/format';
import { textWords, type WordTiming } from '@portal/contracts/transcript/word-timings';
import type { TranscriptContent } from '@portal/contracts';

/** The benchmark's recording: 1,000 sections of 20 words over two hours, two speakers. */
export const SECTIONS = 1000;
export const WORDS_PER_SECTION = 20;
export const MEDIA_SECONDS = 2 * 3600;

const WORDS = `the of and to a in that it is was for on you he be with as by at have are this not
but had his they from she which or we an there her were one do been all their has would will what
if can when so no said who more about up them some could him into its then two time like only
other over just know people think year work back because good well also after first new way even
want look day most us need any these give our many those thing through very before much right
where mean long great little own still place find same while last might never next again under
meeting budget council project report customer quarter market figures contract delivery school
hospital patient doctor question answer interview morning evening weekend family village river
remember actually probably certainly honestly basically obviously really quite perhaps maybe`
  .split(/\s+/)
  .filter(Boolean);

const MARKERS: readonly MarkerKind[] = [
  'inaudible',
  'missedWord',
  'phoneticGuess',
  'talkingOver',
  'timecode',
];

/** A small seeded generator (mulberry32), so every run types into the same transcript. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sentences of English-ish words, a marker at the section's time in every tenth section. */
function sectionText(random: () => number, index: number, start: number): string {
  const words: string[] = [];
  let sentenceStart = true;
  for (let count = 0; count < WORDS_PER_SECTION; count++) {
    let word = WORDS[Math.floor(random() * WORDS.length)]!;
    if (sentenceStart) word = word[0]!.toUpperCase() + word.slice(1);
    sentenceStart = count === WORDS_PER_SECTION - 1 || random() < 0.12;
    words.push(sentenceStart ? `${word}${random() < 0.2 ? '?' : '.'}` : word);
  }
  if (index % 10 === 3) {
    const kind = MARKERS[Math.floor(index / 10) % MARKERS.length]!;
    words.splice(Math.floor(random() * WORDS_PER_SECTION), 0, markerText(kind, start + 2));
  }
  return words.join(' ');
}

/** The benchmark transcript: 20,000 words, start times rising over two hours. */
export function benchTranscript(): TranscriptContent {
  const random = seeded(2026);
  const speakers = [
    { id: 'sp1', name: 'Interviewer' },
    { id: 'sp2', name: 'Respondent' },
  ];
  const step = MEDIA_SECONDS / SECTIONS;
  const sections = Array.from({ length: SECTIONS }, (_, index) => {
    const start = Math.round((index * step + random() * step * 0.5) * 10) / 10;
    return {
      id: `s${index + 1}`,
      speaker: speakers[index % 2]!.name,
      start,
      text: sectionText(random, index, start),
    };
  });
  return { sections, speakers };
}

/** The share of a draft's words its engine is unsure of (below LOW_CONFIDENCE). */
const UNSURE_SHARE = 0.08;

/**
 * The benchmark transcript as a speech-to-text draft: each word timed, spread over its section
 * until just before the next one starts, a word's length its share; about one word in 12 unsure.
 */
export function timedBenchTranscript(): TranscriptContent {
  const content = benchTranscript();
  const random = seeded(42);
  const sections = content.sections.map((section, index) => {
    const end = content.sections[index + 1]?.start ?? MEDIA_SECONDS;
    const span = (end - section.start) * 0.9;
    const words = textWords(section.text);
    const letters = words.reduce((sum, word) => sum + word.word.length, 0);
    let at = section.start;
    const timings = words.map((word): WordTiming => {
      const next = at + (span * word.word.length) / letters;
      const sure = random() >= UNSURE_SHARE;
      const confidence = sure ? 0.7 + random() * 0.3 : random() * 0.55;
      const timing: WordTiming = [round(at), round(next), round(confidence)];
      at = next;
      return timing;
    });
    return { ...section, words: timings };
  });
  return { ...content, sections };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The same transcript as a textarea would hold it: each section's time and speaker, then text. */
export const plainText = (content: TranscriptContent): string =>
  content.sections
    .map(({ start, speaker, text }) => `${timecode(start)} ${speaker}\n${text}`)
    .join('\n\n');
