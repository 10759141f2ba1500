import { eq } from 'drizzle-orm';
import { startingSpeakers } from '@portal/contracts/transcript/speakers';
import { safeText } from '@portal/contracts/transcript/rules';
import { transcriptContentSchema } from '@portal/contracts/transcript/save-schema';
import type { TranscriptContent } from '@portal/contracts/transcript/schema';
import { alignWords, textWords, type WordTiming } from '@portal/contracts/transcript/word-timings';
import type { Db } from '../../db/index.ts';
import type { MediaRow, TranscriptRow } from '../../db/rows.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { media } from '../../db/schema.ts';
import { findTranscript, saveTranscript } from '../transcript/service.ts';
import type { EngineAnswer, EngineSegment, EngineWord } from './provider.ts';

/** A word as compared: lower case, letters and digits only, so punctuation changes nothing. */
export const comparedForm = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** How sure the engine was of its segment: exp(avg_logprob); 1 when it did not say. */
const segmentConfidence = (segment: EngineSegment) =>
  segment.avg_logprob === undefined ? 1 : clamp(Math.exp(segment.avg_logprob), 0, 1);

/** A word's confidence: its probability where the engine gave one, else its segment's. */
const wordConfidence = (word: EngineWord, fallback: number) =>
  word.probability === undefined ? fallback : clamp(word.probability, 0, 1);

/**
 * Each segment's words: the segment's own list where the engine answers one (whisper.cpp), else
 * the answer's words (OpenAI's) whose middle falls in the segment, or nearest it.
 */
function wordsBySegment(segments: readonly EngineSegment[], words: readonly EngineWord[]) {
  const owned = segments.map((segment) => [...(segment.words ?? [])]);
  if (segments.some((segment) => segment.words?.length)) return owned;
  for (const word of words) {
    const middle = (word.start + word.end) / 2;
    let best = 0;
    let distance = Infinity;
    segments.forEach((segment, index) => {
      const away = Math.max(segment.start - middle, middle - segment.end, 0);
      if (away < distance) [best, distance] = [index, away];
    });
    owned[best]?.push(word);
  }
  return owned;
}

/** The text's words spread over the segment by length, where the engine gave no word times. */
function spreadOver(text: string, segment: EngineSegment, confidence: number): WordTiming[] {
  const words = textWords(text).map(({ word }) => word.length);
  const letters = words.reduce((sum, length) => sum + length, 0);
  let at = segment.start;
  return words.map((length): WordTiming => {
    const next = at + ((segment.end - segment.start) * length) / letters;
    const timing: WordTiming = [at, next, confidence];
    at = next;
    return timing;
  });
}

/**
 * The timing of each word of the text from the engine's words. The engine's words are often
 * not the text's: OpenAI leaves out punctuation, whisper.cpp answers tokens (a word in pieces),
 * so both are compared letter by letter (comparedForm); a text word takes the time from its
 * first letter's engine word to its last's, and the least confidence among them. Where the
 * letters differ, the words are aligned by difference and the text's other words get times
 * between their neighbours, at the segment's confidence.
 */
function timingsOf(text: string, segment: EngineSegment, engineWords: readonly EngineWord[]) {
  const confidence = segmentConfidence(segment);
  const pieces = engineWords
    .filter((word) => comparedForm(word.word) !== '')
    .sort((a, b) => a.start - b.start);
  if (!pieces.length) return spreadOver(text, segment, confidence);
  const targets = textWords(text).map((word) => comparedForm(word.word));
  const pieceOfLetter = pieces.flatMap((piece, index) =>
    Array.from(comparedForm(piece.word), () => index),
  );
  if (targets.join('') !== pieces.map((piece) => comparedForm(piece.word)).join('')) {
    const before = {
      text: pieces.map((piece) => comparedForm(piece.word)).join(' '),
      words: pieces.map((p): WordTiming => [p.start, p.end, wordConfidence(p, confidence)]),
    };
    const same = (a: string, b: string) => comparedForm(a) === comparedForm(b);
    return alignWords(before, text, { same, confidence })!;
  }
  let letter = 0;
  let previousEnd = pieces[0]!.start;
  return targets.map((target): WordTiming => {
    // A word without letters or digits (a dash, an ampersand) is where the last word ended.
    if (target === '') return [previousEnd, previousEnd, confidence];
    const first = pieceOfLetter[letter]!;
    const last = pieceOfLetter[letter + target.length - 1]!;
    letter += target.length;
    const own = pieces.slice(first, last + 1);
    previousEnd = pieces[last]!.end;
    const sure = Math.min(...own.map((piece) => wordConfidence(piece, confidence)));
    return [pieces[first]!.start, previousEnd, sure];
  });
}

