import { useState } from 'react';
import { notify, usePortalDispatch, errorTexts, failureText } from '@portal/contracts';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import {
  useGetLiveBookingQuery,
  useUpdateLiveBookingMutation,
} from '@portal/contracts/live-booking/client';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import { ErrorState, Skeleton } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';
import { FormDialog } from '@portal/ui/forms';
import { LiveBookingFields } from './LiveBookingFields.tsx';
import {
  bookingProblems,
  formFieldOf,
  toUpdate,
  valuesOf,
  type BookingFormValues,
} from './live-booking-form.ts';
import { mediaTexts } from './media-texts.ts';

const title = 'Edit booking';

interface EditLiveBookingDialogProps {
  /** The live session: its media (the booking's id). */
  media: { id: number };
  onClose(): void;
}

/**
 * The edit live-note booking dialog (client spec section 4, media dialogs): the session read
 * from GET /v1/live-booking/{id}, changed with PUT; the server's refusals (overlap, too soon,
 * started, paid length) show on the form.
 */
export default function EditLiveBookingDialog({ media, onClose }: EditLiveBookingDialogProps) {
  const booking = useGetLiveBookingQuery(media.id);
  if (booking.data) return <EditBookingForm booking={booking.data} onClose={onClose} />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      {booking.isError ? (
        <ErrorState
          title={mediaTexts.bookingLoadFailed}
          headingLevel={3}
          message={failureText(booking.error, errorTexts.contactUs)}
          onRetry={() => void booking.refetch()}
          retrying={booking.isFetching}
        />
      ) : (
        <div role="status" aria-busy="true" aria-label="Loading the booking">
          <Skeleton lines={8} />
        </div>
      )}
    </Dialog>
  );
}

function EditBookingForm({ booking, onClose }: { booking: LiveBooking; onClose(): void }) {
  const dispatch = usePortalDispatch();
  const [update] = useUpdateLiveBookingMutation();
  // Fixed when the dialog opens: the form would start again on every new object.
  const [initial] = useState(() => valuesOf(booking));
  const save = async (values: BookingFormValues) => {
    const result = await update(toUpdate(values, booking));
    if (result.error)
      return submissionErrors(
        result.error,
        failureText(result.error, errorTexts.contactUs),
        (field) => formFieldOf(values, field),
      );
    dispatch(notify({ type: 'success', title: mediaTexts.bookingUpdated }));
    onClose();
    return undefined;
  };
  return (
    <FormDialog<BookingFormValues>
      title={title}
      description={booking.meetingTitle}
      confirm="Save"
      busyLabel="Saving"
      size="lg"
      initialValues={initial}
      validate={(values) => bookingProblems(values, initial, Date.now())}
      onSubmit={save}
      onClose={onClose}
    >
      <LiveBookingFields booking={booking} />
    </FormDialog>
  );
}
