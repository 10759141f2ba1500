import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg } from '../modules/media/ffmpeg.ts';

/** How recordings of one family are written: ffmpeg's muxer and encoders, by ffmpeg's names. */
interface Recipe {
  format: string;
  audio: string;
  /** The video stream's encoder, for a video family: a black picture beside the sound. */
  video?: string;
  /**
   * Further output options, by ffmpeg's names: `-strict` for an encoder it calls experimental,
   * a bit rate where the encoder's default does not suit a mono 22 kHz tone, the quickest
   * settings where a video encoder's default takes seconds.
   */
  options?: readonly string[];
  /** The tone's sample rate, where the container or codec takes only one (MXF: 48 kHz). */
  sampleRate?: number;
  /** For a family ffmpeg writes wrong: its bytes put right by hand. */
  repair?: (recording: Buffer) => Buffer;
  /** For a family ffmpeg cannot write: the header put before the raw samples by hand. */
  header?: (samples: { bytes: number; rate: number }) => Buffer;
}

const SAMPLE_RATE = 22_050;
const FRAME_RATE = 25;

/** NIST SPHERE: a 1024-byte text header, then the samples. */
const sphere = ({ bytes, rate }: { bytes: number; rate: number }) => {
  const fields = [
    'NIST_1A',
    '   1024',
    `sample_count -i ${bytes / 2}`,
    'sample_n_bytes -i 2',
    'channel_count -i 1',
    'sample_byte_format -s2 10',
    `sample_rate -i ${rate}`,
    'sample_coding -s3 pcm',
    'end_head',
  ];
  return Buffer.from(`${fields.join('\n')}\n`.padEnd(1024, ' '));
};

/** Portable Voice Format: its magic, then channels, rate and bits a sample on one line. */
const pvf = ({ rate }: { rate: number }) => Buffer.from(`PVF1\n1 ${rate} 16\n`);

/** Ensoniq PARIS: tag, version 0, byte order, rate, 16-bit PCM (0), channels, then 2048 bytes. */
const paris =
  (order: 'big' | 'little') =>
  ({ rate }: { rate: number }) => {
    const header = Buffer.alloc(2048);
    header.write(order === 'big' ? ' paf' : 'fap ', 'latin1');
    const fields = [0, order === 'big' ? 0 : 1, rate, 0, 1];
    fields.forEach((value, index) =>
      order === 'big'
        ? header.writeUInt32BE(value, 4 + index * 4)
        : header.writeUInt32LE(value, 4 + index * 4),
    );
    return header;
  };

/** Amiga MAUD, an IFF form: its MHDR (16-bit, rate as clock / 1, mono), then the MDAT chunk. */
const maud = ({ bytes, rate }: { bytes: number; rate: number }) => {
  const header = Buffer.alloc(12 + 8 + 32 + 8);
  header.write('FORM', 0, 'latin1');
  header.writeUInt32BE(header.length - 8 + bytes, 4);
  header.write('MAUDMHDR', 8, 'latin1');
  header.writeUInt32BE(32, 16);
  header.writeUInt32BE(bytes / 2, 20);
  header.writeUInt16BE(16, 24);
  header.writeUInt16BE(16, 26);
  header.writeUInt32BE(rate, 28);
  header.writeUInt16BE(1, 32);
  header.writeUInt16BE(1, 36);
  header.write('MDAT', 52, 'latin1');
  header.writeUInt32BE(bytes, 56);
  return header;
};

/** Psion 3 sound: its 18-byte magic, the sample count, then 10 fixed bytes; A-law at 8 kHz. */
const psion = ({ bytes }: { bytes: number }) => {
  const header = Buffer.alloc(32);
  header.write('ALawSoundFile**\0\x0f\x10', 'latin1');
  header.writeUInt32BE(bytes, 18);
  header[25] = 1;
  return header;
};

/**
 * RealMedia with each packet stamped with its time. ffmpeg's rm muxer (4.1's, and 8.1's through
 * node-av) stamps every RealAudio 14.4 packet 0 ms, and ffmpeg 4.1 reading such a file squeezes
 * its 3 s into 0.05 s; RealAudio's own encoders stamp each 20 ms frame with its time.
 */
const realAudioTimes = (recording: Buffer) => {
  let chunk = 0;
  while (recording.toString('latin1', chunk, chunk + 4) !== 'DATA')
    chunk += recording.readUInt32BE(chunk + 4);
  const packets = recording.readUInt32BE(chunk + 10);
  let packet = chunk + 18;
  for (let index = 0; index < packets; index++) {
    recording.writeUInt32BE(index * 20, packet + 6);
    packet += recording.readUInt16BE(packet + 2);
  }
  return recording;
};

const x264 = ['-preset', 'ultrafast'];

/**
 * One recipe for each accepted extension that ffmpeg reads (uploads.ts): the family's usual
 * codecs in its container.
 */
