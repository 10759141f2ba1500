import { DEFAULT_VAT_PERCENT } from '../services/pricing.ts';

/**
 * The VAT rate the portal prices with: `vatPercent` from the runtime configuration, or the
 * default where the configuration has none.
 */
export const selectVatPercent = (state: { config: object }): number => {
  const configured = (state.config as { vatPercent?: unknown }).vatPercent;
  return typeof configured === 'number' ? configured : DEFAULT_VAT_PERCENT;
};
