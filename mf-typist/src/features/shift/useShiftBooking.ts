import { errorTexts, notify, usePortalDispatch, type ApiError } from '@portal/contracts';
import {
  useBookShiftMutation,
  useCancelShiftBookingMutation,
} from '@portal/contracts/shift/client';
import { shiftWhen } from '@portal/contracts/shift/time';
import type { ShiftView } from '@portal/contracts/shift/schema';
import { shiftbookerTexts as texts } from './shiftbooker-texts.ts';

// A refusal (full, started, already booked) is news to show; a lost connection or a server
// fault may pass, so its notification offers to try again.
const mayPass = (error: ApiError) => error.status === 'FETCH_ERROR' || error.status >= 500;

/** Books the shift, or cancels the caller's booking of it, and says how it went. */
export function useShiftBooking(shift: ShiftView) {
  const dispatch = usePortalDispatch();
  const [book, booking] = useBookShiftMutation();
  const [cancel, cancelling] = useCancelShiftBookingMutation();

  const toggle = async (): Promise<void> => {
    const cancelBooking = shift.bookedByMe;
    const result = await (cancelBooking ? cancel(shift.id) : book(shift.id));
    if (!result.error) {
      const title = cancelBooking ? texts.cancelledTitle : texts.bookedTitle;
      dispatch(notify({ type: 'success', title, desc: shiftWhen(shift) }));
      return;
    }
    const error = result.error as ApiError;
    dispatch(
      notify({
        type: 'error',
        title: cancelBooking ? texts.cancelFailed : texts.bookFailed,
        desc: error.items[0]?.message ?? errorTexts.somethingWentWrong,
        ...(mayPass(error) && { onReplay: () => void toggle() }),
      }),
    );
  };

  return { toggle, busy: booking.isLoading || cancelling.isLoading };
}
