import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

/** ffmpeg could not read or convert its input; the message ends with what it said. */
export class FfmpegError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/** What ffmpeg last said on stderr: enough to tell why it failed, never the whole log. */
const STDERR_TAIL = 2_000;

export interface FfmpegRun {
  /** Fed to ffmpeg's standard input (`-i pipe:0`). */
  stdin?: Readable;
  /** Each chunk ffmpeg writes to its standard output (`pipe:1`), as it comes. */
  onStdout?: (chunk: Buffer) => void;
}

/**
 * Runs ffmpeg with `args` (quiet, never asking questions); resolves when it exits 0, else rejects
 * with an FfmpegError carrying the end of its stderr.
 */
export function runFfmpeg(ffmpegPath: string, args: readonly string[], run: FfmpegRun = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', '-y', ...args], {
      stdio: [run.stdin ? 'pipe' : 'ignore', run.onStdout ? 'pipe' : 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL);
    });
    if (run.onStdout) child.stdout?.on('data', run.onStdout);
    if (run.stdin && child.stdin) {
      // ffmpeg may stop reading early (the end of a clip): the rest of the input is not needed.
      child.stdin.on('error', () => run.stdin?.destroy());
      run.stdin.on('error', (error) => child.kill() && reject(error));
      run.stdin.pipe(child.stdin);
    }
    child.once('error', reject);
    child.once('close', (code, signal) => {
      run.stdin?.destroy();
      if (code === 0) resolve();
      else reject(new FfmpegError(`ffmpeg ended with ${code ?? signal}: ${stderr.trim()}`));
    });
  });
}
