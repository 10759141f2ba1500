// @portal/contracts/cart: media upload, cart and payment endpoints, the checkout texts, media
// lengths as shown and the purchase analytics, shared on their own so the portal's first load
// does without them.
export type { CartView } from './schemas/cart.ts';
export type { Media } from './schemas/media.ts';
export * from './uploads.ts';
export * from './media-format.ts';
export * from './checkout.ts';
export * from './meeting-details.ts';
export * from './api/cart.ts';
export * from './api/media.ts';
export * from './api/payment.ts';
