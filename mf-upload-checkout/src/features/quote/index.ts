// What other features take from the quote mode.
export { ServicePicker } from './ServicePicker.tsx';
export { useEstimatedDelivery } from './useEstimatedDelivery.ts';
export { useQuoteCurrency } from './useQuoteCurrency.ts';
