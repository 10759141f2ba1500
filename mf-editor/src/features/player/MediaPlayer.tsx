import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { timecode } from '@portal/contracts/job/format';
import { Button, IconButton } from '@portal/ui';
import type { MediaSource } from './media-source.ts';
import { Waveform } from './Waveform.tsx';
import { nextSpeed, RESUME_REPLAY_SECONDS, SKIP_SECONDS } from './player-speeds.ts';
import './media-player.css';

/** What the editor's hotkeys and the boxes' times ask of the player, in media seconds. */
export interface MediaPlayerHandle {
  currentTime(): number;
  seek(seconds: number): void;
  playPause(): void;
  /** Plays from where it stands: play from the cursor has just put it there. */
  play(): void;
  skip(direction: 1 | -1): void;
  changeSpeed(change: 'faster' | 'slower' | 'normal'): void;
}

export interface MediaPlayerProps {
  media: MediaSource;
  /** While playing, the time in media seconds, a few times a second. */
  onTime(seconds: number): void;
  ref?: Ref<MediaPlayerHandle | null>;
}

/**
 * The media player: play and pause (resuming a little before where it paused), skip, speed with
 * the pitch kept, the time, and the waveform to click in.
 */
export function MediaPlayer({ media, onTime, ref }: MediaPlayerProps) {
  const ready = media.state === 'ready' ? media : undefined;
  const offset = ready?.offset ?? 0;
  const audio = useRef<HTMLAudioElement>(null);
  const [time, setTime] = useState(offset);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [duration, setDuration] = useState<number>();
  const [failed, setFailed] = useState(false);
  // The rendition is often still being made when the player mounts: once it is ready, the time
  // shown starts at its part, not at 0.
  const [shownOffset, setShownOffset] = useState(offset);
  if (offset !== shownOffset) {
    setShownOffset(offset);
    setTime(offset);
  }

  const handle: MediaPlayerHandle = {
    currentTime: () => (audio.current?.currentTime ?? 0) + offset,
    seek(seconds) {
      if (audio.current) audio.current.currentTime = Math.max(0, seconds - offset);
      setTime(Math.max(offset, seconds));
    },
    playPause() {
      const element = audio.current;
      if (!element) return;
      if (!element.paused) return element.pause();
      element.currentTime = Math.max(0, element.currentTime - RESUME_REPLAY_SECONDS);
      void element.play().catch(() => setFailed(true));
    },
    play() {
      void audio.current?.play().catch(() => setFailed(true));
    },
    skip(direction) {
      handle.seek(handle.currentTime() + direction * SKIP_SECONDS);
    },
    changeSpeed(change) {
      const next = nextSpeed(audio.current?.playbackRate ?? 1, change);
      if (audio.current) audio.current.playbackRate = next;
      setSpeed(next);
    },
  };
  useImperativeHandle(ref, () => handle);

  useEffect(() => {
    const element = audio.current;
    if (element) element.preservesPitch = true;
  }, []);

  const reportTime = () => {
    const seconds = handle.currentTime();
    setTime(seconds);
    onTime(seconds);
  };

  return (
    <section className="media-player" aria-label="Media player">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- audio-only, being transcribed: its text is the transcript edited beside it, no caption track exists */}
      <audio
        ref={audio}
        src={ready?.src}
        preload="auto"
        onTimeUpdate={reportTime}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
        onError={() => setFailed(true)}
      />
      <div className="media-player__controls">
        <IconButton label="Skip back" onClick={() => handle.skip(-1)}>
          «
        </IconButton>
        <Button variant="primary" size="sm" onClick={handle.playPause}>
          {playing ? 'Pause' : 'Play'}
        </Button>
        <IconButton label="Skip forward" onClick={() => handle.skip(1)}>
          »
        </IconButton>
        <span className="media-player__time" aria-live="off">
          {timecode(time)}
          {ready && ` / ${timecode(offset + (duration ?? ready.duration))}`}
        </span>
        <span className="media-player__speed">
          <IconButton label="Slower" onClick={() => handle.changeSpeed('slower')}>
            −
          </IconButton>
          <Button variant="quiet" size="sm" onClick={() => handle.changeSpeed('normal')}>
            {`${speed}×`}
          </Button>
          <IconButton label="Faster" onClick={() => handle.changeSpeed('faster')}>
            +
          </IconButton>
        </span>
      </div>
      {failed && (
        <p className="media-player__failure" role="alert">
          The media could not be played. Reload the page to try again.
        </p>
      )}
      {/* The waveform's place is kept from the start, holding what the rendition is waiting for
          until it is ready: nothing above or below it moves as the rendition and its peaks arrive. */}
      {ready?.peaks ? (
        <Waveform peaks={ready.peaks} time={time} onSeek={handle.seek} />
      ) : (
        <p className={`media-player__${media.state} media-player__wave-slot`} role="status">
          {media.state !== 'ready' && media.message}
        </p>
      )}
    </section>
  );
}
