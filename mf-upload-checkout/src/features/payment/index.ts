// What other features take from the payment: how a checkout's failure reads and is tracked.
export { checkoutFailureText, usePurchaseTracking } from './purchase.ts';
