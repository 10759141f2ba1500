import type { PromoCode } from '@portal/contracts/promo-codes/schema';
import { portalTime } from '@portal/contracts/common/portal-time';
import type { StatusTone } from '@portal/ui';

export type PromoCodeState = 'active' | 'usedUp' | 'expired';

/** Whether a code still applies at `nowSeconds`: used up and expired codes do not. */
export function promoCodeState(code: PromoCode, nowSeconds: number): PromoCodeState {
  if (code.uses >= code.maxUses) return 'usedUp';
  if (code.expiresAt !== null && code.expiresAt <= nowSeconds) return 'expired';
  return 'active';
}

export const promoCodeStateLabels: Record<PromoCodeState, string> = {
  active: 'Active',
  usedUp: 'Used up',
  expired: 'Expired',
};

export const promoCodeStateTones: Record<PromoCodeState, StatusTone> = {
  active: 'success',
  usedUp: 'neutral',
  expired: 'warning',
};

/** "Single use" or "Multi-use", with how many times it was used. */
export const usesLabel = ({ uses, maxUses }: PromoCode): string =>
  maxUses === 1 ? `Single use (${uses === 1 ? 'used' : 'unused'})` : `${uses} of ${maxUses} uses`;

/**
 * The last day it applies, UK time, written as the uploaded file writes it: the API answers when
 * it stops, the start of the next day.
 */
export const validityLabel = ({ expiresAt }: PromoCode): string =>
  expiresAt === null ? 'No end' : `To ${portalTime(new Date((expiresAt - 1) * 1000)).date}`;
