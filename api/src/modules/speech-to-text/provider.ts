import { z } from 'zod';
import { S2T_ERROR_MAX_LENGTH } from '@portal/contracts/common/limits';
import { speechToTextTexts } from '@portal/contracts/speech-to-text/texts';
import type { SpeechToTextConfig } from '../../config.ts';

/**
 * The speech-to-text engine's HTTP API: OpenAI's transcription API, which OpenAI, whisper.cpp's
 * server, faster-whisper servers (speaches), LocalAI and others serve (docs/speech-to-text.md):
 *
 *   POST {S2T_URL}/v1/audio/transcriptions
 *   Authorization: Bearer {S2T_API_KEY}
 *   multipart/form-data: file, model, response_format=verbose_json,
 *     timestamp_granularities[]=word, timestamp_granularities[]=segment
 *   → 200 { text, language, duration, segments: [{ id, start, end, text, avg_logprob, … }],
 *           words: [{ word, start, end }] }
 *   → 4xx/5xx { error: { message, type, param, code } }
 *
 * Servers differ within that shape, and each difference is read: faster-whisper and whisper.cpp
 * give each word its `probability`; whisper.cpp answers its words (tokens, a word's pieces)
 * inside their segment and says its errors as `{ error: "…" }`; FastAPI servers as
 * `{ detail: "…" }`; diarizing servers name each segment's `speaker`.
 */
export const S2T_TRANSCRIPTIONS_PATH = '/v1/audio/transcriptions';

/** One part of a recording takes minutes at most; an engine silent longer than this is gone. */
export const S2T_TIMEOUT_MS = 15 * 60_000;

const seconds = z.number().finite().min(0);

const wordSchema = z.object({
  word: z.string(),
  start: seconds,
  end: seconds,
  probability: z.number().finite().optional(),
});
export type EngineWord = z.infer<typeof wordSchema>;

/** A word of a segment's own list; whisper.cpp leaves out its times with timestamps off. */
const segmentWordSchema = wordSchema.partial({ start: true, end: true });

const segmentSchema = z.object({
  start: seconds,
  end: seconds,
  text: z.string(),
  avg_logprob: z.number().finite().optional(),
  speaker: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((speaker) => (speaker === null || speaker === undefined ? '' : String(speaker))),
  words: z
    .array(segmentWordSchema)
    .optional()
    .transform((words) =>
      words?.filter(
        (word): word is EngineWord => word.start !== undefined && word.end !== undefined,
      ),
    ),
});
export type EngineSegment = z.infer<typeof segmentSchema>;

const answerSchema = z.object({
  duration: z.number().finite().min(0).optional(),
  segments: z.array(segmentSchema).default([]),
  words: z.array(wordSchema).optional(),
});
/** The engine's verbose answer for one part, as read: times are seconds into that part. */
export type EngineAnswer = z.infer<typeof answerSchema>;

/** The engine failed; `retry`: another attempt may go through (its fault, or the network's). */
export class ProviderError extends Error {
  readonly retry: boolean;

  constructor(message: string, retry: boolean) {
    super(message.slice(0, S2T_ERROR_MAX_LENGTH));
    this.name = 'ProviderError';
    this.retry = retry;
  }
}

// Busy or timed out: the same request may go through later. Other 4xx (a bad key, 401; a
// request it cannot take, 400) will not.
const retriedStatuses = new Set([408, 429]);

const errorBodySchema = z.union([
  z.object({ error: z.object({ message: z.string().min(1) }) }).transform((b) => b.error.message),
  z.object({ error: z.string().min(1) }).transform((b) => b.error),
  z.object({ detail: z.string().min(1) }).transform((b) => b.detail),
  z.object({ message: z.string().min(1) }).transform((b) => b.message),
]);

/** What the engine said of its failure: its message, its text, else its status. */
function engineMessage(status: number, body: string): string {
  try {
    const said = errorBodySchema.safeParse(JSON.parse(body));
    if (said.success) return said.data;
  } catch {
    // Not JSON: its text, if any, is the message.
  }
  return body.trim() || speechToTextTexts.providerFailed(status);
}

/** One part of the recording as sent: its bytes, file name (the engine reads the type off it). */
export interface AudioPart {
  bytes: Buffer;
  fileName: string;
  type: string;
}

function requestBody(config: SpeechToTextConfig, part: AudioPart): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.fileName);
  form.append('model', config.model);
  form.append('response_format', 'verbose_json');
  form.append('timestamp_granularities[]', 'word');
  form.append('timestamp_granularities[]', 'segment');
  return form;
}

async function post(config: SpeechToTextConfig, part: AudioPart): Promise<Response> {
  try {
    return await fetch(`${config.url}${S2T_TRANSCRIPTIONS_PATH}`, {
      method: 'POST',
      // An engine on the client's own machine may take no key: none is sent then.
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      body: requestBody(config, part),
      signal: AbortSignal.timeout(S2T_TIMEOUT_MS),
    });
  } catch {
    // Refused, reset or timed out: nothing was said, so nothing to keep but that.
    throw new ProviderError(speechToTextTexts.unreachable, true);
  }
}

/** Asks the engine for the transcription of one part; throws a ProviderError. */
export async function transcribePart(
  config: SpeechToTextConfig,
  part: AudioPart,
): Promise<EngineAnswer> {
  const response = await post(config, part);
  const body = await response.text().catch(() => {
    throw new ProviderError(speechToTextTexts.unreachable, true);
  });
  if (!response.ok)
    throw new ProviderError(
      engineMessage(response.status, body),
      response.status >= 500 || retriedStatuses.has(response.status),
    );
  try {
    return answerSchema.parse(JSON.parse(body));
  } catch {
    throw new ProviderError(speechToTextTexts.unreadable, false);
  }
}

/** An answer kept from before (its part's row): read as the engine's answers are. */
export const keptAnswer = (kept: unknown): EngineAnswer => answerSchema.parse(kept);
