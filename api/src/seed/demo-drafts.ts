import type { TranscriptContent } from '@portal/contracts/transcript/schema';
import { LOW_CONFIDENCE } from '@portal/contracts/transcript/word-timings';
import type { ToneStep } from '../lib/wav.ts';
import { comparedForm, draftContent } from '../modules/speech-to-text/draft.ts';
import { keptAnswer } from '../modules/speech-to-text/provider.ts';
import { DEMO_PAUSE, demoLines, demoUnsure } from '../modules/media/demo-script.ts';

/** One line a speech-to-text engine heard: when it was spoken, by whom, and what it made of it. */
export interface HeardLine {
  start: number;
  end: number;
  speaker: string;
  text: string;
}

// Each word takes this share of its slot, the rest a pause, as spoken words have.
const SPOKEN = 0.85;

/**
 * The answer an engine gives for the lines, in OpenAI's verbose shape with faster-whisper's word
 * probabilities: the words spread over their line's span by length, the `unsure` words below
 * LOW_CONFIDENCE (as a name or a mumble is), the others sure.
 */
export function heardAnswer(lines: readonly HeardLine[], unsure: ReadonlySet<string>) {
  const words: { word: string; start: number; end: number; probability: number }[] = [];
  const segments = lines.map((line, id) => {
    const spoken = line.text.split(/\s+/).filter(Boolean);
    const letters = spoken.reduce((sum, word) => sum + word.length, 0);
    const slot = (line.end - line.start) / letters;
    let at = line.start;
    const own = spoken.map((word, index) => {
      const doubt = unsure.has(comparedForm(word));
      const heard = {
        word: word.replace(/[^\p{L}\p{N}'-]/gu, ''),
        start: at,
        end: at + slot * word.length * SPOKEN,
        probability: doubt ? LOW_CONFIDENCE - 0.2 - (index % 3) * 0.05 : 0.9 + (index % 5) * 0.02,
      };
      at += slot * word.length;
      return heard;
    });
    words.push(...own);
    const mean = own.reduce((sum, word) => sum + word.probability, 0) / own.length;
    return {
      id,
      start: line.start,
      end: line.end,
      speaker: line.speaker,
      text: ` ${line.text}`,
      avg_logprob: Math.log(mean),
    };
  });
  return { task: 'transcribe', language: 'english', segments, words };
}

/** The lines as the draft speech-to-text makes of them: word timings from the engine's answer. */
export const heardDraft = (
  lines: readonly HeardLine[],
  duration: number,
  unsure: ReadonlySet<string> = new Set(),
): TranscriptContent => draftContent(keptAnswer(heardAnswer(lines, unsure)), duration);

/**
 * A generated recording's voiced tone steps (its voices), in order to its end, the pattern
 * repeated as wavBytes repeats it: where a speaker is heard, and which (by the tone).
 */
export function voicedSteps(pattern: readonly ToneStep[], seconds: number) {
  const steps: { start: number; end: number; hz: number }[] = [];
  for (let at = 0; at < seconds;)
    for (const step of pattern) {
      if (at >= seconds) break;
      const end = Math.min(seconds, at + step.seconds);
      if (step.hz > 0) steps.push({ start: at, end, hz: step.hz });
      at = end;
    }
  return steps;
}

/**
 * The typist demo's draft (GET /v1/media/demo/init): the shipped recording's lines as an engine
 * hears them, each spoken from its start to the pause before the next.
 */
export function typistDemoDraft(duration: number): TranscriptContent {
  const lines = demoLines.map(([start, speaker, text], index) => ({
    start,
    end: Math.max(start, (demoLines[index + 1]?.[0] ?? duration) - DEMO_PAUSE),
    speaker,
    text,
  }));
  return heardDraft(lines, duration, new Set(demoUnsure));
}
