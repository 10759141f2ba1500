import { notOrdered, type MediaStatus } from '@portal/contracts';
import type { StatusTone } from '@portal/ui';
import { mediaStatusText, mediaStatusTone } from '../../components/media-format.ts';

/**
 * A booking's status: waiting in the cart until paid for, then as a media reads (client spec
 * section 4: Complete once returned, else In progress).
 */
export function bookingStatus(status: MediaStatus): { label: string; tone: StatusTone } {
  if (notOrdered.includes(status)) return { label: 'Awaiting payment', tone: 'warning' };
  return { label: mediaStatusText(status), tone: mediaStatusTone(status) };
}
