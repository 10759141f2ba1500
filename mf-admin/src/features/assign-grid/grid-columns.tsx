import { jobTypeLabels } from '@portal/contracts';
import {
  mediaDifficultyLabels,
  mediaPriorityLabels,
  type MediaDifficulty,
  type MediaPriority,
} from '@portal/contracts/media/levels';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { formatDuration } from '@portal/contracts/media/format';
import { StatusChip } from '@portal/ui';
import { TruncatedText, type DataTableColumn } from '@portal/ui/table';
import { MediaActionsMenu } from './MediaActionsMenu.tsx';
import {
  dash,
  mediaStatusLabels,
  mediaStatusTones,
  subStatusTone,
  tableDate,
  turnaroundLabel,
} from './media-format.ts';

type GridColumn = DataTableColumn<StaffMedia>;

const levelText = (labels: Record<number, string>, value: number) => labels[value] ?? dash;

/**
 * The assign grid's columns (staff spec sections 3 and 9); a sortable column's id is its GET
 * /v1/media sort key.
 */
export const gridColumns: readonly GridColumn[] = [
  {
    id: 'shortId',
    header: 'ID',
    sortable: true,
    width: '7rem',
    cell: (media) => <span className="ui-tabular-nums">{media.shortId}</span>,
  },
  {
    id: 'title',
    header: 'Title',
    sortable: true,
    cell: (media) => (
      <span className="assign-grid__title">
        <TruncatedText>{media.title}</TruncatedText>
      </span>
    ),
  },
  {
    id: 'clientName',
    header: 'Client',
    sortable: true,
    cell: (media) => (
      <>
        {media.clientName ?? dash}
        {media.clientCompany && <span className="assign-grid__note">{media.clientCompany}</span>}
      </>
    ),
  },
  {
    id: 'serviceOptionsName',
    header: 'Service',
    sortable: true,
    cell: (media) => (
      <>
        {media.serviceName ?? dash}
        {media.jobs.some((job) => job.type === 'notes') && (
          <span className="assign-grid__note">{jobTypeLabels.notes}</span>
        )}
      </>
    ),
  },
  {
    id: 'turnaround',
    header: 'Turnaround',
    sortable: true,
    cell: (media) => turnaroundLabel(media.turnaround),
  },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (media) => (
      <span className="assign-grid__chips">
        <StatusChip tone={mediaStatusTones[media.status]}>
          {mediaStatusLabels[media.status]}
        </StatusChip>
        {media.hasIssue && <StatusChip tone="error">Issue reported</StatusChip>}
      </span>
    ),
  },
  {
    id: 'subStatus',
    header: 'Sub-status',
    sortable: true,
    cell: (media) =>
      media.subStatus ? (
        <StatusChip tone={subStatusTone(media.subStatus)}>{media.subStatus}</StatusChip>
      ) : (
        dash
      ),
  },
  {
    id: 'duration',
    header: 'Duration',
    sortable: true,
    align: 'end',
    cell: (media) => <span className="ui-tabular-nums">{formatDuration(media.duration)}</span>,
  },
  {
    id: 'deadline',
    header: 'Deadline',
    sortable: true,
    align: 'end',
    cell: (media) => <span className="ui-tabular-nums">{tableDate(media.deadline)}</span>,
  },
  {
    id: 'priority',
    header: 'Priority',
    sortable: true,
    cell: (media) => levelText(mediaPriorityLabels, media.priority as MediaPriority),
  },
  {
    id: 'difficulty',
    header: 'Difficulty',
    sortable: true,
    cell: (media) => levelText(mediaDifficultyLabels, media.difficulty as MediaDifficulty),
  },
  {
    id: 'actions',
    header: 'Actions',
    align: 'end',
    pinned: 'end',
    cell: (media) => <MediaActionsMenu media={media} />,
  },
];

/** The grid's column of this id, for another view of the grid (the live note-taking grid). */
export function gridColumn(id: string): GridColumn {
  const column = gridColumns.find((candidate) => candidate.id === id);
  if (!column) throw new Error(`The assign grid has no column ${id}`);
  return column;
}
