/**
 * npm run bench -w api (after the estimate bench): a 200 MB 8 kHz WAV (made by ffmpeg: a tone
 * in noise) uploaded through the local storage over real HTTP, as the portal sends it: POST
 * /v1/media, each 10 MB part PUT to its signed URL (BENCH_UPLOAD_CONCURRENCY at a time, default
 * 4), then process (the parts made the object, the duration read, into the cart). The client
 * runs in a worker thread, as a browser is not in the API's process. Printed beside `dd` writing
 * the same bytes to the same disk with fsync, with where the time went; then the rendition of
 * that recording (the background task the upload enqueues): its time, size and settings, and
 * the time beside the recording's length. Then the same upload resumed (issue 43): its client
 * stops after RESUME_AFTER of the parts, and a new client (another thread, the file read again, as
 * after a reload) sends only the missing parts, then processes with every ETag (those kept and
 * its own); its throughput is of all the bytes over the whole time, the restart included.
 * BENCH_UPLOAD_MB changes the size.
 */
import { spawnSync } from 'node:child_process';
import { constants, createWriteStream, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parseBuffer } from 'music-metadata';
import { buffer } from 'node:stream/consumers';
import { UPLOAD_CHUNK_SIZE } from '@portal/contracts/common/constants';
import { createSessionId } from '@portal/contracts/auth/session-id';
import { media } from '../src/db/schema.ts';
import { readDuration } from '../src/modules/media/duration.ts';
import { PEAKS_PER_SECOND } from '../src/modules/media/peaks.ts';
import { runFfmpeg } from '../src/modules/media/ffmpeg.ts';
import type { BlobStorage } from '../src/modules/storage/storage.ts';
import { startBenchServer } from './bench-server.ts';

const MB = 1024 * 1024;
const RATE = 8_000;
const seconds = (from: bigint): number => Number(process.hrtime.bigint() - from) / 1e9;

/** The share of the parts sent before the resumed run's first client stops. */
const RESUME_AFTER = 0.4;

type Part = { PartNumber: number; ETag: string };

interface ClientJob {
  /**
   * The portal's upload; its first 40% then a stop (`interrupted`), and the rest by a new client
   * (`resumed`); or the bare reference: the same PUTs to a server that only writes.
   */
  kind: 'portal' | 'bare' | 'interrupted' | 'resumed';
  base: string;
  file: string;
  concurrency: number;
  /** For `resumed`: the upload the first client began, as the page keeps it. */
  begun?: Begun;
}

/** What an interrupted upload leaves: its media, its owner's session and the parts done. */
interface Begun {
  id: number;
  sessionId: string;
  parts: Part[];
}

interface ClientTimes {
  create: number;
  parts: number;
  process: number;
  total: number;
  partCount: number;
  id: number;
  duration: number;
  status: string;
  /** When the upload began (the file read) and ended: process.hrtime, one clock for all threads. */
  startedAt: bigint;
  endedAt: bigint;
  /** Parts this client sent. */
  sent: number;
  begun?: Begun;
}

/** PUTs the 10 MB parts `partNumbers` of `bytes`, `concurrency` at a time, to `urlOf`'s URLs. */
async function putParts(
  bytes: Buffer,
  partNumbers: readonly number[],
  concurrency: number,
  urlOf: (partNumber: number) => Promise<string>,
) {
  const parts: Part[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < partNumbers.length; index = next++) {
      const partNumber = partNumbers[index]!;
      const url = await urlOf(partNumber);
      const body = bytes.subarray(
        (partNumber - 1) * UPLOAD_CHUNK_SIZE,
        partNumber * UPLOAD_CHUNK_SIZE,
      );
      const put = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'audio/wav' },
        // readFileSync's memory is a plain ArrayBuffer.
        body: body as Buffer<ArrayBuffer>,
      });
      if (!put.ok) throw new Error(`PUT part ${partNumber}: ${put.status} ${await put.text()}`);
      parts.push({ PartNumber: partNumber, ETag: put.headers.get('etag') ?? '' });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return parts;
}

const numbersTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** The portal's side of the upload, timed; in its own thread. */
async function runClient({
  kind,
  base,
  file,
  concurrency,
  begun,
}: ClientJob): Promise<ClientTimes> {
  const bytes = readFileSync(file);
  const partCount = Math.ceil(bytes.length / UPLOAD_CHUNK_SIZE);
  if (kind === 'bare') {
    const start = process.hrtime.bigint();
    await putParts(
      bytes,
      numbersTo(partCount),
      concurrency,
      async (partNumber) => `${base}/${partNumber}`,
    );
    const endedAt = process.hrtime.bigint();
    const time = seconds(start);
    return {
      create: 0,
      parts: time,
      process: 0,
      total: time,
      partCount,
      id: 0,
      duration: 0,
      status: '',
      startedAt: start,
      endedAt,
      sent: partCount,
    };
  }
  const headers = { 'x-session-id': begun?.sessionId ?? createSessionId() };
  const started = process.hrtime.bigint();
  let item = begun && { id: begun.id };
  if (!item) {
    const created = await fetch(`${base}/v1/media`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'bench.wav',
        extension: 'wav',
        mime: 'audio/wav',
        size: bytes.length,
        currency: 'GBP',
      }),
    });
    if (!created.ok) throw new Error(`POST /v1/media: ${created.status} ${await created.text()}`);
    item = (await created.json()) as { id: number };
  }
  const { id } = item;
  const create = seconds(started);

  const kept = begun?.parts ?? [];
  const missing = numbersTo(partCount).filter(
    (partNumber) => !kept.some((part) => part.PartNumber === partNumber),
  );
  const sending =
    kind === 'interrupted' ? missing.slice(0, Math.round(partCount * RESUME_AFTER)) : missing;
  const partsStart = process.hrtime.bigint();
  const sent = await putParts(bytes, sending, concurrency, async (partNumber) => {
    const signed = await fetch(
      `${base}/v1/media/get-presigned-url-multipart?id=${id}&part_number=${partNumber}`,
      { headers },
    );
    const { presignedUrl } = (await signed.json()) as { presignedUrl: string };
    return `${base}${presignedUrl}`;
  });
  const partsTime = seconds(partsStart);
  const parts = [...kept, ...sent].sort((a, b) => a.PartNumber - b.PartNumber);
  const times = {
    create,
    parts: partsTime,
    partCount,
    id,
    startedAt: started,
    sent: sent.length,
  };
  if (kind === 'interrupted') {
    const endedAt = process.hrtime.bigint();
    return {
      ...times,
      process: 0,
      total: seconds(started),
      duration: 0,
      status: 'pending',
      endedAt,
      begun: { id, sessionId: headers['x-session-id'], parts },
    };
  }

  const processStart = process.hrtime.bigint();
  const processed = await fetch(`${base}/v1/media/process/${id}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ parts }),
  });
  if (!processed.ok) throw new Error(`process: ${processed.status} ${await processed.text()}`);
  const result = (await processed.json()) as { duration: number; status: string };
  const endedAt = process.hrtime.bigint();
  return {
    ...times,
    process: seconds(processStart),
    total: seconds(started),
    endedAt,
    ...result,
  };
}

if (!isMainThread) {
  const port = parentPort!;
  // Loaded: the job may come, and its time is the client's alone.
  port.once('message', async (job: ClientJob) => port.postMessage(await runClient(job)));
  port.postMessage('ready');
} else {
  await main();
}

/** The storage's calls, timed in place: seconds spent in each, summed over its calls. */
function timeCalls(storage: BlobStorage, names: readonly string[]) {
  const spent = new Map<string, { seconds: number; calls: number }>();
  const target = storage as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of names) {
    const original = target[name]?.bind(storage);
    if (!original) continue;
    target[name] = async (...args: unknown[]) => {
      const start = process.hrtime.bigint();
      try {
        return await original(...args);
      } finally {
        const entry = spent.get(name) ?? { seconds: 0, calls: 0 };
        spent.set(name, { seconds: entry.seconds + seconds(start), calls: entry.calls + 1 });
      }
    };
  }
  return { reset: () => spent.clear(), snapshot: () => new Map(spent) };
}

/** `dd` copying the file to the same disk in 10 MB blocks, flushed (conv=fsync) or not. */
function ddSeconds(file: string, to: string, flush: boolean): number {
  const start = process.hrtime.bigint();
  const dd = spawnSync('dd', [
    `if=${file}`,
    `of=${to}`,
    'bs=10M',
    ...(flush ? ['conv=fsync'] : []),
  ]);
  const time = seconds(start);
  if (dd.status !== 0) throw new Error(`dd: ${dd.stderr.toString()}`);
  rmSync(to);
  return time;
}

async function main() {
  const megabytes = Number(process.env.BENCH_UPLOAD_MB ?? 200);
  const concurrency = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 4);
  const runs = Number(process.env.BENCH_UPLOAD_RUNS ?? 3);
  const server = await startBenchServer('upload');
  try {
    const { base, dataDir, app } = server;
    const { ffmpegPath } = app.config;
    const storage = app.storage;

    // 16-bit mono at 8 kHz: a telephone recording, 16,000 bytes a second.
    const file = join(dataDir, 'bench.wav');
    const recordingSeconds = Math.floor((megabytes * MB - 44) / (2 * RATE));
    const tone = `sine=f=220:r=${RATE}:d=${recordingSeconds}`;
    const noise = `anoisesrc=r=${RATE}:a=0.05:d=${recordingSeconds}`;
    await runFfmpeg(ffmpegPath, [
      ...['-f', 'lavfi', '-i', tone, '-f', 'lavfi', '-i', noise],
      ...['-filter_complex', 'amix=inputs=2', '-ac', '1', '-c:a', 'pcm_s16le', file],
    ]);
    const size = statSync(file).size;

    const bytes = readFileSync(file);
    const hashStart = process.hrtime.bigint();
    createHash('md5').update(bytes).digest();
    const md5 = seconds(hashStart);
    const ddCached = ddSeconds(file, join(dataDir, 'dd.bin'), false);

    // putPart: the local storage's own method behind its signed part URLs.
    const calls = timeCalls(storage, ['putPart', 'completeMultipartUpload', 'write', 'writeFile']);

    // The machine is shared: each run measures dd and the bare reference beside its upload, and
    // the ratio is of the same run's figures.
    /** The rendition the upload of `id` enqueued, waited for: its time, and where it is. */
    const renditionOf = async (id: number) => {
      const processedAt = process.hrtime.bigint();
      let row = (await server.db.select().from(media).where(eq(media.id, id)))[0];
      while (row && !['done', 'failed'].includes(row.renditionState)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        row = (await server.db.select().from(media).where(eq(media.id, id)))[0];
      }
      const time = seconds(processedAt);
      if (!row?.renditionKey || !row.peaksKey) throw new Error(`rendition ${row?.renditionState}`);
      const keys = {
        storageKey: row.storageKey,
        renditionKey: row.renditionKey,
        peaksKey: row.peaksKey,
      };
      return { time, keys };
    };

    const results = [];
    for (let run = 0; run < runs; run += 1) {
      calls.reset();
      const ddFlushed = ddSeconds(file, join(dataDir, 'dd.bin'), true);
      const bare = await bareHttpSeconds(file, dataDir, concurrency);
      const client = await inWorker({ kind: 'portal', base, file, concurrency });
      // The rendition: the task the upload enqueued, from the moment the upload answered; waited
      // for, so that it does not share the machine with what follows.
      const { time: renditionTime, keys } = await renditionOf(client.id);
      const runCalls = calls.snapshot();

      // The same upload, its client stopped after 40% of the parts; a new one sends the rest.
      const next = await clientThread();
      const first = await inWorker({ kind: 'interrupted', base, file, concurrency });
      if (!first.begun) throw new Error('the interrupted upload left nothing to resume');
      const second = await next({ kind: 'resumed', base, file, concurrency, begun: first.begun });
      if (second.status !== 'uploaded' || second.duration !== client.duration)
        throw new Error(`resumed: ${second.status}, ${second.duration} s`);
      await renditionOf(second.id);
      const resumed = {
        total: Number(second.endedAt - first.startedAt) / 1e9,
        first,
        // From the stop to the new client's first request: the file read again, by a new client.
        restart: Number(second.startedAt - first.endedAt) / 1e9,
        second,
      };
      results.push({ ddFlushed, bare, client, renditionTime, keys, calls: runCalls, resumed });
    }
    const ratios = results.map(({ ddFlushed, client }) => ddFlushed / client.total);
    const resumedRatios = results.map(({ ddFlushed, resumed }) => ddFlushed / resumed.total);
    const median = (values: number[]) =>
      values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value)[
        Math.floor(values.length / 2)
      ]!.index;
    // The run of the median ratio is the one broken down; the resumed one likewise.
    const shown = results[median(ratios)]!;
    const shownResumed = results[median(resumedRatios)]!;
    const { ddFlushed, bare, client, renditionTime, keys: row } = shown;
    const of = (name: string) => shown.calls.get(name) ?? { seconds: 0, calls: 0 };

    const probeStart = process.hrtime.bigint();
    const probed = await readDuration(storage, row.storageKey, size);
    const probe = seconds(probeStart);
    const completed = of('completeMultipartUpload').seconds;
    const rendition = await buffer(await storage.read(row.renditionKey));
    const { format } = await parseBuffer(rendition);
    const peaks = (await storage.head(row.peaksKey))?.size ?? 0;
    const stored = of('writeFile').seconds + of('write').seconds;
    const decoded = await decodedFormat(ffmpegPath, row.renditionKey, storage);

    const ms = (time: number) => `${(time * 1000).toFixed(0)} ms`;
    const rate = (time: number) => `${(size / MB / time).toFixed(0)} MB/s`;
    const parts = of('putPart');
    const rows: [string, string][] = [
      [
        'file',
        `${(size / MB).toFixed(0)} MB WAV, 8 kHz 16-bit mono, ${recordingSeconds} s; ${client.partCount} parts of 10 MB, ${concurrency} at a time`,
      ],
      ['upload to processed, end to end', `${rate(client.total)} (${client.total.toFixed(2)} s)`],
      ['dd to the same disk, conv=fsync', `${rate(ddFlushed)} (${ddFlushed.toFixed(2)} s)`],
      [
        'ratio (dd fsync time / end to end)',
        `${(ddFlushed / client.total).toFixed(2)}, the median of ${runs} runs: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')} (goal ≥ 0.5)`,
      ],
      [
        'resumed, end to end (all bytes, the whole time)',
        `${rate(shownResumed.resumed.total)} (${shownResumed.resumed.total.toFixed(2)} s; uninterrupted in that run ${shownResumed.client.total.toFixed(2)} s)`,
      ],
      [
        '  first client, stopped',
        `${shownResumed.resumed.first.sent} of ${shownResumed.resumed.first.partCount} parts in ${shownResumed.resumed.first.total.toFixed(2)} s`,
      ],
      [
        '  restart',
        `${ms(shownResumed.resumed.restart)} (the new client given the kept parts, the file read again)`,
      ],
      [
        '  new client, the missing parts and process',
        `${shownResumed.resumed.second.sent} parts in ${shownResumed.resumed.second.parts.toFixed(2)} s, process ${ms(shownResumed.resumed.second.process)}`,
      ],
      [
        '  ratio (dd fsync time / resumed end to end)',
        `${(shownResumed.ddFlushed / shownResumed.resumed.total).toFixed(2)}, the median of ${runs} runs: ${resumedRatios.map((ratio) => ratio.toFixed(2)).join(', ')} (goal ≥ 0.5)`,
      ],
      ['dd, page cache (no fsync)', `${rate(ddCached)} (${ddCached.toFixed(2)} s)`],
      [
        'bare node:http PUTs of the parts to a file',
        `${rate(bare)} (${bare.toFixed(2)} s; the floor of any upload through Node here)`,
      ],
      ['  POST /v1/media', ms(client.create)],
      [
        '  part PUTs, wall',
        `${client.parts.toFixed(2)} s; in the storage ${parts.seconds.toFixed(2)} s over ${parts.calls} parts (receive, write at offset)`,
      ],
      ['    MD5 of the same bytes (the part ETags no longer hash)', ms(md5)],
      ['  PUT process, wall', ms(client.process)],
      ['    parts made the object', `${ms(completed)} (check, one fsync, rename; no copy)`],
      ['    duration read (again, alone)', `${ms(probe)} → ${probed?.toFixed(0)} s`],
      [
        '    the rest (size, price, cart, rendition enqueued)',
        ms(client.process - completed - probe),
      ],
      ['rendition (background task)', `${renditionTime.toFixed(1)} s after the upload answered`],
      [
        '  × the recording’s length',
        `${(renditionTime / recordingSeconds).toFixed(4)} (goal ≤ 0.05)`,
      ],
      [
        '  settings',
        `${decoded.channels} channel, ${decoded.sampleRate} Hz, ${((rendition.length * 8) / (format.duration ?? 1) / 1000).toFixed(1)} kbit/s, ${format.duration?.toFixed(0)} s`,
      ],
      [
        '  size',
        `${(rendition.length / MB).toFixed(1)} MB (${((rendition.length / size) * 100).toFixed(1)}% of the WAV)`,
      ],
      ['  stored (rendition + peaks)', ms(stored)],
      [
        '  peaks',
        `${peaks} (${(peaks / PEAKS_PER_SECOND).toFixed(0)} s at ${PEAKS_PER_SECOND} a second)`,
      ],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(`\nUpload through local storage over HTTP (${base})`);
    for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
  } finally {
    await server.close();
  }
}

