import { useCallback, useState } from 'react';
import {
  meetingDetailsComplete,
  meetingDetailsTexts,
  requiredMeetingDetails,
} from '@portal/contracts/meeting-details/rules';
import type { CartView } from '@portal/contracts/cart/schema';
import type { MeetingDetailsForm } from '@portal/contracts/meeting-details/forms';
import type { TranscriptionService } from '@portal/contracts/services/schema';

/**
 * The cart's meeting details (client spec section 5: the first cart media's service decides):
 * which form every media needs (undefined until the services are known), whether each media's
 * saved details fill it, whether any form holds changes not saved yet, and so why checkout must
 * wait.
 */
export function useMeetingDetails(
  mediaList: CartView['mediaList'] | undefined,
  services: TranscriptionService[] | undefined,
) {
  const media = mediaList ?? [];
  const form = requiredMeetingDetails(media, services);
  const complete =
    form !== undefined && media.every((m) => meetingDetailsComplete(form, m.extraFields));
  const [editedMedia, setEditedMedia] = useState<ReadonlySet<number>>(() => new Set());
  // Stable, so each form reports only when its own state changes.
  const onDirtyChange = useCallback((mediaId: number, dirty: boolean) => {
    setEditedMedia((current) => {
      if (current.has(mediaId) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(mediaId);
      else next.delete(mediaId);
      return next;
    });
  }, []);
  const edited = form !== undefined && form !== 'none' && editedMedia.size > 0;
  return {
    form,
    complete,
    edited,
    /** Why checkout waits for the details, said beside it; none while the form is not known. */
    note: noteOf(form, complete, edited),
    /** Checkout may go ahead as far as the meeting details go. */
    ready: complete && !edited,
    onDirtyChange,
  };
}

function noteOf(form: MeetingDetailsForm | undefined, complete: boolean, edited: boolean) {
  if (form === undefined) return undefined;
  if (!complete) return meetingDetailsTexts.missing;
  return edited ? meetingDetailsTexts.unsaved : undefined;
}
