import { Role } from '@portal/contracts';
import { postLoginPath } from './post-login.ts';

describe('redirect after login', () => {
  it('sends a client with items in the cart to the payment page', () => {
    expect(postLoginPath({ role: Role.CLIENT, cartItems: 2 })).toBe('/v3/fileupload/payment');
  });

  it('sends a client with an empty cart, and every other role, to the root', () => {
    expect(postLoginPath({ role: Role.CLIENT, cartItems: 0 })).toBe('/v3');
    for (const role of [Role.TYPIST, Role.PROOFREADER, Role.ADMIN, Role.SUPER_ADMIN])
      expect(postLoginPath({ role, cartItems: 3 })).toBe('/v3');
    expect(postLoginPath({ role: undefined, cartItems: 0 })).toBe('/v3');
  });
});
