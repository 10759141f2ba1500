import { useState, type ComponentType } from 'react';
import './media-edits.css';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import {
  mayUseGridAction,
  type MediaRowAction,
} from '@portal/contracts/media-assignment/assign-grid-actions';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { LazyDialog, MenuItem, lazyNamed } from '@portal/ui';
import type { MediaEditDialogProps } from './useDetailsEdit.ts';

// Each dialog comes with its first opening: the grid draws only the menu items.
const AdminsChatDialog = lazyNamed(() => import('./AdminsChatDialog.tsx'), 'AdminsChatDialog');
const BookingInfoDialog = lazyNamed(() => import('./BookingInfoDialog.tsx'), 'BookingInfoDialog');
const ClientNotesDialog = lazyNamed(() => import('./ClientNotesDialog.tsx'), 'ClientNotesDialog');
const CustomerEmailDialog = lazyNamed(
  () => import('./CustomerEmailDialog.tsx'),
  'CustomerEmailDialog',
);
const DeadlineDialog = lazyNamed(() => import('./DeadlineDialog.tsx'), 'DeadlineDialog');
const EditServiceDialog = lazyNamed(() => import('./EditServiceDialog.tsx'), 'EditServiceDialog');
const NotifyDeadlineDialog = lazyNamed(
  () => import('./NotifyDeadlineDialog.tsx'),
  'NotifyDeadlineDialog',
);
const PoorAudioDialog = lazyNamed(() => import('./PoorAudioDialog.tsx'), 'PoorAudioDialog');

/** The row actions of the media's editable details, in the menu's order, each with its dialog. */
const edits: [MediaRowAction, string, ComponentType<MediaEditDialogProps>][] = [
  ['editMediaDeadline', 'Edit deadline', DeadlineDialog],
  ['sendDeadlineChangedNotification', 'Send deadline changed notification', NotifyDeadlineDialog],
  ['editService', 'Edit service', EditServiceDialog],
  ['editBookingInfo', 'Edit booking info', BookingInfoDialog],
  ['clientNotes', 'Client notes', ClientNotesDialog],
  ['adminsChat', 'Admins chat', AdminsChatDialog],
  ['sendCustomerEmail', 'Send customer email', CustomerEmailDialog],
  ['poorAudio', 'Poor audio', PoorAudioDialog],
];

/**
 * The grid row's menu items for the media's editable details the signed-in role may use, and
 * the dialog of the one chosen: rendered beside the menu, which closes as the dialog opens.
 */
export function useMediaEdits(media: StaffMedia) {
  const role = useGetProfileQuery().data?.role;
  const [open, setOpen] = useState<MediaRowAction | null>(null);
  const allowed =
    role === undefined ? [] : edits.filter(([action]) => mayUseGridAction(role, action));
  const items = allowed.map(([action, label]) => (
    <MenuItem key={action} onSelect={() => setOpen(action)}>
      {label}
    </MenuItem>
  ));
  const Chosen = edits.find(([action]) => action === open)?.[2];
  const dialog = Chosen && (
    <LazyDialog key={open} onClose={() => setOpen(null)}>
      <Chosen media={media} onClose={() => setOpen(null)} />
    </LazyDialog>
  );
  return { items, dialog };
}
