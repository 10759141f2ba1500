import { purchaseEvents, pushToDataLayer } from './checkout.ts';

const media = (id: number, billedDuration: number, price: number, serviceId = 1) => ({
  id,
  projectId: null,
  title: `file-${id}.mp3`,
  extension: 'mp3',
  mime: 'audio/mpeg',
  size: 1000,
  status: 'uploaded' as const,
  duration: billedDuration - 30,
  billedDuration,
  extraFields: null,
  fullPrice: price,
  price,
  grossPrice: Math.round(price * 1.2),
  currency: 'GBP' as const,
  serviceOptions: { id: serviceId, turnaround: 86400, speakers: '1', priceCalculationElements: {} },
  partCount: 1,
  createdAt: 0,
});

describe('purchase analytics', () => {
  const cart = {
    mediaList: [media(7, 180, 1000), media(8, 60, 333, 2)],
    totalPrice: 1333,
    grossPrice: 1600,
  };

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

  it('pushes onto the page dataLayer, creating it when missing', () => {
    const page = {} as Window & { dataLayer?: unknown[] };
    pushToDataLayer([{ event: 'a' }, { event: 'b' }], page);
    pushToDataLayer([{ event: 'c' }], page);
    expect(page.dataLayer).toEqual([{ event: 'a' }, { event: 'b' }, { event: 'c' }]);
  });
});
