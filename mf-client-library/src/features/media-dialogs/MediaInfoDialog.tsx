import { errorTexts, failureText } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useGetMediaInfoQuery } from '@portal/contracts/project/projects-client';
import type { MediaInfo } from '@portal/contracts/media/schema';
import type { ProjectMediaView } from '@portal/contracts/project/schema';
import { formatDuration } from '@portal/contracts/media/format';
import { useGetGuestServicesQuery } from '@portal/contracts/services/client';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import { QueryState, Skeleton, StatusChip } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';
import {
  formatBilledDuration,
  formatCreated,
  mediaStatusText,
  mediaStatusTone,
} from '../../components/media-format.ts';
import { DetailList } from '../../components/DetailList.tsx';
import { mediaTexts } from './media-texts.ts';
import './media-dialogs.css';

interface MediaInfoDialogProps {
  media: ProjectMediaView;
  onClose: () => void;
}

/** The media's details, read fresh from GET /v1/media/{id}. */
export default function MediaInfoDialog({ media, onClose }: MediaInfoDialogProps) {
  const info = useGetMediaInfoQuery(media.id);
  const services = useGetGuestServicesQuery();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Media info">
      <QueryState
        query={info}
        loading={<Skeleton lines={6} />}
        loadingLabel="Loading the media info"
        errorTitle={mediaTexts.infoLoadFailed}
        errorMessage={failureText(info.error, errorTexts.contactUs)}
        headingLevel={3}
      >
        {(details) => <MediaDetails media={details} services={services.data} />}
      </QueryState>
    </Dialog>
  );
}

function MediaDetails({
  media,
  services,
}: {
  media: MediaInfo;
  services: TranscriptionService[] | undefined;
}) {
  const rows: [string, ReactNode][] = [
    ['Title', media.title],
    ['Duration', formatDuration(media.duration)],
    ['Billed duration', formatBilledDuration(media.billedDuration)],
    ['Service', media.serviceName ?? 'Not selected'],
    ...serviceOptionLabels(media, services),
    [
      'Status',
      <StatusChip key="status" tone={mediaStatusTone(media.status)}>
        {mediaStatusText(media.status)}
      </StatusChip>,
    ],
    ['Created', formatCreated(media.createdAt)],
  ];
  return <DetailList rows={rows} className="media-details" />;
}

/**
 * The chosen options in the catalogue's words (a value the catalogue no longer offers is shown
 * as stored): turnaround, speakers, timestamps, add-ons switched on and the client's comments.
 */
function serviceOptionLabels(
  media: MediaInfo,
  services: TranscriptionService[] | undefined,
): [string, string][] {
  const options = media.serviceOptions;
  if (!options) return [];
  const service = services?.find((s) => s.id === Number(options.id));
  const label = (
    map: keyof Pick<TranscriptionService, 'turnaround' | 'speakers' | 'timestamps'>,
    value: string | number,
  ) => service?.[map][String(value)]?.label ?? String(value);
  const addOns = Object.entries(options.priceCalculationElements ?? {})
    .filter(([, on]) => on)
    .map(([name]) => service?.priceCalculationElements[name]?.label ?? name);
  const pairs: [string, string][] = [
    ['Turnaround', label('turnaround', options.turnaround)],
    ['Speakers', label('speakers', options.speakers)],
  ];
  if (options.timestamps) pairs.push(['Timestamps', label('timestamps', options.timestamps)]);
  if (addOns.length > 0) pairs.push(['Add-ons', addOns.join(', ')]);
  if (options.clientComments) pairs.push(['Comments', options.clientComments]);
  return pairs;
}
