/**
 * npm run bench -w api (transcript saves, issue 41): the API's CPU per save of a transcript, for
 * a one-section change through PATCH /v1/transcript/{id} (what the editor's autosave sends) and
 * for the whole-range PUT it sent before, on a 5,000- and a 20,000-word transcript, beside the
 * static /v3/remotes.json in the same run; then saves per second of two typists on different
 * ranges of one media, each saving one section after another, beside one typist alone. CPU is
 * the process's (the embedded database's thread included, not PostgreSQL's server); requests go
 * through `app.inject` with their bodies made beforehand, so no client work is counted. PGlite
 * unless DATABASE_URL is set. BENCH_SAVES (default 200 a row) and BENCH_SECONDS (default 10 a
 * throughput run) change the run. Figures are printed, not asserted.
 */
import type { InjectOptions } from 'fastify';
import type { TranscriptSection } from '@portal/contracts/transcript/schema';
import type { TestContext } from '../src/test/helper.ts';
import type { Caller } from '../src/modules/job/test-fixtures.ts';
import { jobCast, jobOn, orderedMedia } from '../src/modules/job/test-fixtures.ts';
import { startBenchServer } from './bench-server.ts';

const saves = Number(process.env.BENCH_SAVES ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const DURATION = 7_200;
const WORDS_PER_SECTION = 40;
const vocabulary =
  'the project interview résumé we discussed budget timeline quarterly report and then afterwards decided to follow up with the team'.split(
    ' ',
  );

const server = await startBenchServer('transcript-save');

/** Sections of 40 words evenly over the recording. */
function sectionsOf(words: number): TranscriptSection[] {
  const count = words / WORDS_PER_SECTION;
  return Array.from({ length: count }, (_, index) => ({
    id: `s${index}`,
    speaker: '',
    speakerId: '',
    start: Math.floor((index * DURATION) / count),
    text: `${Array.from(
      { length: WORDS_PER_SECTION },
      (_, w) => vocabulary[(index * 7 + w) % vocabulary.length],
    ).join(' ')}.`,
  }));
}

const json = (method: 'PUT' | 'PATCH', url: string, who: Caller, body: unknown): InjectOptions => ({
  method,
  url,
  headers: { ...who.headers, 'content-type': 'application/json' },
  // Made before the clock starts: the editor's work, not the API's.
  payload: JSON.stringify(body),
});

/** CPU µs per request over `count` requests made by `next(n)`, each awaited in turn. */
async function cpuPerRequest(count: number, next: (n: number) => InjectOptions) {
  for (let n = 0; n < 20; n++) await server.app.inject(next(-1 - n));
  const before = process.cpuUsage();
  for (let n = 0; n < count; n++) {
    const answer = await server.app.inject(next(n));
    if (answer.statusCode !== 200) throw new Error(`${answer.statusCode}: ${answer.body}`);
  }
  const cpu = process.cpuUsage(before);
  return (cpu.user + cpu.system) / count;
}

try {
  const t = {
    app: server.app,
    db: server.db,
    clock: { now: () => new Date(), advance: () => undefined },
  } as unknown as TestContext;
  const cast = await jobCast(t);

  /** A media of two halves, one typist's each, with a transcript of `words` words at version 1. */
  async function mediaOf(words: number) {
    const item = await orderedMedia(t, cast.client.id, DURATION);
    const half = DURATION / 2;
    await jobOn(t, item, { start: 0, end: half, status: 'in-progress', typistId: cast.typist.id });
    await jobOn(t, item, {
      start: half,
      end: DURATION,
      status: 'in-progress',
      typistId: cast.otherTypist.id,
    });
    const sections = sectionsOf(words);
    const stored = await server.app.inject(
      json('PUT', `/v1/transcript/${item.id}`, cast.admin, {
        content: { sections, speakers: [] },
        version: 0,
      }),
    );
    if (stored.statusCode !== 200) throw new Error(stored.body);
    return { id: item.id, sections, half, version: 1 };
  }

  const staticRoute = await cpuPerRequest(saves, () => ({
    method: 'GET',
    url: '/v3/remotes.json',
  }));
  const rows: string[][] = [['CPU µs per request', '5,000 words', '20,000 words']];
  const patchRow = ['PATCH, one section changed (the editor now)'];
  const putRow = ["PUT, the typist's whole range (the editor before)"];
  for (const words of [5_000, 20_000]) {
    const item = await mediaOf(words);
    const mine = item.sections.filter((section) => section.start < item.half);
    const changed = (n: number) => ({ ...mine[0]!, text: `Edited ${n} ${mine[0]!.text}` });
    // Each save is based on the one before: the version the answer gave.
    let version = item.version;
    const url = `/v1/transcript/${item.id}`;
    patchRow.push(
      (
        await cpuPerRequest(saves, (n) =>
          json('PATCH', url, cast.typist, { version: version++, sections: [changed(n)] }),
        )
      ).toFixed(0),
    );
    // The range's content as the editor sent it, made once (its text changes by one section).
    const bodies = [0, 1].map((n) => ({ sections: [changed(n), ...mine.slice(1)], speakers: [] }));
    putRow.push(
      (
        await cpuPerRequest(saves, (n) =>
          json('PUT', url, cast.typist, { version: version++, content: bodies[n & 1] }),
        )
      ).toFixed(0),
    );
  }
  rows.push(patchRow, putRow, [
    'static JSON (/v3/remotes.json), same run',
    staticRoute.toFixed(0),
    staticRoute.toFixed(0),
  ]);

  /** Saves per second of these typists, each saving a section of their half in turn. */
  async function savesPerSecond(typists: { who: Caller; from: number }[]) {
    const item = await mediaOf(5_000);
    const until = Date.now() + seconds * 1000;
    const counts = await Promise.all(
      typists.map(async ({ who, from }) => {
        let version = 1;
        let done = 0;
        let refused = 0;
        while (Date.now() < until) {
          const section = {
            id: `n${from}-${done}`,
            speakerId: '',
            start: from + (done % 3000),
            text: `Saved ${done}.`,
          };
          const answer = await server.app.inject(
            json('PATCH', `/v1/transcript/${item.id}`, who, { version, sections: [section] }),
          );
          if (answer.statusCode === 200) version = answer.json<{ version: number }>().version;
          else refused++;
          done++;
        }
        return { done, refused };
      }),
    );
    const done = counts.reduce((sum, count) => sum + count.done, 0);
    const refused = counts.reduce((sum, count) => sum + count.refused, 0);
    return { perSecond: done / seconds, refused };
  }
  const alone = await savesPerSecond([{ who: cast.typist, from: 1 }]);
  const both = await savesPerSecond([
    { who: cast.typist, from: 1 },
    { who: cast.otherTypist, from: DURATION / 2 + 1 },
  ]);

  console.log(`Transcript saves on ${server.driver}, ${saves} saves a row:\n`);
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
        )
        .join('  '),
    );
  console.log(
    `\nOne media, one section a save, ${seconds} s each (before issue 41: 36/s, every save of a media serialised):`,
  );
  console.log(
    `  one typist alone              ${alone.perSecond.toFixed(0)} saves/s, ${alone.refused} refused`,
  );
  console.log(
    `  two typists, different ranges ${both.perSecond.toFixed(0)} saves/s, ${both.refused} refused`,
  );
} finally {
  await server.close();
}
