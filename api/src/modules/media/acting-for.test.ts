import { eq } from 'drizzle-orm';
import { createSessionId } from '@portal/contracts/auth/session-id';
import { errorTexts } from '@portal/contracts/common/errors';
import type { CompanyMembers } from '@portal/contracts/company/schema';
import type { CartView } from '@portal/contracts/cart/schema';
import type { Media } from '@portal/contracts/media/schema';
import {
  cartMedia,
  carts,
  companies,
  media,
  orders,
  staffActions,
  users,
} from '../../db/schema.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { bearer, setupTestApp, signIn } from '../../test/helper.ts';
import { mediaClient, type Headers } from '../../test/media-upload.ts';
import { wavBytes } from '../../lib/wav.ts';
import { plainIvb } from '../cart/test-fixtures.ts';
import { memberOf } from '../company/test-fixtures.ts';
import { findUserByEmail } from '../user/service.ts';
import { mediaTexts } from '@portal/contracts/media/texts';

const t = setupTestApp();
const uploads = mediaClient(() => t.app);
const small = wavBytes(61);

let admin: Headers;
let businessId: number;

const fields = (more: Record<string, unknown> = {}) => ({
  title: 'Board meeting',
  extension: 'wav',
  mime: 'audio/wav',
  size: small.length,
  currency: 'GBP',
  ...more,
});
const idOf = async (email: string) => (await findUserByEmail(t.db, email))?.id ?? 0;
const rowOf = async (id: number) => (await t.db.select().from(media).where(eq(media.id, id)))[0];
const cartOfMedia = async (id: number) =>
  (
    await t.db
      .select({ userId: carts.userId, reminder: carts.reminder })
      .from(cartMedia)
      .innerJoin(carts, eq(carts.id, cartMedia.cartId))
      .where(eq(cartMedia.mediaId, id))
  )[0];

beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
  admin = bearer(await signIn(t.app, 'admin@demo.test'));
  // Admins need 2FA for anything but their profile; this one has it.
  await t.db.update(users).set({ mfaEnabled: true }).where(eq(users.email, 'admin@demo.test'));
  businessId = await idOf('business@demo.test');
});

describe('an admin uploading for a business client', () => {
  test('the media is the client’s: the admin uploads and processes it into the client’s cart, whose reminder stays as the client set it', async () => {
    const now = t.clock.now();
    await t.db.insert(carts).values({
      userId: businessId,
      currency: 'GBP',
      reminder: false,
      createdAt: now,
      updatedAt: now,
    });

    const created = await uploads.created(admin, fields({ user_id: businessId }));
    expect(await rowOf(created.id)).toMatchObject({ userId: businessId, status: 'pending' });
    await uploads.upload(admin, created, small);
    const processed = await uploads.process(admin, created.id);
    expect(processed.json<Media>()).toMatchObject({
      id: created.id,
      status: 'uploaded',
      duration: 61,
    });
    expect(await cartOfMedia(created.id)).toEqual({ userId: businessId, reminder: false });

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/v1/media/${created.id}`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'Board meeting, March' }),
    });
    expect(renamed.json<Media>()).toMatchObject({ title: 'Board meeting, March' });

    // The client sees it as their own.
    const business = bearer(await signIn(t.app, 'business@demo.test'));
    const cart = await t.app.inject({ url: '/v1/cart', headers: business });
    expect(cart.json<{ mediaList: { id: number }[] }>().mediaList.map((item) => item.id)).toContain(
      created.id,
    );

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/media/${created.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(await rowOf(created.id)).toBeUndefined();
  });

  test('the admin saves the meeting details of the client’s media as its uploader, then as staff', async () => {
    const created = await uploads.created(admin, fields({ user_id: businessId }));
    const save = () =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/media/${created.id}`,
        headers: { ...admin, 'content-type': 'application/json' },
        payload: JSON.stringify({
          extra_fields: { meeting_attendees: [{ attendee_name: 'Ada Lovelace' }] },
        }),
      });
    const saved = await save();
    expect(saved.statusCode).toBe(200);
    const details = { meetingAttendees: [{ attendeeName: 'Ada Lovelace', jobTitle: '' }] };
    expect(saved.json<Media>().extraFields).toEqual(details);
    expect(await rowOf(created.id)).toMatchObject({ userId: businessId, extraFields: details });

    // Ordered, it is the client's project's: the admin changes it as staff (editBookingInfo),
    // which the media's history records.
    await t.db.update(media).set({ status: 'ordered' }).where(eq(media.id, created.id));
    expect((await save()).statusCode).toBe(200);
    const history = await t.db
      .select({ action: staffActions.action })
      .from(staffActions)
      .where(eq(staffActions.mediaId, created.id));
    expect(history).toEqual([{ action: 'editBookingInfo' }]);
  });

  test('naming an unknown user or staff is a 404, a client without a business account a 422; nothing is created', async () => {
    const before = (await t.db.select().from(media)).length;
    for (const userId of [2_000_000, await idOf('typist@demo.test')]) {
      const refused = await uploads.create(admin, fields({ user_id: userId }));
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: mediaTexts.clientNotFound });
    }
    const personal = await uploads.create(
      admin,
      fields({ user_id: await idOf('client@demo.test') }),
    );
    expect(personal.statusCode).toBe(422);
    expect(personal.json()).toEqual([
      { field: 'user_id', message: mediaTexts.clientWithoutBusinessAccount },
    ]);
    expect(await t.db.select().from(media)).toHaveLength(before);
  });

  test('an admin without 2FA may not act for a client', async () => {
    await t.db.update(users).set({ mfaEnabled: false }).where(eq(users.email, 'admin@demo.test'));
    try {
      const refused = await uploads.create(admin, fields({ user_id: businessId }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: errorTexts.twoFactorRequired });
    } finally {
      await t.db.update(users).set({ mfaEnabled: true }).where(eq(users.email, 'admin@demo.test'));
    }
  });
});

