import { ErrorCode, errorTexts } from '../common/errors.ts';
import { testCart } from './test-cart.ts';
import { json, startFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { signedInTestStore } from '../testing/signed-in-store.ts';
import { cartApi } from './client.ts';

const cartNotFound = { errorCode: ErrorCode.CART_NOT_FOUND, message: errorTexts.cartNotFound };

let server: FakeServer;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  server = startFakeServer();
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  server.restore();
  consoleError.mockRestore();
});

async function fetchCart(owner?: { userId: number }) {
  const store = signedInTestStore();
  const query = store.dispatch(cartApi.endpoints.getCart.initiate(owner));
  const result = await query;
  query.unsubscribe();
  return result;
}

describe('getCart', () => {
  it('reads a single cart-not-found error as an empty cart, quietly', async () => {
    server.on('GET', '/v1/cart', () => json(404, cartNotFound));
    server.on('GET', '/v1/cart/owner/42', () => json(404, cartNotFound));

    for (const owner of [undefined, { userId: 42 }]) {
      const result = await fetchCart(owner);
      expect(result.isSuccess).toBe(true);
      expect(result.data).toBeNull();
    }
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('keeps any other 404 an error', async () => {
    // A 404 the cart route never sends (an unknown route answers so): a real failure.
    const result = await fetchCart({ userId: 43 });
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 404 });
  });

  it('answers the cart as the API sends it', async () => {
    const cart = testCart([], { paymentId: 'pi_1', infusionsoftId: '101' });
    server.on('GET', '/v1/cart', () => json(200, cart));
    expect((await fetchCart()).data).toEqual(cart);
  });
});
