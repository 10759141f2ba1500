import { failureText } from '@portal/contracts';
import {
  playbackApi,
  useGetMediaRenditionQuery,
  useGetMediaWaveformQuery,
} from '@portal/contracts/media/playback-client';
import type { MediaSource } from './media-source.ts';

/** While the rendition is being made, the player asks again this often. */
const RENDITION_POLL_MS = 5000;

/**
 * What the player plays: the first range of the rendition the user may hear (a typist's clip of
 * their part, an admin's whole media), with its waveform; or why it cannot play yet. With `skip`
 * (a live session has no recording) nothing is asked and there is nothing to play.
 */
export function useMediaSource(mediaId: number): MediaSource;
export function useMediaSource(
  mediaId: number,
  options: { skip: boolean },
): MediaSource | undefined;
export function useMediaSource(mediaId: number, { skip = false } = {}): MediaSource | undefined {
  const known = playbackApi.endpoints.getMediaRendition.useQueryState(mediaId).data?.state;
  const settled = known === 'done' || known === 'failed';
  const rendition = useGetMediaRenditionQuery(mediaId, {
    skip,
    pollingInterval: settled ? 0 : RENDITION_POLL_MS,
  });
  const done = rendition.data?.state === 'done';
  const waveform = useGetMediaWaveformQuery(mediaId, { skip: skip || !done });
  if (skip) return undefined;
  if (rendition.error) return { state: 'failed', message: failureText(rendition.error) };
  const range = rendition.data?.ranges[0];
  if (rendition.data?.state === 'failed')
    return {
      state: 'failed',
      message: 'This media could not be made playable; its status in the media list says so too.',
    };
  if (!done || !range) return { state: 'waiting', message: 'Preparing the media for playing…' };
  const peaks = waveform.data?.ranges[0];
  return {
    state: 'ready',
    src: range.url,
    offset: range.offset,
    duration: range.duration,
    peaks: peaks && {
      peaksPerSecond: waveform.data!.peaksPerSecond,
      offset: peaks.offset,
      peaks: peaks.peaks,
    },
  };
}
