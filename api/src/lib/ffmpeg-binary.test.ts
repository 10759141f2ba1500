import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { chooseFfmpeg, ffmpegBuild, ffmpegStartLine } from './ffmpeg-binary.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portal-ffmpeg-binary-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A folder holding an `ffmpeg` that says it is `version` of `year`, as every build does. */
async function folderWithFfmpeg(name: string, version: string, year: number): Promise<string> {
  const folder = join(root, name);
  await mkdir(folder);
  const binary = join(folder, 'ffmpeg');
  await writeFile(
    binary,
    `#!/bin/sh\necho "ffmpeg version ${version} Copyright (c) 2000-${year} the FFmpeg developers"\n`,
  );
  await chmod(binary, 0o755);
  return folder;
}

const bundled = () => '/bundled/ffmpeg';

test('FFMPEG_PATH names the ffmpeg outright', () => {
  expect(chooseFfmpeg('/opt/ffmpeg', undefined, bundled)).toEqual({
    path: '/opt/ffmpeg',
    origin: 'FFMPEG_PATH',
  });
});

test("a PATH's ffmpeg 5 or newer is preferred to the bundled 4.1, the first one on PATH", async () => {
  const debian = await folderWithFfmpeg('debian', '5.1.9-0+deb12u1', 2025);
  const other = await folderWithFfmpeg('other', '7.1', 2024);
  const path = [join(root, 'empty'), debian, other].join(delimiter);
  expect(chooseFfmpeg(undefined, path, bundled)).toEqual({
    path: join(debian, 'ffmpeg'),
    origin: 'PATH',
  });
  expect(ffmpegBuild(join(debian, 'ffmpeg'))).toEqual({ version: '5.1.9-0+deb12u1', year: 2025 });
});

test('an ffmpeg on PATH no newer than the bundled one, or none, leaves the bundled one', async () => {
  const old = await folderWithFfmpeg('old', 'N-47683-g0e8eb07980-static', 2018);
  expect(chooseFfmpeg(undefined, old, bundled)).toEqual({ path: bundled(), origin: 'bundled' });
  expect(chooseFfmpeg(undefined, join(root, 'nowhere'), bundled)?.origin).toBe('bundled');
  expect(chooseFfmpeg(undefined, '', () => undefined)).toBeUndefined();
});

test('the start says which ffmpeg decodes uploads, and warns of a build of 2018', async () => {
  const current = join(await folderWithFfmpeg('current', 'n6.1.2', 2023), 'ffmpeg');
  expect(ffmpegStartLine({ path: current, origin: 'PATH' })).toBe(
    `ffmpeg 6.1.2 of 2023 decodes uploads (${current}, found on PATH)`,
  );
  const old = join(await folderWithFfmpeg('from-2018', '4.1', 2018), 'ffmpeg');
  expect(ffmpegStartLine({ path: old, origin: 'bundled' })).toBe(
    `ffmpeg 4.1 of 2018 decodes uploads (${old}, @ffmpeg-installer's build): install a current ffmpeg (e.g. Debian's ffmpeg package) or set FFMPEG_PATH`,
  );
  expect(ffmpegStartLine({ path: join(root, 'missing'), origin: 'FFMPEG_PATH' })).toBe(
    `ffmpeg at ${join(root, 'missing')} (set by FFMPEG_PATH) does not run: uploads will not be made playable`,
  );
});
