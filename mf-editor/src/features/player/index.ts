export { MediaPlayer, type MediaPlayerHandle } from './MediaPlayer.tsx';
export type { MediaSource } from './media-source.ts';
export { useMediaSource } from './useMediaSource.ts';
