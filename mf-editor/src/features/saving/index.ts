export { SaveStatus } from './SaveStatus.tsx';
export type { SavesTo } from './save-status-text.ts';
export { useTranscriptSaver, type TranscriptSaverOptions } from './useTranscriptSaver.ts';
export {
  indexedDbCopies,
  localCopyKey,
  memoryCopies,
  type LocalCopies,
  type LocalCopy,
} from './local-copies.ts';
export type { SaveAnswer } from './transcript-saver.ts';
export type { SectionChanges } from './section-changes.ts';
export { rememberCursor, rememberedCursor } from './cursor-memory.ts';
