// @portal/contracts/editor: what the transcript editor calls (transcripts and their snapshots,
// hotkey settings, the spell checker, typist activity) and what it shares with the API and the
// documents (the content model, the marker notation, the hotkeys, how times are written and
// words counted) and the portal's clock it shows saves in, on its own so the portal's first load
// does without it. The demo's job is in @portal/contracts/jobs (useGetDemoJobQuery).
export * from './api/transcript.ts';
export * from './api/typist-settings.ts';
export * from './api/spell-checker.ts';
export * from './api/typist-activity.ts';
export * from './api/playback.ts';
export { transcriptTexts } from '../core/texts/transcript.ts';
export { spellCheckerTexts } from '../core/texts/spell-checker.ts';
export { SPELL_WORD } from '../core/schemas/spell-checker.ts';
export { SPELL_WORD_MAX_LENGTH, TYPIST_ACTIVITY_SLICE_SECONDS } from '../core/limits.ts';
export type {
  Transcript,
  TranscriptContent,
  TranscriptSection,
  TranscriptSpeaker,
} from '../core/schemas/transcript.ts';
export type { ApiError } from './api/base.ts';
export * from '../core/markers.ts';
export * from '../core/hotkeys.ts';
export { timecode, jobRangeText } from '../core/job-format.ts';
export { hotkeyTexts } from '../core/texts/hotkeys.ts';
export { countWords } from '../core/word-count.ts';
export { PORTAL_TIME_LABEL, formatPortalDay, portalTime } from '../core/portal-time.ts';
export { speakerLabel, withSpeakerIds } from '../core/transcript-speakers.ts';
export { askedPoorAudioReason, failureText, isConflict } from './failure-text.ts';
