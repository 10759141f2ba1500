/**
 * What the journeys' speech-to-text engine answers for any recording: OpenAI's verbose JSON of
 * three sentences in the recording's first 15 seconds, each word with its time and probability
 * (as faster-whisper servers give), one word the engine was unsure of.
 */
const sentences = [
  { start: 1, end: 4.6, text: 'Good morning, everyone, and welcome to the quarterly review.' },
  { start: 5.2, end: 8.6, text: 'Our budget grew by ten percent this year.' },
  { start: 9.4, end: 13.2, text: 'Let us look at the numbers together.' },
];
/** The word the engine was unsure of, and how unsure. */
export const UNSURE_WORD = { word: 'quarterly', probability: 0.41 };

const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

function wordsOf({ start, end, text }: (typeof sentences)[number]) {
  const words = text.split(' ').map((word) => word.replace(/[.,]/g, ''));
  const each = (end - start) / words.length;
  return words.map((word, index) => ({
    word,
    start: ms(start + index * each),
    end: ms(start + (index + 0.8) * each),
    probability: word === UNSURE_WORD.word ? UNSURE_WORD.probability : 0.97,
  }));
}

export const engineDraft = {
  task: 'transcribe',
  language: 'english',
  duration: 61,
  text: sentences.map((sentence) => sentence.text).join(' '),
  segments: sentences.map((sentence, id) => ({
    id,
    start: sentence.start,
    end: sentence.end,
    text: ` ${sentence.text}`,
    avg_logprob: -0.12,
    no_speech_prob: 0.01,
  })),
  words: sentences.flatMap(wordsOf),
};
