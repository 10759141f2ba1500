import { startProviderStandIn } from '../../api/src/modules/speech-to-text/test-provider.ts';
import { engineDraft } from './s2t-engine.ts';

/**
 * The speech-to-text engine of the journeys, one of Playwright's webServers: the API's stand-in
 * of OpenAI's transcription API (multipart in, verbose JSON out, its bearer key), answering
 * every part with `engineDraft`.
 */
const engine = await startProviderStandIn({ port: Number(process.env.S2T_ENGINE_PORT) });
engine.answers.push({ verbose: engineDraft });
console.log(`Speech-to-text engine stand-in at ${engine.config.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void engine.close().then(() => process.exit(0)));
}
