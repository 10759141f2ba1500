import { formatDuration } from '@portal/contracts/media/format';
import { formatUnixTime } from '@portal/contracts';
import { Dialog } from '@portal/ui/dialog';
import { dash, mediaStatusLabels, tableDate, turnaroundLabel } from '../media-format.ts';
import { MediaHistory } from './MediaHistory.tsx';
import type { RowDialogProps } from './steps.tsx';

const longDate = (unixSeconds: number | null) =>
  unixSeconds === null ? dash : formatUnixTime(unixSeconds, 'long');

/**
 * mediaInfo: the media's details (who ordered it, what, by when, where it stands) and its
 * history of staff actions.
 */
export function MediaInfoDialog({ media, onClose }: RowDialogProps) {
  const details: [string, string][] = [
    ['ID', media.shortId],
    ['Client', media.clientName ?? dash],
    ['Company', media.clientCompany ?? dash],
    ['Project', media.projectShortId ?? dash],
    ['Pre-booking', media.preBookingShortId ?? dash],
    ['Service', media.serviceName ?? dash],
    ['Turnaround', turnaroundLabel(media.turnaround)],
    ['Duration', formatDuration(media.duration)],
    ['Status', mediaStatusLabels[media.status]],
    ['Sub-status', media.subStatus ?? dash],
    ['Ordered', tableDate(media.createdAt)],
    ['Deadline', longDate(media.deadline)],
    ['S2T job ID', media.vitJobId ?? dash],
  ];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Media info"
      description={media.title}
      size="lg"
      readingBody
    >
      <dl className="row-dialog__details">
        {details.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd className="ui-tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="row-dialog__heading">History</h3>
      <MediaHistory mediaId={media.id} />
    </Dialog>
  );
}
