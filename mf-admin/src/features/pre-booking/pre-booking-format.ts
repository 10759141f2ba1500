import type { PreBookingStatus } from '@portal/contracts/pre-booking/schema';
import type { StatusTone } from '@portal/ui';

export const preBookingStatusLabels: Record<PreBookingStatus, string> = {
  booked: 'Booked',
  received: 'Received',
  cancelled: 'Cancelled',
};

export const preBookingStatusTones: Record<PreBookingStatus, StatusTone> = {
  booked: 'info',
  received: 'success',
  cancelled: 'neutral',
};
