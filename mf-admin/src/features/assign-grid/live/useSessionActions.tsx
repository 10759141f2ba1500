import { useState, type ReactNode } from 'react';
import { can } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import type {
  StaffLiveSession,
  StaffMedia,
  StaffMediaJob,
} from '@portal/contracts/media/staff-media-schema';
import { jobActionRule } from '@portal/contracts/job/rules';
import { MenuItem } from '@portal/ui';
import type { ViewActions } from '../MediaActionsMenu.tsx';
import { attendBlock } from './live-format.ts';
import { MarkAttendedDialog } from './MarkAttendedDialog.tsx';
import { AssignNoteTakerDialog, RemoveNoteTakerDialog } from './NoteTakerDialogs.tsx';

type User = NonNullable<ReturnType<typeof useGetProfileQuery>['data']>;

interface Offered {
  /** The notes job a note-taker may be given now (the job rules' `assign`). */
  assignable?: StaffMediaJob;
  /** The note-taker's notes job, while they may be taken off it (`removeTypist`). */
  removable?: StaffMediaJob;
  /** Marking attended is the admins' (PUT /v1/media/attend/{id}), once per session. */
  attend: boolean;
}

function offeredTo(user: User, media: StaffMedia, live: StaffLiveSession): Offered {
  const notes = media.jobs.filter((job) => job.type === 'notes');
  return {
    assignable: notes.find((job) => jobActionRule(user, job, 'assign')),
    removable: notes.find(
      (job) =>
        job.typistId !== null &&
        job.typistId === live.noteTakerId &&
        jobActionRule(user, job, 'removeTypist'),
    ),
    attend: can(user, 'liveBooking.attend') && live.attendedAt === null,
  };
}

const none: ViewActions = { label: '', items: [], dialog: null };

/**
 * Mark attended, disabled and saying why until the meeting is paid for and has started. It
 * mounts with the menu's content each time the menu opens, so its clock is that moment's.
 */
function MarkAttendedItem({
  media,
  live,
  onSelect,
}: {
  media: StaffMedia;
  live: StaffLiveSession;
  onSelect(): void;
}) {
  const [now] = useState(Date.now);
  const blocked = attendBlock(media, live, now);
  return (
    <MenuItem disabled={blocked !== null} onSelect={onSelect}>
      {blocked ? `Mark attended (${blocked})` : 'Mark attended'}
    </MenuItem>
  );
}

/**
 * A live session's own actions in its grid row's menu, first: give its notes job a note-taker or
 * take theirs off, and mark the meeting attended. Each opens its dialog beside the menu.
 */
export function useSessionActions(media: StaffMedia): ViewActions {
  const { data: user } = useGetProfileQuery();
  const [open, setOpen] = useState<'assign' | 'remove' | 'attend' | null>(null);
  const { live } = media;
  if (!user || !live) return none;
  const { assignable, removable, attend } = offeredTo(user, media, live);
  const close = () => setOpen(null);
  const items: ReactNode[] = [
    assignable && (
      <MenuItem key="assign" onSelect={() => setOpen('assign')}>
        Assign note-taker
      </MenuItem>
    ),
    removable && (
      <MenuItem key="remove" tone="danger" onSelect={() => setOpen('remove')}>
        Remove note-taker
      </MenuItem>
    ),
    attend && (
      <MarkAttendedItem key="attend" media={media} live={live} onSelect={() => setOpen('attend')} />
    ),
  ].filter(Boolean);
  const dialogs: Record<NonNullable<typeof open>, ReactNode> = {
    assign: assignable && <AssignNoteTakerDialog media={media} job={assignable} onClose={close} />,
    remove: removable && <RemoveNoteTakerDialog media={media} job={removable} onClose={close} />,
    attend: <MarkAttendedDialog media={media} live={live} onClose={close} />,
  };
  return { label: 'Live session', items, dialog: open && dialogs[open] };
}