/** In order and within the recording, to the millisecond, as timingsFit takes them. */
function fitted(timings: readonly WordTiming[], duration: number): WordTiming[] {
  let lastStart = 0;
  return timings.map(([start, end, confidence]) => {
    const from = Math.max(lastStart, ms(clamp(start, 0, duration)));
    lastStart = from;
    return [from, Math.max(from, ms(clamp(end, 0, duration))), ms(confidence)];
  });
}

/** A speaker as the engine named it; whisper.cpp's "?" is its not knowing. */
const speakerOf = (segment: EngineSegment) => {
  const name = segment.speaker.trim();
  return name === '?' ? '' : name;
};

/**
 * The engine's answer as transcript content: one section per segment (segments are about a
 * sentence long, so each falls in one typist's range when the media is split), in time order,
 * none starting after the recording's end, each word of its text with its timing; each speaker
 * the engine named once in the list.
 */
export function draftContent(answer: EngineAnswer, duration: number): TranscriptContent {
  const spoken = answer.segments
    .map((segment) => ({ segment, text: safeText(segment.text).trim() }))
    .filter(({ text }) => text !== '')
    .sort((a, b) => a.segment.start - b.segment.start);
  const words = wordsBySegment(
    spoken.map(({ segment }) => segment),
    answer.words ?? [],
  );
  const names = [...new Set(spoken.map(({ segment }) => speakerOf(segment)))].filter(Boolean);
  return transcriptContentSchema.parse({
    sections: spoken.map(({ segment, text }, index) => ({
      id: `s2t-${index + 1}`,
      speaker: speakerOf(segment),
      start: ms(Math.min(segment.start, duration)),
      text,
      words: fitted(timingsOf(text, segment, words[index] ?? []), duration),
    })),
    speakers: names.map((name, index) => ({ id: `s2t-speaker-${index + 1}`, name })),
  });
}

/**
 * Whether a person saved the media's transcript: a typist, a proofreader, an admin (a save, a
 * restore). Only the draft leaves the transcript at the version it wrote (`s2tDraftVersion`).
 */
export async function hasTypedText(
  tx: Db,
  item: Pick<MediaRow, 'id' | 's2tDraftVersion'>,
): Promise<boolean> {
  return typedOver(await findTranscript(tx, item.id, 'default'), item);
}

const typedOver = (
  transcript: Pick<TranscriptRow, 'version'> | undefined,
  item: Pick<MediaRow, 's2tDraftVersion'>,
) => transcript !== undefined && transcript.version !== item.s2tDraftVersion;

/**
 * Saves the draft as the media's transcript, the typists' starting text, unless a person has
 * saved text: human work is never replaced by a machine's (answers false, nothing written). Its
 * speakers list starts with the meeting's attendees, as a new transcript's does; a draft speaker
 * with an attendee's name is that attendee. Call with the media locked, so no typist's save
 * slips in; an admin's, which takes no lock on the media, refuses the draft as a later save of
 * the whole would be refused (409).
 */
export async function saveDraft(
  tx: Db,
  item: Pick<MediaRow, 'id' | 's2tDraftVersion' | 'extraFields'>,
  content: TranscriptContent,
  at: Date,
): Promise<boolean> {
  const transcript = await findTranscript(tx, item.id, 'default');
  if (typedOver(transcript, item)) return false;
  const attendees = item.extraFields?.meetingAttendees ?? [];
  const draft = {
    mediaId: item.id,
    kind: 'default' as const,
    content: { ...content, speakers: startingSpeakers(attendees, content.speakers) },
    userId: null,
    at,
    written: 'whole' as const,
    base: transcript?.version ?? 0,
  };
  // In a savepoint: a refused draft leaves nothing of itself behind in the task's transaction.
  const row = await tx
    .transaction((savepoint) => saveTranscript(savepoint, draft))
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 409) return undefined;
      throw error;
    });
  if (!row) return false;
  await tx.update(media).set({ s2tDraftVersion: row.version }).where(eq(media.id, item.id));
  return true;
}
