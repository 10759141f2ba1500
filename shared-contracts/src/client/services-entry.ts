// @portal/contracts/services: the service catalogue, the pricing engine, currencies and the
// service options form rules, shared on their own so the portal's first load does without them.
export * from '../core/services.ts';
export { MAX_DURATION_SECONDS } from '../core/limits.ts';
export * from '../core/pricing.ts';
export * from '../core/currency.ts';
export * from '../core/service-options-form.ts';
export * from './api/services.ts';
export * from './store/vat.ts';
