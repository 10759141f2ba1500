// What other features take from the quote mode.
export { useEstimatedDelivery } from './useEstimatedDelivery.ts';
export { useQuoteCurrency } from './useQuoteCurrency.ts';
