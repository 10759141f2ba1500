import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseBuffer } from 'music-metadata';
import { S2T_PART_MAX_BYTES, S2T_PART_MAX_SECONDS, type SpeechToTextConfig } from '../../config.ts';
import { S2T_TRANSCRIPTIONS_PATH } from './provider.ts';

export const STAND_IN_KEY = 'sk-standin';
export const CALLBACK_SECRET = 'a-shared-secret-of-thirty-two-characters';

/** What the stand-in answers next: a verbose answer (200), or a failure with a status and body. */
export type Answer = { verbose: unknown } | { status: number; body: string };

/** A failure as OpenAI's API says it: `{ error: { message, type, param, code } }`. */
export const engineError = (status: number, message: string, code: string | null = null) => ({
  status,
  body: JSON.stringify({ error: { message, type: 'invalid_request_error', param: null, code } }),
});

/** What one request sent: its fields, and its file's name, type, size and playing time. */
export interface EngineRequest {
  model: string;
  responseFormat: string;
  granularities: string[];
  fileName: string;
  type: string;
  bytes: number;
  seconds: number;
}

/**
 * A local stand-in of a speech-to-text engine, speaking OpenAI's transcription API
 * (provider.ts): POST /v1/audio/transcriptions, multipart, with the bearer key (401 with the
 * error shape otherwise), answered from the queue `answers` (the last one again when it runs
 * out); each request that passed the key is kept in `requests`.
 */
export interface ProviderStandIn {
  config: SpeechToTextConfig;
  /** The key it takes: the config's, until a test revokes it. */
  key: string;
  answers: Answer[];
  requests: EngineRequest[];
  /** Holds every answer until the returned function is called: an engine still working. */
  hold(): () => void;
  close(): Promise<void>;
}

function nextAnswer(standIn: Pick<ProviderStandIn, 'answers'>): Answer {
  const next = standIn.answers.length > 1 ? standIn.answers.shift() : standIn.answers[0];
  return next ?? { status: 500, body: 'No answer prepared' };
}

/** The multipart body read as a browser's fetch reads it (undici's FormData). */
async function fieldsOf(headers: Record<string, string>, body: Buffer): Promise<EngineRequest> {
  const form = await new Request('http://stand-in/', {
    method: 'POST',
    headers,
    body: new Uint8Array(body),
  }).formData();
  const file = form.get('file');
  if (!(file instanceof File)) throw new Error("no 'file' part");
  const bytes = Buffer.from(await file.arrayBuffer());
  const { format } = await parseBuffer(bytes, { mimeType: file.type });
  return {
    model: String(form.get('model')),
    responseFormat: String(form.get('response_format')),
    granularities: form.getAll('timestamp_granularities[]').map(String),
    fileName: file.name,
    type: file.type,
    bytes: bytes.length,
    seconds: format.duration ?? 0,
  };
}

/** On `port` when given (a journey's engine, at a known place), else on a free one. */
export async function startProviderStandIn({ port: asked = 0 } = {}): Promise<ProviderStandIn> {
  const standIn = { key: STAND_IN_KEY, answers: [] as Answer[], requests: [] as EngineRequest[] };
  let held: Promise<void> = Promise.resolve();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = ({ status, body }: { status: number; body: string }) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(body);
      };
      if (request.method !== 'POST' || request.url !== S2T_TRANSCRIPTIONS_PATH)
        return send(engineError(404, 'Not found'));
      if (request.headers.authorization !== `Bearer ${standIn.key}`)
        return send(engineError(401, 'Incorrect API key provided.', 'invalid_api_key'));
      const headers = { 'content-type': request.headers['content-type'] ?? '' };
      fieldsOf(headers, Buffer.concat(chunks)).then(
        (fields) => {
          standIn.requests.push(fields);
          const next = nextAnswer(standIn);
          void held.then(() =>
            send('verbose' in next ? { status: 200, body: JSON.stringify(next.verbose) } : next),
          );
        },
        (error: Error) => send(engineError(400, error.message)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(asked, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    config: {
      url: `http://127.0.0.1:${port}`,
      apiKey: STAND_IN_KEY,
      model: 'whisper-1',
      partMaxBytes: S2T_PART_MAX_BYTES,
      partMaxSeconds: S2T_PART_MAX_SECONDS,
      callbackSecret: CALLBACK_SECRET,
    },
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
