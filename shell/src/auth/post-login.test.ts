import { waitFor } from '@testing-library/react';
import { Role, createPortalStore } from '@portal/contracts';
import { json, startFakeServer, type FakeServer } from '@portal/contracts/testing/fake-server';
import { testCart } from '@portal/contracts/cart/test-cart';
import { testPortalConfig } from '@portal/contracts/testing/portal-config';
import { testUser } from '@portal/contracts/user/test-user';
import {
  hasLiveBookingIntent,
  postLoginPath,
  postLoginTarget,
  takeBusinessAccountVisit,
} from './post-login.ts';

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

describe('the business account visit remembered while signed out', () => {
  it('brings a client back to it, before the cart rule', () => {
    const facts = { role: Role.CLIENT, cartItems: 2 };
    expect(postLoginPath({ ...facts, businessAccountVisit: '/v3/business-account' })).toBe(
      '/v3/business-account',
    );
    expect(postLoginPath({ ...facts, businessAccountVisit: '/v3/company-invitation/a1_b-2' })).toBe(
      '/v3/company-invitation/a1_b-2',
    );
  });

  it('does not move other roles', () => {
    expect(
      postLoginPath({
        role: Role.ADMIN,
        cartItems: 0,
        businessAccountVisit: '/v3/business-account',
      }),
    ).toBe('/v3');
  });

  it('is read once, and only when it names one of those pages', () => {
    localStorage.setItem('tn.businessAcc', '/v3/business-account');
    expect(takeBusinessAccountVisit()).toBe('/v3/business-account');
    expect(takeBusinessAccountVisit()).toBeNull();
    for (const stored of ['https://elsewhere.test/v3/business-account', '/v3/library/my']) {
      localStorage.setItem('tn.businessAcc', stored);
      expect(takeBusinessAccountVisit()).toBeNull();
    }
  });
});

describe('a live booking started signed out', () => {
  const facts = { cartItems: 0, liveBookingIntent: true };

  it('brings a client, an admin or a super admin back to the booking form', () => {
    for (const role of [Role.CLIENT, Role.ADMIN, Role.SUPER_ADMIN])
      expect(postLoginPath({ ...facts, role })).toBe('/v3/live-notetaking/create-booking');
  });

  it('comes after the business account visit and before the cart', () => {
    expect(
      postLoginPath({
        ...facts,
        role: Role.CLIENT,
        businessAccountVisit: '/v3/business-account',
      }),
    ).toBe('/v3/business-account');
    expect(postLoginPath({ ...facts, role: Role.CLIENT, cartItems: 2 })).toBe(
      '/v3/live-notetaking/create-booking',
    );
  });

  it('does not move the other roles', () => {
    for (const role of [Role.TYPIST, Role.PROOFREADER, Role.RESTRICTED_ADMIN])
      expect(postLoginPath({ ...facts, role })).toBe('/v3');
  });

  it('is read without being removed, and only when it is a stored intent', () => {
    expect(hasLiveBookingIntent()).toBe(false);
    localStorage.setItem('tn.live booking intent', JSON.stringify({ step: 'register' }));
    expect(hasLiveBookingIntent()).toBe(true);
    expect(hasLiveBookingIntent()).toBe(true);
    for (const stored of ['not json', '"register"', 'null']) {
      localStorage.setItem('tn.live booking intent', stored);
      expect(hasLiveBookingIntent()).toBe(false);
    }
  });
});

describe('a client whose registration this browser completed', () => {
  let server: FakeServer;
  const client = testUser(Role.CLIENT);
  const crmCalls = () =>
    server.requests.filter((r) => r.url.endsWith(`/v1/user/add-to-hub-spot/${client.id}`));

  beforeEach(() => {
    server = startFakeServer();
    server.on('GET', '/v1/cart', () => json(200, testCart([])));
    localStorage.setItem('tn.crm contact due', 'true');
  });
  afterEach(() => {
    server.restore();
    localStorage.clear();
  });

  const signedIn = async (user = client) => {
    server.on('GET', '/v1/user/profile', () => json(200, user));
    return postLoginTarget(createPortalStore({ config: testPortalConfig() }).dispatch);
  };

  it('is added to the CRM at sign-in, once', async () => {
    server.on('POST', `/v1/user/add-to-hub-spot/${client.id}`, () =>
      json(200, { isSuccess: true, contactId: '101' }),
    );
    expect(await signedIn()).toBe('/v3');
    await waitFor(() => expect(localStorage.getItem('tn.crm contact due')).toBeNull());
    await signedIn();
    expect(crmCalls()).toHaveLength(1);
  });

  it('signs in all the same when the CRM fails, and is added at a later sign-in', async () => {
    server.on('POST', `/v1/user/add-to-hub-spot/${client.id}`, () =>
      json(502, { message: 'Something went wrong' }),
    );
    expect(await signedIn()).toBe('/v3');
    await waitFor(() => expect(crmCalls()).toHaveLength(1));
    expect(localStorage.getItem('tn.crm contact due')).toBe('true');
  });

  it('is not added when nothing is due, nor is staff', async () => {
    await signedIn(testUser(Role.ADMIN));
    localStorage.clear();
    await signedIn();
    expect(crmCalls()).toEqual([]);
  });
});
