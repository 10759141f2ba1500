import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Which ffmpeg decodes uploads. The npm registry offers no current build that installs without a
 * download at install time, so @ffmpeg-installer's build of 2018 is the one every machine has; a
 * machine whose PATH holds a newer ffmpeg (a distribution's, kept patched) decodes with that one,
 * and FFMPEG_PATH names one outright.
 */
export type FfmpegOrigin = 'FFMPEG_PATH' | 'PATH' | 'bundled';

export interface FfmpegChoice {
  path: string;
  origin: FfmpegOrigin;
}

export interface FfmpegBuild {
  /** "5.1.9-0+deb12u1", or a build from git's "N-47683-g0e8eb07980-static". */
  version: string;
  /** The last year of its copyright line: the one date every build prints. */
  year: number;
}

/** @ffmpeg-installer's build says "Copyright (c) 2000-2018". */
const BUNDLED_YEAR = 2018;
const VERSION_LINE = /^ffmpeg version n?(\S+).*Copyright \(c\) \d{4}-(\d{4})/;

const originText: Record<FfmpegOrigin, string> = {
  FFMPEG_PATH: 'set by FFMPEG_PATH',
  PATH: 'found on PATH',
  bundled: "@ffmpeg-installer's build",
};

/** What `ffmpeg -version` says of itself, or undefined if it would not run. */
export function ffmpegBuild(path: string): FfmpegBuild | undefined {
  const result = spawnSync(path, ['-version'], { encoding: 'utf8', timeout: 10_000 });
  const match = result.status === 0 ? VERSION_LINE.exec(result.stdout) : null;
  return match ? { version: match[1]!, year: Number(match[2]) } : undefined;
}

function onPath(pathVariable: string | undefined): string | undefined {
  for (const folder of (pathVariable ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(folder, process.platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder: the next one may have it.
    }
  }
  return undefined;
}

const newerOnPath = new Map<string, string | undefined>();

/** The first ffmpeg on PATH if it is newer than the bundled one; asked once per PATH. */
function newerFfmpegOnPath(pathVariable: string | undefined): string | undefined {
  const key = pathVariable ?? '';
  if (!newerOnPath.has(key)) {
    const found = onPath(pathVariable);
    const year = found ? (ffmpegBuild(found)?.year ?? 0) : 0;
    newerOnPath.set(key, year > BUNDLED_YEAR ? found : undefined);
  }
  return newerOnPath.get(key);
}

export function chooseFfmpeg(
  configured: string | undefined,
  pathVariable: string | undefined,
  bundled: () => string | undefined,
): FfmpegChoice | undefined {
  if (configured) return { path: configured, origin: 'FFMPEG_PATH' };
  const fromPath = newerFfmpegOnPath(pathVariable);
  if (fromPath) return { path: fromPath, origin: 'PATH' };
  const path = bundled();
  return path ? { path, origin: 'bundled' } : undefined;
}

/** The start's line about it, with a warning when a build of 2018 or older decodes uploads. */
export function ffmpegStartLine({ path, origin }: FfmpegChoice): string {
  const build = ffmpegBuild(path);
  if (!build)
    return `ffmpeg at ${path} (${originText[origin]}) does not run: uploads will not be made playable`;
  const line = `ffmpeg ${build.version} of ${build.year} decodes uploads (${path}, ${originText[origin]})`;
  return build.year > BUNDLED_YEAR
    ? line
    : `${line}: install a current ffmpeg (e.g. Debian's ffmpeg package) or set FFMPEG_PATH`;
}
