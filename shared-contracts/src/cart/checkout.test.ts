import { purchaseEvents } from './checkout.ts';
import type { Media } from '../media/schema.ts';
import { testCart } from './test-cart.ts';
import { testMedia } from '../media/test-media.ts';

const priced = (id: number, price: number, overrides: Partial<Media> = {}) =>
  testMedia(id, { fullPrice: price, price, grossPrice: Math.round(price * 1.2), ...overrides });

describe('purchase analytics', () => {
  // The second media's service is not among the service names: its title stands in.
  const unnamed = { id: 2, turnaround: 86400, speakers: '1', priceCalculationElements: {} };
  const cart = testCart([
    priced(7, 1000), // billed 3 minutes
    priced(8, 333, { duration: 30, title: 'file-8.mp3', serviceOptions: unnamed }),
  ]);

  it('builds ec-transaction and ga-purchase-event with billed minutes and two-decimal prices', () => {
    const [transaction, purchase] = purchaseEvents({
      orderId: 42,
      cart,
      currency: 'USD',
      serviceNames: { 1: 'Intelligent Verbatim' },
    });
    expect(transaction).toEqual({
      event: 'ec-transaction',
      ecommerce: {
        currencyCode: 'USD',
        purchase: {
          actionField: { id: '42', affiliation: 'Business account', revenue: 13.33, tax: 2.67 },
          products: [
            { id: '7', name: 'Intelligent Verbatim', price: 3.33, quantity: 3 },
            { id: '8', name: 'file-8.mp3', price: 3.33, quantity: 1 },
          ],
        },
      },
    });
    expect(purchase).toEqual({
      event: 'ga-purchase-event',
      ecommerce: {
        transaction_id: '42',
        affiliation: 'Business account',
        value: 13.33,
        tax: 2.67,
        currency: 'USD',
        items: [
          { item_id: '7', item_name: 'Intelligent Verbatim', price: 3.33, quantity: 3 },
          { item_id: '8', item_name: 'file-8.mp3', price: 3.33, quantity: 1 },
        ],
      },
    });
  });
});
