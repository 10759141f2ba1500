import { useState, type ComponentType } from 'react';
import './media-edits.css';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import {
  mayUseGridAction,
  type MediaRowAction,
} from '@portal/contracts/media-assignment/assign-grid-actions';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { MenuItem } from '@portal/ui';
import { AdminsChatDialog } from './AdminsChatDialog.tsx';
import { BookingInfoDialog } from './BookingInfoDialog.tsx';
import { ClientNotesDialog } from './ClientNotesDialog.tsx';
import { CustomerEmailDialog } from './CustomerEmailDialog.tsx';
import { DeadlineDialog } from './DeadlineDialog.tsx';
import { EditServiceDialog } from './EditServiceDialog.tsx';
import { NotifyDeadlineDialog } from './NotifyDeadlineDialog.tsx';
import { PoorAudioDialog } from './PoorAudioDialog.tsx';
import type { MediaEditDialogProps } from './useDetailsEdit.ts';

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
  const dialog = Chosen && <Chosen media={media} onClose={() => setOpen(null)} />;
  return { items, dialog };
}