export const recordingFormats = {
  aac: { format: 'adts', audio: 'aac' },
  ac3: { format: 'ac3', audio: 'ac3' },
  aiff: { format: 'aiff', audio: 'pcm_s16be' },
  au: { format: 'au', audio: 'pcm_s16be' },
  caf: { format: 'caf', audio: 'alac' },
  dts: { format: 'dts', audio: 'dca', options: ['-strict', 'experimental'] },
  fap: { format: 's16le', audio: 'pcm_s16le', header: paris('little') },
  m4a: { format: 'ipod', audio: 'aac' },
  maud: { format: 's16be', audio: 'pcm_s16be', header: maud },
  mp2: { format: 'mp2', audio: 'mp2' },
  mp3: { format: 'mp3', audio: 'libmp3lame' },
  nist: { format: 's16be', audio: 'pcm_s16be', header: sphere },
  ogg: { format: 'ogg', audio: 'libvorbis', options: ['-b:a', '48k'] },
  opus: { format: 'opus', audio: 'libopus' },
  paf: { format: 's16be', audio: 'pcm_s16be', header: paris('big') },
  pvf: { format: 's16be', audio: 'pcm_s16be', header: pvf },
  ra: { format: 'rm', audio: 'real_144', sampleRate: 8_000, repair: realAudioTimes },
  snd: { format: 'au', audio: 'pcm_mulaw' },
  sph: { format: 's16be', audio: 'pcm_s16be', header: sphere },
  voc: { format: 'voc', audio: 'pcm_u8' },
  w64: { format: 'w64', audio: 'pcm_s16le' },
  wav: { format: 'wav', audio: 'pcm_s16le' },
  wma: { format: 'asf', audio: 'wmav2' },
  wve: { format: 'alaw', audio: 'pcm_alaw', sampleRate: 8_000, header: psion },
  '3gp': { format: '3gp', audio: 'aac', video: 'h263' },
  '3p2': { format: '3g2', audio: 'aac', video: 'mpeg4' },
  asf: { format: 'asf', audio: 'wmav2', video: 'wmv2' },
  avi: { format: 'avi', audio: 'libmp3lame', video: 'mpeg4' },
  flv: { format: 'flv', audio: 'aac', video: 'flv' },
  m4v: { format: 'mp4', audio: 'aac', video: 'mpeg4' },
  mkw: { format: 'matroska', audio: 'libvorbis', video: 'mpeg4', options: ['-b:a', '48k'] },
  mov: { format: 'mov', audio: 'aac', video: 'mpeg4' },
  mp4: { format: 'mp4', audio: 'aac', video: 'libx264', options: x264 },
  mpeg: { format: 'mpeg', audio: 'mp2', video: 'mpeg1video' },
  mpg: { format: 'mpeg', audio: 'mp2', video: 'mpeg2video' },
  mts: { format: 'mpegts', audio: 'ac3', video: 'libx264', options: x264 },
  mxf: { format: 'mxf', audio: 'pcm_s16le', sampleRate: 48_000, video: 'mpeg2video' },
  swf: { format: 'swf', audio: 'libmp3lame', video: 'flv' },
  vob: { format: 'vob', audio: 'ac3', video: 'mpeg2video' },
  webm: {
    format: 'webm',
    audio: 'libopus',
    video: 'libvpx-vp9',
    options: ['-deadline', 'realtime', '-cpu-used', '8'],
  },
  wmv: { format: 'asf', audio: 'wmav2', video: 'wmv2' },
  wtv: { format: 'wtv', audio: 'mp2', video: 'mpeg2video' },
} as const satisfies Record<string, Recipe>;

export type RecordingFormat = keyof typeof recordingFormats;

/** ffmpeg's inputs and streams for the recipe: the tone, and the picture for a video family. */
function streamArgs(recipe: Recipe, { tone, seconds }: { tone: number; seconds: number }) {
  const rate = recipe.sampleRate ?? SAMPLE_RATE;
  const sound = `sine=frequency=440:sample_rate=${rate}:duration=${tone}`;
  const picture = `color=c=black:s=128x96:r=${FRAME_RATE}:d=${seconds}`;
  const video = recipe.video
    ? [
        ...['-f', 'lavfi', '-i', picture],
        // The picture first: MXF takes no other order.
        ...['-map', '1:v', '-c:v', recipe.video, '-pix_fmt', 'yuv420p'],
      ]
    : [];
  return [
    ...['-f', 'lavfi', '-i', sound],
    ...video,
    ...['-map', '0:a', '-ac', '1', '-c:a', recipe.audio],
    ...(recipe.options ?? []),
  ];
}

/**
 * A recording made by ffmpeg itself: a 440 Hz tone for `tone` seconds, then `silence` seconds
 * of silence (beside a black picture, for a video format), in `format`. ffmpeg fails, and so
 * does the caller, when its build lacks the family's muxer or encoders.
 */
export async function generatedRecording(
  ffmpegPath: string,
  { tone, silence = 0, format }: { tone: number; silence?: number; format: RecordingFormat },
): Promise<Buffer> {
  const recipe: Recipe = recordingFormats[format];
  const seconds = tone + silence;
  const dir = await mkdtemp(join(tmpdir(), 'portal-audio-'));
  try {
    const file = join(dir, `recording.${format}`);
    await runFfmpeg(ffmpegPath, [
      ...streamArgs(recipe, { tone, seconds }),
      // Padded with silence without end, cut at the length wanted.
      ...['-af', 'apad', '-t', String(seconds)],
      ...['-f', recipe.format, file],
    ]);
    const bytes = recipe.repair ? recipe.repair(await readFile(file)) : await readFile(file);
    if (!recipe.header) return bytes;
    const rate = recipe.sampleRate ?? SAMPLE_RATE;
    return Buffer.concat([recipe.header({ bytes: bytes.length, rate }), bytes]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
