import { useNavigate } from 'react-router';
import {
  firstErrorMessage,
  notify,
  routerPathOf,
  usePortalDispatch,
  type ApiError,
} from '@portal/contracts';
import { PAYMENT_PATH } from '@portal/contracts/cart/checkout';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { submissionErrors, validationMessages } from '@portal/contracts/app/field-errors';
import { liveBookingTexts as texts } from '@portal/contracts/live-booking/texts';
import { useCreateLiveBookingMutation } from '@portal/contracts/live-booking/client';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import { bookingRequest, formFieldOf } from './booking-request.ts';
import { chooseServiceText } from './booking-rules.ts';
import type { BookingValues } from './booking-values.ts';
import { clearIntent } from './intent.ts';

/** Said when a booking fails for a reason no field of the form shows. */
export const bookingFailed = 'We could not create your booking';

/**
 * The form's submit: POST /v1/live-booking, then the usual checkout on the payment page, the
 * sessions being in the cart. A refusal comes back as the form's errors (under the sessions'
 * fields for a session too soon or too many at once), every value kept.
 */
export function useBookingSubmit(
  services: readonly TranscriptionService[] | undefined,
  clientId: number | undefined,
) {
  const dispatch = usePortalDispatch();
  const navigate = useNavigate();
  const [create] = useCreateLiveBookingMutation();
  return async (values: BookingValues) => {
    const service = services?.find((s) => s.id === values.serviceId);
    if (!service) return { serviceId: chooseServiceText };
    const result = await create(bookingRequest(values, service, clientId));
    if (result.error) {
      if (!validationMessages(result.error)) {
        const items = (result.error as Partial<ApiError>).items ?? [];
        dispatch(
          notify({
            type: 'error',
            title: bookingFailed,
            desc: firstErrorMessage(items, checkoutTexts.contactUs),
          }),
        );
      }
      return submissionErrors(result.error, checkoutTexts.contactUs, (field) =>
        formFieldOf(values, field),
      );
    }
    clearIntent();
    dispatch(notify({ type: 'success', title: texts.created }));
    void navigate(routerPathOf(PAYMENT_PATH));
    return undefined;
  };
}
