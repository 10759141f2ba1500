import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/index.ts';
import { ffmpegStartLine } from './lib/ffmpeg-binary.ts';
import { seedServiceCatalogue } from './seed/catalogue.ts';
import { seedDemoData } from './seed/seed.ts';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = configOrExit();
console.log(ffmpegStartLine({ path: config.ffmpegPath, origin: config.ffmpegOrigin }));
const database = await openDatabase(config);
await database.migrate();
// The product's catalogue, in every mode; demo data outside production, where DEMO_DATA asks (by
// default in the embedded database only).
await seedServiceCatalogue(database.db, new Date());
const app = await buildApp(config, { database });
// After the app is built: the demo recordings go through its storage.
for (const line of await seedDemoData(app.deps, config)) console.log(line);

async function shutdown(signal: string): Promise<void> {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
}
process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start listening');
  await database.close();
  process.exit(1);
}
