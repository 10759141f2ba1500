import { useEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { timecode } from '@portal/contracts/job/format';

export interface WaveformPeaks {
  peaksPerSecond: number;
  /** Media seconds of the first peak. */
  offset: number;
  peaks: readonly number[];
}

export interface WaveformProps {
  peaks: WaveformPeaks;
  /** The player's time in media seconds. */
  time: number;
  onSeek(seconds: number): void;
}

const cssColor = (element: Element, name: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || 'currentColor';

/** The loudest peak, by a loop: a two-hour waveform has too many peaks to spread as arguments. */
const loudest = (peaks: readonly number[], from = 0, to = peaks.length) => {
  let highest = 0;
  for (let index = from; index < to; index++) highest = Math.max(highest, peaks[index]!);
  return highest;
};

function draw(
  canvas: HTMLCanvasElement,
  peaks: readonly number[],
  highest: number,
  played: number,
) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const width = (canvas.width = canvas.clientWidth * devicePixelRatio);
  const height = (canvas.height = canvas.clientHeight * devicePixelRatio);
  const perColumn = peaks.length / width;
  const colors = {
    played: cssColor(canvas, '--ui-color-primary'),
    ahead: cssColor(canvas, '--ui-color-border-strong'),
  };
  for (let x = 0; x < width; x++) {
    const from = Math.floor(x * perColumn);
    const bar =
      (loudest(peaks, from, Math.max(from + 1, Math.floor((x + 1) * perColumn))) / highest) *
      height;
    context.fillStyle = x / width <= played ? colors.played : colors.ahead;
    context.fillRect(x, (height - bar) / 2, 1, Math.max(1, bar));
  }
}

/** The media's loudness over time; a click or the arrow keys move the player there. */
export function Waveform({ peaks, time, onSeek }: WaveformProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const length = peaks.peaks.length / peaks.peaksPerSecond;
  const played = length > 0 ? (time - peaks.offset) / length : 0;

  const highest = useMemo(() => Math.max(1, loudest(peaks.peaks)), [peaks]);

  useEffect(() => {
    if (canvas.current) draw(canvas.current, peaks.peaks, highest, played);
  }, [peaks, highest, played]);

  const seekAt = (event: MouseEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onSeek(peaks.offset + ((event.clientX - box.left) / box.width) * length);
  };
  const seekByKey = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const step = { ArrowLeft: -5, ArrowRight: 5 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    onSeek(Math.min(peaks.offset + length, Math.max(peaks.offset, time + step)));
  };

  return (
    <canvas
      ref={canvas}
      className="media-player__waveform"
      role="slider"
      tabIndex={0}
      aria-label="Position in the media"
      aria-valuemin={Math.floor(peaks.offset)}
      aria-valuemax={Math.ceil(peaks.offset + length)}
      aria-valuenow={Math.floor(time)}
      aria-valuetext={timecode(time)}
      onClick={seekAt}
      onKeyDown={seekByKey}
    />
  );
}
