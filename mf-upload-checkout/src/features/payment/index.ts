// What other features take from the payment: how a checkout's failure reads and is tracked, and
// how a link names a project.
export { checkoutFailureText, usePurchaseTracking } from './purchase.ts';
export { projectIdOf } from './project-id.ts';
