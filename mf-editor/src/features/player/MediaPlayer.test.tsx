import { act, createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { MediaSource } from './media-source.ts';
import { MediaPlayer, type MediaPlayerHandle } from './MediaPlayer.tsx';

/** A typist's part: media seconds 900 to 1200 (00:15:00–00:20:00), with a peak a second. */
const part: MediaSource = {
  state: 'ready',
  src: '/renditions/1/part.mp3',
  offset: 900,
  duration: 300,
  peaks: { peaksPerSecond: 1, offset: 900, peaks: Array.from({ length: 300 }, (_, i) => i % 7) },
};

/**
 * jsdom plays nothing: play and pause here only say they did, as a browser does, and the test
 * moves `currentTime` itself.
 */
function fakePlayback() {
  let playing = false;
  jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => !playing);
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    playing = true;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    playing = false;
    this.dispatchEvent(new Event('pause'));
  });
  return { play, pause };
}

beforeEach(() => {
  // No canvas in jsdom: the waveform is not drawn, but its slider works.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => jest.restoreAllMocks());

function renderPlayer(media: MediaSource = part) {
  const onTime = jest.fn();
  const player = createRef<MediaPlayerHandle>();
  const { container, rerender } = render(
    <MediaPlayer ref={player} media={media} onTime={onTime} />,
  );
  const audio = container.querySelector('audio')!;
  return {
    audio,
    onTime,
    player: () => player.current!,
    /** The media plays on to `seconds` into the rendition. */
    playTo(seconds: number) {
      audio.currentTime = seconds;
      fireEvent.timeUpdate(audio);
    },
    showMedia: (next: MediaSource) =>
      rerender(<MediaPlayer ref={player} media={next} onTime={onTime} />),
  };
}

const shownTime = () => screen.getByText(/^\d\d:\d\d:\d\d/);
const button = (name: string | RegExp) => screen.getByRole('button', { name });

it('plays the part, reporting its time in media seconds, and resumes 2 seconds before the pause', async () => {
  const { play, pause } = fakePlayback();
  const { audio, onTime, playTo, player } = renderPlayer();
  expect(audio).toHaveAttribute('src', '/renditions/1/part.mp3');
  expect(shownTime()).toHaveTextContent('00:15:00 / 00:20:00');

  await userEvent.click(button('Play'));
  expect(play).toHaveBeenCalledTimes(1);
  playTo(30);
  expect(shownTime()).toHaveTextContent('00:15:30 / 00:20:00');
  expect(onTime).toHaveBeenLastCalledWith(930);

  await userEvent.click(button('Pause'));
  expect(pause).toHaveBeenCalledTimes(1);
  await userEvent.click(button('Play'));
  expect(audio.currentTime).toBe(28);
  expect(player().currentTime()).toBe(928);
  expect(button('Pause')).toBeInTheDocument();
});

it('skips 5 seconds back and forward, never before the start of the part', async () => {
  const { audio, playTo } = renderPlayer();
  playTo(30);
  await userEvent.click(button('Skip forward'));
  expect(audio.currentTime).toBe(35);
  expect(shownTime()).toHaveTextContent('00:15:35');

  playTo(3);
  await userEvent.click(button('Skip back'));
  expect(audio.currentTime).toBe(0);
  expect(shownTime()).toHaveTextContent('00:15:00');
});

it('plays faster and slower with the pitch kept, and its speed button goes back to normal', async () => {
  const { audio } = renderPlayer();
  expect(audio.preservesPitch).toBe(true);
  await userEvent.click(button('Faster'));
  expect(audio.playbackRate).toBe(1.1);
  await userEvent.click(button('Slower'));
  await userEvent.click(button('Slower'));
  expect(audio.playbackRate).toBe(0.9);

  await userEvent.click(button('0.9×'));
  expect(audio.playbackRate).toBe(1);
  expect(button('1×')).toBeInTheDocument();
});

it('does what the editor’s hotkeys and box times ask through its handle', async () => {
  const { play, pause } = fakePlayback();
  const { audio, player } = renderPlayer();

  act(() => player().seek(1000));
  expect(audio.currentTime).toBe(100);
  expect(shownTime()).toHaveTextContent('00:16:40');
  act(() => player().skip(-1));
  expect(player().currentTime()).toBe(995);

  act(() => player().playPause());
  expect(play).toHaveBeenCalled();
  expect(audio.currentTime).toBe(93);
  expect(button('Pause')).toBeInTheDocument();
  act(() => player().playPause());
  expect(pause).toHaveBeenCalled();

  act(() => player().changeSpeed('slower'));
  expect(button('0.9×')).toBeInTheDocument();
  act(() => player().changeSpeed('normal'));
  expect(audio.playbackRate).toBe(1);
});

it('moves to where the waveform is clicked, or by 5 seconds with the arrow keys', async () => {
  const { audio } = renderPlayer();
  const waveform = screen.getByRole('slider', { name: 'Position in the media' });
  expect(waveform).toHaveAttribute('aria-valuetext', '00:15:00');
  jest
    .spyOn(waveform, 'getBoundingClientRect')
    .mockReturnValue({ left: 100, width: 200, top: 0, height: 40 } as DOMRect);

  // A quarter of the way along the part.
  await userEvent.pointer({ target: waveform, coords: { clientX: 150 }, keys: '[MouseLeft]' });
  expect(audio.currentTime).toBe(75);
  expect(waveform).toHaveAttribute('aria-valuenow', '975');

  expect(waveform).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(audio.currentTime).toBe(80);
  await userEvent.keyboard('{ArrowLeft}'.repeat(20));
  expect(waveform).toHaveAttribute('aria-valuetext', '00:15:00');
});

it('says so when the media cannot be played', async () => {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('NotSupported'));
  renderPlayer();
  await userEvent.click(button('Play'));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The media could not be played. Reload the page to try again.',
  );
});

it('says the rendition is being made, then starts at the part once it is ready', () => {
  const { audio, showMedia } = renderPlayer({
    state: 'waiting',
    message: 'Preparing the media for playing…',
  });
  expect(screen.getByRole('status')).toHaveTextContent('Preparing the media for playing…');
  expect(audio).not.toHaveAttribute('src');
  expect(shownTime()).toHaveTextContent(/^00:00:00$/);

  showMedia(part);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(audio).toHaveAttribute('src', '/renditions/1/part.mp3');
  expect(shownTime()).toHaveTextContent('00:15:00 / 00:20:00');
});

it('says why a rendition that failed cannot play', () => {
  const message =
    'This media could not be made playable; its status in the media list says so too.';
  renderPlayer({ state: 'failed', message });
  expect(screen.getByRole('status')).toHaveTextContent(message);
  expect(screen.queryByRole('slider')).not.toBeInTheDocument();
});
