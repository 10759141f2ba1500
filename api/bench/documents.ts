/**
 * npm run bench -w api (documents): the time to make each transcript document from a 2-hour,
 * 20,000-word transcript with four speakers, markers, accents and some Hebrew; then a project's
 * bulk download of 100 such transcripts as a zip through the API, made in the background: the
 * time to the 202 answer and until the zip is ready, first generated (and cached) then from the
 * cache; last, five files' PDFs, which a request still zips while it waits. BENCH_ZIP_FILES
 * changes the number of files (default 100). A zip of 100 PDFs costs about the files times one
 * PDF's time (the PDF row), so it is left out of the default run.
 */
import { setTimeout } from 'node:timers/promises';
import { DOCUMENT_TYPES, type DocumentType } from '@portal/contracts/common/constants';
import type { BulkDownload } from '@portal/contracts/documents/schema';
import type { TranscriptContent } from '@portal/contracts/transcript/schema';
import { generateDocument, productRequest } from '../src/modules/documents/generate.ts';
import type { DocumentSource } from '../src/modules/documents/model.ts';
import { documentTestData } from '../src/modules/documents/test-data.ts';
import { wordsIn } from '../src/modules/transcript/service.ts';
import { findUserByEmail } from '../src/modules/user/service.ts';
import { seedDemoAccounts } from '../src/seed/seed.ts';
import { bearer, signIn } from '../src/test/helper.ts';
import { startBenchServer } from './bench-server.ts';

const zipFiles = Number(process.env.BENCH_ZIP_FILES ?? 100);
/** How often the bench asks how far a background zip is. */
const POLL_MS = 50;
/** Five 2-hour files: the ten hours a request zips while it waits (BULK_DOWNLOAD_IMMEDIATE_SECONDS). */
const IMMEDIATE_FILES = 5;
const DURATION = 7_200;
const WORDS = 20_000;
const WORDS_PER_SECTION = 40;

const vocabulary =
  'the project interview résumé café naïve we discussed budget über señor déjà vu timeline quarterly report and then afterwards decided to follow up with the team'.split(
    ' ',
  );
const hebrew = 'שלום עולם זה משפט בעברית עם כמה מילים'.split(' ');
const speakers = ['Zoë Müller', 'Dr. Ōkubo', 'José Álvarez', 'Interviewer'];

/** 500 sections of 40 words over two hours; every 25th in Hebrew, a marker every 150 words. */
function bigTranscript(): TranscriptContent {
  const count = WORDS / WORDS_PER_SECTION;
  const sections = Array.from({ length: count }, (_, index) => {
    const words = index % 25 === 24 ? hebrew : vocabulary;
    const text = Array.from({ length: WORDS_PER_SECTION }, (_, w) => {
      const word = words[(index * 7 + w) % words.length] ?? '';
      const at = index * WORDS_PER_SECTION + w;
      return at % 150 === 149 ? `${word} [inaudible ${String(at % 60).padStart(2, '0')}.12]` : word;
    }).join(' ');
    return {
      id: `s${index}`,
      speaker: speakers[index % speakers.length] ?? '',
      start: (index * DURATION) / count,
      text: `${text}.`,
    };
  });
  return { sections, speakers: speakers.map((name, i) => ({ id: `p${i}`, name })) };
}

const milliseconds = (from: bigint): number => Number(process.hrtime.bigint() - from) / 1e6;
const content = bigTranscript();
const source: DocumentSource = {
  kind: 'default',
  mediaTitle: 'Board meeting.mp3',
  projectTitle: 'Quarterly reviews',
  duration: DURATION,
  version: 1,
  savedAt: new Date(),
  content,
};

console.log(
  `A ${DURATION / 3600}-hour transcript: ${content.sections.length} sections, ${wordsIn(content)} words (markers not counted)\n`,
);
const rows: string[][] = [['format', 'ms (median of 3)', 'size']];
for (const type of DOCUMENT_TYPES) {
  const request = productRequest(type, []);
  await generateDocument(source, request); // warm-up: fonts parsed, code compiled
  const times: number[] = [];
  let size = 0;
  for (let run = 0; run < 3; run++) {
    const start = process.hrtime.bigint();
    size = (await generateDocument(source, request)).length;
    times.push(milliseconds(start));
  }
  const median = times.sort((a, b) => a - b)[1] ?? 0;
  rows.push([type, median.toFixed(0), `${(size / 1024).toFixed(0)} KB`]);
}
for (const row of rows)
  console.log(`${row[0]?.padEnd(14)}${row[1]?.padStart(18)}${row[2]?.padStart(10)}`);

// The bulk download through the API, on a fresh embedded database and local storage.
const server = await startBenchServer('documents');
try {
  const { app, db } = server;
  await seedDemoAccounts(db, new Date());
  const ownerId = (await findUserByEmail(db, 'client@demo.test'))?.id ?? 0;
  const data = documentTestData(db, () => new Date());
  const project = await data.project(ownerId, 'Quarterly reviews');
  const mediaIds: number[] = [];
  for (let n = 0; n < zipFiles; n++) {
    const item = await data.media(ownerId, project.id, {
      title: `Board meeting ${n + 1}.mp3`,
      duration: DURATION,
    });
    await data.transcript(item.id, content);
    mediaIds.push(item.id);
  }
  const headers = bearer(await signIn(app, 'client@demo.test'));
  const get = (url: string) => app.inject({ url, headers });

  /** Asks for the zip; a 202 is followed until ready. Answers the times and the zip's size. */
  async function zip(type: DocumentType, listedIds: readonly number[]) {
    const start = process.hrtime.bigint();
    const listed = listedIds.map((id) => `&media_ids[]=${id}`).join('');
    const response = await get(
      `/v1/project/download-product/${project.id}?documentType=${type}${listed}`,
    );
    const answered = milliseconds(start);
    if (response.statusCode === 200)
      return { answered, ready: answered, bytes: response.rawPayload.length };
    if (response.statusCode !== 202)
      throw new Error(`The zip answered ${response.statusCode}: ${response.body}`);
    const { id } = response.json<BulkDownload>();
    for (;;) {
      const progress = (await get(`/v1/bulk-download/${id}`)).json<BulkDownload>();
      if (progress.status === 'failed') throw new Error(`The zip failed: ${progress.error}`);
      if (progress.status === 'ready') break;
      await setTimeout(POLL_MS);
    }
    const ready = milliseconds(start);
    return {
      answered,
      ready,
      bytes: (await get(`/v1/bulk-download/${id}/file`)).rawPayload.length,
    };
  }

  console.log(
    `\nGET /v1/project/download-product: ${zipFiles} files of 2 hours each, made in the background (202), then ready`,
  );
  console.log(
    `${''.padEnd(26)}${'answer'.padStart(10)}${'ready'.padStart(10)}${'size'.padStart(10)}`,
  );
  const few = mediaIds.slice(0, IMMEDIATE_FILES);
  for (const [type, label, listed] of [
    ['DOCX', 'generated', []],
    ['DOCX', 'from the cache', []],
    ['TXT_clean', 'generated', []],
    ['PDF', `${few.length} files, at once`, few],
  ] as const) {
    const { answered, ready, bytes } = await zip(type, listed);
    const size = (bytes / 1024 / 1024).toFixed(1);
    console.log(
      `${`${type}, ${label}`.padEnd(26)}${`${answered.toFixed(0)} ms`.padStart(10)}${`${ready.toFixed(0)} ms`.padStart(10)}${`${size} MB`.padStart(10)}`,
    );
  }
} finally {
  await server.close();
}
