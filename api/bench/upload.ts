/**
 * npm run bench -w api (after the estimate bench): a 200 MB WAV uploaded through the local
 * storage over real HTTP, as the portal sends it: POST /v1/media, each 10 MB part PUT to its
 * signed URL (BENCH_UPLOAD_CONCURRENCY at a time, default 4), then process (assembly, duration
 * read from the bytes, into the cart). Printed beside the raw write speed of the same bytes to
 * the same disk with fs. BENCH_UPLOAD_MB changes the size.
 */
import { rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_CHUNK_SIZE } from '@portal/contracts/common/constants';
import { createSessionId } from '@portal/contracts/auth/session-id';
import { wavBytes } from '../src/lib/wav.ts';
import { startBenchServer } from './bench-server.ts';

const megabytes = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const concurrency = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 4);
const MB = 1024 * 1024;

/** A WAV of `bytes` bytes: one second of tone repeated (8 kHz 8-bit mono). */
function wavOfSize(bytes: number): Buffer {
  const second = wavBytes(1);
  const file = Buffer.alloc(bytes);
  second.copy(file, 0, 0, 44);
  file.fill(second.subarray(44), 44);
  file.writeUInt32LE(bytes - 8, 4);
  file.writeUInt32LE(bytes - 44, 40);
  return file;
}

const seconds = (from: bigint): number => Number(process.hrtime.bigint() - from) / 1e9;
const rate = (bytes: number, time: number): string => `${(bytes / MB / time).toFixed(1)} MB/s`;

const server = await startBenchServer('upload');

try {
  const { base, dataDir } = server;
  const headers = { 'x-session-id': createSessionId() };
  const bytes = wavOfSize(megabytes * MB);

  // The disk's own speed for the same bytes: written in 10 MB writes and flushed, like the
  // storage's parts, and without the flush (the page cache), for reference.
  const raw = join(dataDir, 'raw.bin');
  const writeRaw = async (flush: boolean): Promise<number> => {
    const start = process.hrtime.bigint();
    const file = await open(raw, 'w');
    for (let at = 0; at < bytes.length; at += UPLOAD_CHUNK_SIZE)
      await file.write(bytes, at, Math.min(UPLOAD_CHUNK_SIZE, bytes.length - at));
    if (flush) await file.sync();
    await file.close();
    const time = seconds(start);
    rmSync(raw);
    return time;
  };
  await writeRaw(false); // warm-up: the first write of a run also allocates the pages
  const diskCached = await writeRaw(false);
  const diskFlushed = await writeRaw(true);

  const started = process.hrtime.bigint();
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
  const media = (await created.json()) as { id: number; partCount: number };

  const parts: { PartNumber: number; ETag: string }[] = [];
  let next = 1;
  const worker = async () => {
    for (let partNumber = next++; partNumber <= media.partCount; partNumber = next++) {
      const signed = await fetch(
        `${base}/v1/media/get-presigned-url-multipart?id=${media.id}&part_number=${partNumber}`,
        { headers },
      );
      const { presignedUrl } = (await signed.json()) as { presignedUrl: string };
      // Buffer.alloc's memory is a plain ArrayBuffer.
      const body = bytes.subarray(
        (partNumber - 1) * UPLOAD_CHUNK_SIZE,
        partNumber * UPLOAD_CHUNK_SIZE,
      );
      const put = await fetch(`${base}${presignedUrl}`, {
        method: 'PUT',
        headers: { 'content-type': 'audio/wav' },
        body: body as Buffer<ArrayBuffer>,
      });
      if (!put.ok) throw new Error(`PUT part ${partNumber}: ${put.status} ${await put.text()}`);
      parts.push({ PartNumber: partNumber, ETag: put.headers.get('etag') ?? '' });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const uploaded = seconds(started);

  const processStart = process.hrtime.bigint();
  const processed = await fetch(`${base}/v1/media/process/${media.id}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ parts }),
  });
  if (!processed.ok) throw new Error(`process: ${processed.status} ${await processed.text()}`);
  const result = (await processed.json()) as { duration: number; status: string };
  const processing = seconds(processStart);
  const total = seconds(started);

  const rows: [string, string][] = [
    ['file', `${megabytes} MB WAV, ${media.partCount} parts of 10 MB, ${concurrency} at a time`],
    [
      'upload (create + signed part PUTs)',
      `${rate(bytes.length, uploaded)} (${uploaded.toFixed(2)} s)`,
    ],
    [
      'process (assemble + read duration)',
      `${processing.toFixed(2)} s → ${result.status}, ${result.duration} s`,
    ],
    ['upload to processed, end to end', `${rate(bytes.length, total)} (${total.toFixed(2)} s)`],
    [
      'raw disk write, flushed (fsync)',
      `${rate(bytes.length, diskFlushed)} (${diskFlushed.toFixed(2)} s)`,
    ],
    [
      'raw disk write, page cache',
      `${rate(bytes.length, diskCached)} (${diskCached.toFixed(2)} s)`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\nUpload through local storage over HTTP (${base})`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
} finally {
  await server.close();
}