describe('an admin uploading for a member of a company', () => {
  let companyId: number;
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  const newMember = async () => (await memberOf(t.app, t.db, companyId, t.clock.now())).user.id;

  beforeAll(async () => {
    const [company] = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.ownerId, businessId));
    companyId = company?.id ?? 0;
  });

  test('the admin finds the member among the company’s people, uploads for them and checks out on their business account', async () => {
    const memberId = await newMember();
    const people = (await send('GET', `/v1/company/members/${companyId}`)).json<CompanyMembers>();
    expect(people.members[0]).toMatchObject({ userId: businessId, isOwner: true });
    expect(people.members).toContainEqual(
      expect.objectContaining({ userId: memberId, isOwner: false }),
    );

    const created = await uploads.created(
      admin,
      fields({ user_id: memberId, service_options: plainIvb }),
    );
    await uploads.upload(admin, created, small);
    expect((await uploads.process(admin, created.id)).statusCode).toBe(200);
    expect(await cartOfMedia(created.id)).toMatchObject({ userId: memberId });

    const cart = (await send('GET', `/v1/cart/owner/${memberId}`)).json<CartView>();
    expect(cart.mediaList.map((item) => item.id)).toEqual([created.id]);
    const paid = await send('POST', '/v1/payment', {
      provider: 'business_account',
      order_id: cart.id,
      user_id: memberId,
    });
    expect(paid.statusCode).toBe(200);
    const [order] = await t.db
      .select({ userId: orders.userId, placedBy: orders.placedBy })
      .from(orders)
      .where(eq(orders.id, paid.json<{ orderId: number }>().orderId));
    expect(order).toEqual({ userId: memberId, placedBy: await idOf('admin@demo.test') });
    expect(await rowOf(created.id)).toMatchObject({ userId: memberId, status: 'ordered' });
  });

  test('a former member, unlinked from the company, has no business account to upload for; nothing is created', async () => {
    const memberId = await newMember();
    const unlinked = await send('PUT', `/v1/company/revoke-membership/${companyId}`, {
      user_id: memberId,
    });
    expect(unlinked.statusCode).toBe(204);

    const before = (await t.db.select().from(media)).length;
    const refused = await uploads.create(admin, fields({ user_id: memberId }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([
      { field: 'user_id', message: mediaTexts.clientWithoutBusinessAccount },
    ]);
    expect(await t.db.select().from(media)).toHaveLength(before);
  });
});

describe('anyone else naming a user', () => {
  test('a client or a visitor naming another user is refused (403); naming oneself is one’s own upload', async () => {
    const client = bearer(await signIn(t.app, 'client@demo.test'));
    const naming = await uploads.create(client, fields({ user_id: businessId }));
    expect(naming.statusCode).toBe(403);
    expect(naming.json()).toEqual({ message: errorTexts.unauthorized });
    const visitor = await uploads.create(
      { 'x-session-id': createSessionId() },
      fields({ user_id: businessId }),
    );
    expect(visitor.statusCode).toBe(403);

    const clientId = await idOf('client@demo.test');
    const own = await uploads.created(client, fields({ user_id: clientId }));
    expect(await rowOf(own.id)).toMatchObject({ userId: clientId });
  });

  test('an admin reaches the unordered media of a client without a business account no more than a missing one; nothing changes', async () => {
    const client = bearer(await signIn(t.app, 'client@demo.test'));
    const theirs = await uploads.created(client, fields());
    const before = await rowOf(theirs.id);
    const missingId = 2_000_000;
    const send = (method: 'GET' | 'PUT' | 'DELETE', id: number) =>
      t.app.inject({
        method,
        url: method === 'GET' ? `/v1/media/get-presigned-url?id=${id}` : `/v1/media/${id}`,
        headers: admin,
        ...(method === 'PUT' ? { payload: { title: 'Renamed by staff' } } : {}),
      });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const refused = await send(method, theirs.id);
      const missing = await send(method, missingId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(missing.json());
    }
    expect(await rowOf(theirs.id)).toEqual(before);
  });

  test('a client never reaches the media an admin uploads for another client', async () => {
    const created = await uploads.created(admin, fields({ user_id: businessId }));
    const client = bearer(await signIn(t.app, 'client@demo.test'));
    const read = await t.app.inject({
      url: `/v1/media/get-presigned-url?id=${created.id}`,
      headers: client,
    });
    expect(read.statusCode).toBe(404);
  });
});
