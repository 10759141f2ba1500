export { TranscriptLoader } from './TranscriptLoader.tsx';
