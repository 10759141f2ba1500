import { useState } from 'react';
import { errorTexts, failureText } from '@portal/contracts';
import { formatDuration } from '@portal/contracts/media/format';
import { PORTAL_TIME_LABEL } from '@portal/contracts/common/portal-time';
import { PROJECT_MEDIA_PAGE_SIZE } from '@portal/contracts/common/limits';
import { liveLibraryMediaStatuses } from '@portal/contracts/project/status';
import { useGetProjectMediaQuery } from '@portal/contracts/project/projects-client';
import type { ProjectMediaView, ProjectView } from '@portal/contracts/project/schema';
import { LazyDialog, StatusChip } from '@portal/ui';
import { ListView, type DataTableColumn } from '@portal/ui/table';
import { formatCreated, mediaStatusText, mediaStatusTone } from '../../components/media-format.ts';
import {
  CostBreakdownDialog,
  DeleteMediaDialog,
  EditLiveBookingDialog,
  HardDeleteMediaDialog,
  MediaInfoDialog,
  NotesDownloadDialog,
  TranscriptDownloadDialog,
  mediaTexts,
} from '../media-dialogs/index.ts';
import { LiveMeeting } from './LiveMeeting.tsx';
import { MediaActions, type MediaDialogKind } from './MediaActions.tsx';
import './project-media.css';

const dialogs = {
  info: MediaInfoDialog,
  transcript: TranscriptDownloadDialog,
  notes: NotesDownloadDialog,
  cost: CostBreakdownDialog,
  delete: DeleteMediaDialog,
  hardDelete: HardDeleteMediaDialog,
  editBooking: EditLiveBookingDialog,
} satisfies Record<MediaDialogKind, unknown>;

/** The meeting of each live session, in the live-note library. */
const meetingColumn: DataTableColumn<ProjectMediaView> = {
  id: 'meeting',
  header: `Meeting (${PORTAL_TIME_LABEL})`,
  cell: (m) => <LiveMeeting media={m} />,
};

/**
 * The media of one project, inside its expanded row in the library (client spec section 2):
 * the default statuses (ordered, assigned, done, returned), 50 a page, each with the actions
 * the caller's access to the project allows. The live-note library (`live`) lists its sessions
 * from their booking on, with their meetings.
 */
export function ProjectMediaPanel({
  project,
  live = false,
}: {
  project: ProjectView;
  live?: boolean;
}) {
  const [page, setPage] = useState(1);
  const media = useGetProjectMediaQuery({
    id: project.id,
    page,
    ...(live ? { status: [...liveLibraryMediaStatuses] } : {}),
  });
  const [open, setOpen] = useState<{ kind: MediaDialogKind; media: ProjectMediaView } | null>(null);

  const columns: DataTableColumn<ProjectMediaView>[] = [
    {
      id: 'title',
      header: 'Title',
      cell: (m) => <span className="project-media__title">{m.title}</span>,
    },
    { id: 'duration', header: 'Duration', align: 'end', cell: (m) => formatDuration(m.duration) },
    ...(live ? [meetingColumn] : []),
    { id: 'service', header: 'Service', cell: (m) => m.serviceName ?? '—' },
    {
      id: 'status',
      header: 'Status',
      cell: (m) => (
        <StatusChip tone={mediaStatusTone(m.status)}>{mediaStatusText(m.status)}</StatusChip>
      ),
    },
    {
      id: 'createdAt',
      header: 'Created',
      align: 'end',
      cell: (m) => <span className="project-media__nowrap">{formatCreated(m.createdAt)}</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (m) => (
        <MediaActions
          media={m}
          access={project.access}
          onOpen={(kind) => setOpen({ kind, media: m })}
        />
      ),
    },
  ];

  const close = () => setOpen(null);
  const Open = open ? dialogs[open.kind] : null;
  return (
    <section className="project-media" aria-label={`Media of ${project.title}`}>
      <ListView
        label={`Media of ${project.title}`}
        query={media}
        paging={{
          page,
          perPage: PROJECT_MEDIA_PAGE_SIZE,
          onPageChange: setPage,
          onlyWhenPaged: true,
        }}
        pagesLabel={`Pages of media of ${project.title}`}
        columns={columns}
        getRowId={(m) => m.id}
        skeletonRows={Math.min(Math.max(project.mediaCount, 1), 5)}
        loadFailed={`${mediaTexts.mediaLoadFailed}.`}
        failureReason={(error) => failureText(error, errorTexts.contactUs)}
        empty={{
          title: 'No media in this project yet',
          text: 'Media uploaded to this project are listed here once ordered.',
          headingLevel: 3,
        }}
        dialogs={
          Open &&
          open && (
            <LazyDialog key={`${open.kind}-${open.media.id}`} onClose={close}>
              <Open media={open.media} onClose={close} />
            </LazyDialog>
          )
        }
      />
    </section>
  );
}
