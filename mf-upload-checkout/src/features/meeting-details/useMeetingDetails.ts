import { useCallback, useState } from 'react';
import {
  meetingDetailsComplete,
  requiredMeetingDetails,
  type CartView,
} from '@portal/contracts/cart';
import type { TranscriptionService } from '@portal/contracts/services';

/**
 * The cart's meeting details (client spec section 5: the first cart media's service decides):
 * which form every media needs, whether each media's saved details fill it, and whether any form
 * holds changes not saved yet.
 */
export function useMeetingDetails(
  mediaList: CartView['mediaList'] | undefined,
  services: TranscriptionService[] | undefined,
) {
  const media = mediaList ?? [];
  const form = requiredMeetingDetails(media, services);
  const complete = media.every((m) => meetingDetailsComplete(form, m.extraFields));
  const [edited, setEdited] = useState<ReadonlySet<number>>(() => new Set());
  // Stable, so each form reports only when its own state changes.
  const onDirtyChange = useCallback((mediaId: number, dirty: boolean) => {
    setEdited((current) => {
      if (current.has(mediaId) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(mediaId);
      else next.delete(mediaId);
      return next;
    });
  }, []);
  return { form, complete, edited: form !== 'none' && edited.size > 0, onDirtyChange };
}
