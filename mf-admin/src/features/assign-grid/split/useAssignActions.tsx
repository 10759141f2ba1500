import { useState, type ReactNode } from 'react';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import {
  mayUseGridAction,
  type MediaRowAction,
} from '@portal/contracts/media-assignment/assign-grid-actions';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { LazyDialog, MenuItem, lazyNamed } from '@portal/ui';
import { hasProofreader, proofreadableJobs } from './proofreadable.ts';

// Each dialog comes with its first opening: the grid draws only the menu items.
const SplitMediaDialog = lazyNamed(() => import('./SplitMediaDialog.tsx'), 'SplitMediaDialog');
const AssignProofreaderDialog = lazyNamed(
  () => import('./ProofreaderDialogs.tsx'),
  'AssignProofreaderDialog',
);
const RemoveProofreaderDialog = lazyNamed(
  () => import('./ProofreaderDialogs.tsx'),
  'RemoveProofreaderDialog',
);

type AssignAction = Extract<
  MediaRowAction,
  'splitAndAssign' | 'assignProofreader' | 'removeProofreader'
>;

const labels: Record<AssignAction, string> = {
  splitAndAssign: 'Split and assign',
  assignProofreader: 'Assign proofreader',
  removeProofreader: 'Remove proofreader',
};

/** Which of them the media's state allows: a duration to split, open jobs to proofread. */
const applies: Record<AssignAction, (media: StaffMedia) => boolean> = {
  splitAndAssign: (media) =>
    (media.status === 'ordered' || media.status === 'assigned') && (media.duration ?? 0) > 0,
  assignProofreader: (media) => proofreadableJobs(media).length > 0,
  removeProofreader: hasProofreader,
};

/**
 * A grid row's assignment actions: the menu items the signed-in role may use (mayUseGridAction)
 * on this media, and the dialog of the one chosen, which renders beside the menu.
 */
export function useAssignActions(media: StaffMedia): { items: ReactNode[]; dialog: ReactNode } {
  const { data: user } = useGetProfileQuery();
  const [open, setOpen] = useState<AssignAction | null>(null);
  const actions = (Object.keys(labels) as AssignAction[]).filter(
    (action) => user && mayUseGridAction(user.role, action) && applies[action](media),
  );
  const close = () => setOpen(null);
  const items = actions.map((action) => (
    <MenuItem key={action} onSelect={() => setOpen(action)}>
      {labels[action]}
    </MenuItem>
  ));
  const dialogs: Record<AssignAction, ReactNode> = {
    splitAndAssign: <SplitMediaDialog media={media} onClose={close} />,
    assignProofreader: <AssignProofreaderDialog media={media} onClose={close} />,
    removeProofreader: <RemoveProofreaderDialog media={media} onClose={close} />,
  };
  return {
    items,
    dialog: open && (
      <LazyDialog key={open} onClose={close}>
        {dialogs[open]}
      </LazyDialog>
    ),
  };
}