/**
 * A client in a thread of its own, loaded (this file's imports take the thread a second or so,
 * which no browser spends on a reload): it runs the job it is given and answers its times.
 */
async function clientThread(): Promise<(job: ClientJob) => Promise<ClientTimes>> {
  const worker = new Worker(new URL(import.meta.url));
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return (job) =>
    new Promise<ClientTimes>((resolve, reject) => {
      worker.once('message', (times: ClientTimes) => {
        resolve(times);
        void worker.terminate();
      });
      worker.once('error', reject);
      worker.postMessage(job);
    });
}

/** Runs the client in a worker thread and answers its times. */
async function inWorker(job: ClientJob): Promise<ClientTimes> {
  return (await clientThread())(job);
}

/**
 * The same part PUTs to a node:http server of this process that only writes each body to its
 * place in one file: what HTTP through Node costs on this machine, beside the portal's upload.
 */
async function bareHttpSeconds(file: string, dataDir: string, concurrency: number) {
  const target = join(dataDir, 'bare.bin');
  const server = createServer((request, response) => {
    const partNumber = Number(request.url?.slice(1));
    const out = createWriteStream(target, {
      flags: (constants.O_WRONLY | constants.O_CREAT) as unknown as string,
      start: (partNumber - 1) * UPLOAD_CHUNK_SIZE,
      highWaterMark: MB,
    });
    request.pipe(out).once('finish', () => response.end(''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const times = await inWorker({
      kind: 'bare',
      base: `http://127.0.0.1:${port}`,
      file,
      concurrency,
    });
    return times.total;
  } finally {
    server.close();
    rmSync(target, { force: true });
  }
}

/** The channels and sample rate ffmpeg decodes from a stored file (from a WAV header). */
async function decodedFormat(ffmpegPath: string, key: string, storage: BlobStorage) {
  const wav: Buffer[] = [];
  let length = 0;
  await runFfmpeg(
    ffmpegPath,
    ['-i', 'pipe:0', '-t', '1', '-c:a', 'pcm_s16le', '-f', 'wav', 'pipe:1'],
    {
      stdin: await storage.read(key),
      onStdout: (chunk) => {
        if (length < 44) wav.push(chunk);
        length += chunk.length;
      },
    },
  );
  const header = Buffer.concat(wav);
  return { channels: header.readUInt16LE(22), sampleRate: header.readUInt32LE(24) };
}
