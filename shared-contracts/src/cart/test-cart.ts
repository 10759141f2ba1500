import { Role } from '../policy/roles.ts';
import type { CartView } from './schema.ts';
import type { Media } from '../media/schema.ts';
import { testUser } from '../user/test-user.ts';

type Amount = 'duration' | 'billedDuration' | 'fullPrice' | 'price' | 'grossPrice';

/**
 * testUser(Role.CLIENT)'s cart of these media, as GET /v1/cart answers: each total is the sum
 * over the media, as the API's cart view adds them up (a media without a price adds nothing).
 */
export function testCart(mediaList: Media[], overrides: Partial<CartView> = {}): CartView {
  const total = (amount: Amount) => mediaList.reduce((sum, media) => sum + (media[amount] ?? 0), 0);
  return {
    id: 77,
    userId: testUser(Role.CLIENT).id,
    mediaList,
    reminder: true,
    currency: 'GBP',
    coupon: null,
    totalDuration: total('duration'),
    totalBilledDuration: total('billedDuration'),
    totalMediaPriceBeforeDiscount: total('fullPrice'),
    totalMediaPrice: total('price'),
    grossMediaPrice: total('grossPrice'),
    totalPrice: total('price'),
    grossPrice: total('grossPrice'),
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    paymentId: null,
    infusionsoftId: null,
    latestOrderDetails: null,
    ...overrides,
  };
}
