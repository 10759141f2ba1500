// @portal/contracts/admin: what the admin and restricted admin screens use (the assign grid's
// media list and its rows' refresh, splitting and assignment, the finishing line, speech-to-text),
// with its limits and labels, shared on its own so the portal's first load does without it.
export * from './api/media-assignment.ts';
export * from './api/media-return.ts';
export * from './api/speech-to-text.ts';
export * from './api/staff-media.ts';
export {
  RETURN_NOTES_MAX_LENGTH,
  S2T_ERROR_MAX_LENGTH,
  STAFF_MEDIA_BATCH_MAX,
  STAFF_MEDIA_PAGE_SIZES,
  staffMediaSortKeys,
  type StaffMediaSortKey,
} from '../core/limits.ts';
export {
  mediaDifficultyLabels,
  mediaLevels,
  mediaPriorityLabels,
  type MediaDifficulty,
  type MediaPriority,
} from '../core/media-levels.ts';
export { staffMediaTexts } from '../core/texts/staff-media.ts';
export {
  jobModals,
  mayUseGridAction,
  mediaRowActions,
  type JobModal,
  type MediaRowAction,
} from '../core/assign-grid-actions.ts';
