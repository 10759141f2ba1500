import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SpeechToTextConfig } from '../../config.ts';
import type { S2tSegment } from './provider.ts';

export const STAND_IN_KEY = 'key_standin';
export const CALLBACK_SECRET = 'a-shared-secret-of-thirty-two-characters';

/** What the stand-in answers next: a draft's segments, or a failure with a status and body. */
export type Answer = { id?: string; segments: S2tSegment[] } | { status: number; body: string };

/**
 * A local stand-in of the speech-to-text provider, speaking the adapter's API (provider.ts):
 * POST /transcripts with the bearer key, answered from the queue `answers` (the last one again
 * when it runs out); every request's JSON body is kept in `requests`.
 */
export interface ProviderStandIn {
  config: SpeechToTextConfig;
  answers: Answer[];
  requests: { mediaUrl: string; reference: string }[];
  /** Holds every answer until the returned function is called: a provider still working. */
  hold(): () => void;
  close(): Promise<void>;
}

function answer(standIn: Pick<ProviderStandIn, 'answers'>): Answer {
  const next = standIn.answers.length > 1 ? standIn.answers.shift() : standIn.answers[0];
  return next ?? { status: 500, body: 'No answer prepared' };
}

export async function startProviderStandIn(): Promise<ProviderStandIn> {
  const standIn = { answers: [] as Answer[], requests: [] as ProviderStandIn['requests'] };
  let held: Promise<void> = Promise.resolve();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: string) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(body);
      };
      if (request.method !== 'POST' || request.url !== '/transcripts')
        return send(404, JSON.stringify({ error: { message: 'Not found' } }));
      if (request.headers.authorization !== `Bearer ${STAND_IN_KEY}`)
        return send(401, JSON.stringify({ error: { message: 'Invalid API key' } }));
      standIn.requests.push(JSON.parse(Buffer.concat(chunks).toString()));
      const next = answer(standIn);
      void held.then(() =>
        'segments' in next ? send(200, JSON.stringify(next)) : send(next.status, next.body),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    config: {
      url: `http://127.0.0.1:${port}`,
      apiKey: STAND_IN_KEY,
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
