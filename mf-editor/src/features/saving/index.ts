export { SaveStatus } from './SaveStatus.tsx';
export { useTranscriptSaver, type TranscriptSaverOptions } from './useTranscriptSaver.ts';
export { indexedDbCopies, localCopyKey, type LocalCopies, type LocalCopy } from './local-copies.ts';
export type { SaveAnswer } from './transcript-saver.ts';
