import { z } from 'zod';
import { S2T_ERROR_MAX_LENGTH } from '@portal/contracts/common/limits';
import { speechToTextTexts } from '@portal/contracts/speech-to-text/texts';
import type { SpeechToTextConfig } from '../../config.ts';

/**
 * The speech-to-text provider's HTTP API, as this adapter speaks it. It has the shape of the
 * pre-recorded APIs of Deepgram, AssemblyAI and Rev.ai: the provider fetches the audio from a
 * URL (a recording may be gigabytes; the API never streams it through itself) and answers timed
 * segments, each with its speaker when it told them apart, and its own id of the job when it keeps
 * one (Verbit's "vit job id", which the assign grid finds media by):
 *
 *   POST {S2T_PROVIDER_URL}/transcripts
 *   Authorization: Bearer {S2T_API_KEY}
 *   { "mediaUrl": "<presigned GET URL of the media's audio>", "reference": "media-<id>" }
 *   → 200 { "id": "job-8f3a", "segments": [{ "start": 0, "end": 4.2, "speaker": "Speaker 1", "text": "Hello." }] }
 *   → 4xx/5xx { "error": { "message": "…" } }, { "error": "…" }, { "message": "…" } or text
 *
 * The answer comes when the draft is made, so a long recording takes minutes: the call runs in
 * the speech-to-text task, which the task queue retries (provider 5xx, 408, 429, no answer).
 */
export const S2T_TIMEOUT_MS = 15 * 60_000;

export const s2tSegmentSchema = z.object({
  /** Seconds into the recording. */
  start: z.number().min(0),
  end: z.number().min(0).optional(),
  speaker: z.string().nullish(),
  text: z.string(),
});
export type S2tSegment = z.infer<typeof s2tSegmentSchema>;

const answerSchema = z.object({
  id: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().trim().min(1).max(100))
    .optional(),
  segments: z.array(s2tSegmentSchema),
});
/** The provider's answer: its id of the job, if it gave one, and the draft's segments. */
export interface S2tAnswer {
  jobId: string | null;
  segments: S2tSegment[];
}

/** The provider failed; `retry`: another attempt may go through (its fault, or the network's). */
export class ProviderError extends Error {
  readonly retry: boolean;

  constructor(message: string, retry: boolean) {
    super(message.slice(0, S2T_ERROR_MAX_LENGTH));
    this.name = 'ProviderError';
    this.retry = retry;
  }
}

// Busy or timed out: the same request may go through later. Other 4xx will not.
const retriedStatuses = new Set([408, 429]);

const errorBodySchema = z.union([
  z.object({ error: z.object({ message: z.string().min(1) }) }).transform((b) => b.error.message),
  z.object({ error: z.string().min(1) }).transform((b) => b.error),
  z.object({ message: z.string().min(1) }).transform((b) => b.message),
]);

/** What the provider said of its failure: its message, its text, else its status. */
function providerMessage(status: number, body: string): string {
  try {
    const said = errorBodySchema.safeParse(JSON.parse(body));
    if (said.success) return said.data;
  } catch {
    // Not JSON: its text, if any, is the message.
  }
  return body.trim() || speechToTextTexts.providerFailed(status);
}

async function post(config: SpeechToTextConfig, body: unknown): Promise<Response> {
  try {
    return await fetch(`${config.url}/transcripts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(S2T_TIMEOUT_MS),
    });
  } catch {
    // Refused, reset or timed out: nothing was said, so nothing to keep but that.
    throw new ProviderError(speechToTextTexts.unreachable, true);
  }
}

/** Asks the provider for the draft of the audio at `mediaUrl`; throws a ProviderError. */
export async function transcribe(
  config: SpeechToTextConfig,
  request: { mediaUrl: string; reference: string },
): Promise<S2tAnswer> {
  const response = await post(config, request);
  const body = await response.text();
  if (!response.ok)
    throw new ProviderError(
      providerMessage(response.status, body),
      response.status >= 500 || retriedStatuses.has(response.status),
    );
  try {
    const answer = answerSchema.parse(JSON.parse(body));
    return { jobId: answer.id ?? null, segments: answer.segments };
  } catch {
    throw new ProviderError(speechToTextTexts.unreadable, false);
  }
}
