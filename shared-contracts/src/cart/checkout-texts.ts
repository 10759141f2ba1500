import { errorTexts } from '../common/errors.ts';

/** The upload, cart and checkout texts of client spec sections 5 and 8. */
export const checkoutTexts = {
  uploadFailed: 'We had a problem uploading media',
  contactUs: errorTexts.contactUs,
  /** The service choice of the upload, the quote and the upload-to-project dialog. */
  serviceChoice: 'Type of transcription',
  cartLimitReached: 'Cart limit reached: You can upload up to 20 files per transaction',
  businessCheckoutFailed: 'Checking out with business account failed',
  mediaListEmpty: 'Media list is empty',
  couponApplied: 'Discount code applied successfully!',
  couponInvalid: 'Looks like your code is not valid',
  notYourMedia: 'This media is not in your uploads, or is not ready for the cart.',
  commentsPlaceholder:
    'Please add additional information you would like pass on to your transcriber or delivery manager.',
  /** The spec's: a card payment that did not go through, followed by Stripe's own words. */
  stripePaymentFailed: 'Stripe payment failed',
  /** Ours, not the spec's: card payment (Stripe) is not configured on this portal. */
  cardUnavailable: 'Card payment is not available on this portal.',
  // The API's, for a checkout that cannot go ahead.
  noBusinessAccount:
    'This account has no business account. Please contact us to set one up, then check out again.',
  optionsMissing: 'Please choose the service options of this file before checking out.',
  notYourCart: 'This cart is not the one being checked out. Please reload the page.',
  paymentMismatch: 'The payment does not match the cart',
  paymentNotSucceeded: 'The card payment has not gone through',
  cardNotConfigured: 'Card payment is not configured',
  badWebhookSignature: 'The webhook signature is not valid',
} as const;
