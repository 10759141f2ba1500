import type { MediaStatus, Role } from '@portal/contracts';
import { mayUseGridAction } from '@portal/contracts/media-assignment/assign-grid-actions';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { rowActionGroups, rowActionLabels, type OfferedAction } from './row-action-labels.ts';
import { mayMerge } from './unfinished.ts';

const delivered: readonly MediaStatus[] = ['returned', 'archived'];

/**
 * Whether the media's state lets the action do anything now: the server would refuse the rest
 * (a held or cancelled return, toggles on a delivered media, a merge of unfinished parts).
 */
const fits: Partial<Record<OfferedAction, (media: StaffMedia) => boolean>> = {
  mergeTranscripts: mayMerge,
  onHoldToggle: (media) => !delivered.includes(media.status),
  cancelToggle: (media) => !delivered.includes(media.status),
  returnToClient: (media) => !media.cancelled && media.status !== 'archived',
  deleteMedia: (media) => media.status !== 'deleted',
};

/** The menu's groups with the actions the role may use on this media now; empty groups left out. */
export function offeredGroups(role: Role, media: StaffMedia) {
  return rowActionGroups
    .map(({ label, actions }) => ({
      label,
      actions: actions.filter(
        (action) => mayUseGridAction(role, action) && (fits[action]?.(media) ?? true),
      ),
    }))
    .filter((group) => group.actions.length > 0);
}

/** An action's words in the menu: a toggle says what it will do, a returned media re-notifies. */
export function menuLabel(action: OfferedAction, media: StaffMedia): string {
  if (action === 'onHoldToggle') return media.onHold ? 'Take off hold' : 'Put on hold';
  if (action === 'cancelToggle') return media.cancelled ? 'Undo cancellation' : 'Cancel media';
  if (action === 'returnToClient' && media.status === 'returned') return 'Re-notify client';
  return rowActionLabels[action];
}
