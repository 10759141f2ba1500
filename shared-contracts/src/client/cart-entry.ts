// @portal/contracts/cart: media upload, cart and payment endpoints, the checkout texts, media
// lengths as shown and the purchase analytics, shared on their own so the portal's first load
// does without them.
export type { CartView } from '../core/schemas/cart.ts';
export type { Media } from '../core/schemas/media.ts';
export * from '../core/uploads.ts';
export * from '../core/media-format.ts';
export * from '../core/checkout.ts';
export * from '../core/meeting-details.ts';
export * from '../core/meeting-details-forms.ts';
export { MAX_MEETING_ATTENDEES } from '../core/limits.ts';
export * from '../core/attendee-rows.ts';
export * from './api/cart.ts';
export * from './api/media.ts';
export * from './api/payment.ts';
export { checkoutTexts } from '../core/texts/checkout.ts';
