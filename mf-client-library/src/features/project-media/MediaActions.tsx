import { selectFeatureFlags, usePortalSelector } from '@portal/contracts';
import { mayRemoveMedia } from '@portal/contracts/media/removal';
import { projectCan, type ProjectAccess } from '@portal/contracts/project/access';
import type { ProjectMediaView } from '@portal/contracts/project/schema';
import { Menu, type MenuEntry } from '@portal/ui';
import { beforeMeeting } from '../media-dialogs/index.ts';
import { canDownloadDocument } from './media-access.ts';
import { useMediaDownload } from './useMediaDownload.ts';

export type MediaDialogKind =
  'info' | 'transcript' | 'notes' | 'cost' | 'delete' | 'hardDelete' | 'editBooking';

interface MediaActionsProps {
  media: ProjectMediaView;
  access: ProjectAccess;
  onOpen: (kind: MediaDialogKind) => void;
}

/** A media's actions menu: what the caller's access allows. */
export function MediaActions({ media, access, onOpen }: MediaActionsProps) {
  const { hardDelete } = usePortalSelector(selectFeatureFlags);
  const { download, downloading } = useMediaDownload();
  const read = projectCan.read(access);
  // The API's rules: deleting a media is managing its project; hard delete is the owner's; for
  // clients, neither between the start of work and the return.
  const manage = projectCan.manage(access);
  const own = projectCan.own(access);
  const worked = !mayRemoveMedia(access, media);
  // A live session's booking changes until its meeting starts, by those who read it.
  const session = media.liveSession;
  const items: (MenuEntry | false)[] = [
    { id: 'info', label: 'Media info', onSelect: () => onOpen('info') },
    session !== null &&
      beforeMeeting(session.meetingDate) && {
        id: 'editBooking',
        label: 'Edit booking',
        onSelect: () => onOpen('editBooking'),
      },
    canDownloadDocument(access, media) && {
      id: 'transcript',
      label: 'Download transcript',
      onSelect: () => onOpen('transcript'),
    },
    canDownloadDocument(access, media, 'notes') && {
      id: 'notes',
      label: 'Download notes',
      onSelect: () => onOpen('notes'),
    },
    read && {
      id: 'media',
      label: downloading ? 'Downloading media…' : 'Download media',
      disabled: downloading,
      onSelect: () => void download(media),
    },
    read && { id: 'cost', label: 'Cost breakdown', onSelect: () => onOpen('cost') },
    manage && {
      id: 'delete',
      label: 'Delete',
      tone: 'danger',
      disabled: worked,
      onSelect: () => onOpen('delete'),
    },
    own &&
      hardDelete && {
        id: 'hardDelete',
        label: 'Remove transcript and media data',
        tone: 'danger',
        disabled: worked,
        onSelect: () => onOpen('hardDelete'),
      },
  ];
  return (
    <Menu
      trigger="Actions"
      label={`Actions for ${media.title}`}
      items={items.filter((item): item is MenuEntry => item !== false)}
    />
  );
}
