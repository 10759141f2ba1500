import type { PreBookingBulkUpdateInput } from '@portal/contracts/pre-booking/schema';
import type { Db } from '../../db/index.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { updatePreBooking } from './service.ts';

type Item = DomainInput<PreBookingBulkUpdateInput>['items'][number];

/** One item's refusal as its own PUT would have answered it, each error naming its field. */
function failed(id: number, error: unknown) {
  if (error instanceof RequestValidationError)
    return { id, status: 422, errors: [...error.fields], preBooking: null };
  if (error instanceof ApiError)
    return { id, status: error.statusCode, errors: [{ message: error.message }], preBooking: null };
  throw error;
}

/**
 * PUT /v1/pre-booking/bulk-update: each pre-booking changed on its own (staff spec section 7: the
 * errors regrouped per item); one refused is left as it was, the others go ahead. Answers each
 * item's outcome in the order given.
 */
export async function bulkUpdatePreBookings(db: Db, items: Item[], now: Date) {
  const outcomes = [];
  for (const { id, ...change } of items) {
    try {
      const preBooking = await updatePreBooking(db, id, change, now);
      outcomes.push({ id, status: 200, errors: [], preBooking });
    } catch (error) {
      outcomes.push(failed(id, error));
    }
  }
  return { items: outcomes };
}
