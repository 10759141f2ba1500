import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { companyTexts } from '@portal/contracts/company/texts';
import { mailTexts } from '@portal/contracts/mail/texts';
import type { BusinessAccountApplication, CompanyView } from '@portal/contracts/company/schema';
import type { Page } from '@portal/contracts/common/page-schema';
import { businessAccountRequests, companies, users } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { outboxFor } from '../../test/outbox.ts';
import { drainTasks } from '../../test/tasks.ts';
import { person, type Person } from '../project/test-fixtures.ts';
import { createCompany } from './service.ts';
import { pendingApplication } from './test-fixtures.ts';

const t = setupTestApp();
let admin: Person;

beforeAll(async () => {
  admin = await person(t, 'Ada', Role.ADMIN);
});

const decide = (requestId: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/company/business-account-request/${requestId}`,
    headers: admin.headers,
    payload,
  });
const listed = async (query = '') =>
  (
    await t.app.inject({
      url: `/v1/company/business-account-request${query}`,
      headers: admin.headers,
    })
  ).json<Page<BusinessAccountApplication>>();
const requestRow = async (id: number) =>
  (await t.db.select().from(businessAccountRequests).where(eq(businessAccountRequests.id, id)))[0];
const ownedCompany = async (ownerId: number) =>
  (await t.db.select().from(companies).where(eq(companies.ownerId, ownerId)))[0];
const mailsTo = async (email: string) => {
  await drainTasks(t.app);
  return outboxFor(t.db, email);
};

describe('the applications admins review', () => {
  test('lists the pending ones newest first, with who applied and what they gave', async () => {
    const older = await pendingApplication(t.db, t.clock.now(), { companyName: 'Older Ltd' });
    t.clock.advance(60_000);
    const newer = await pendingApplication(t.db, t.clock.now(), {
      companyName: 'Newer Ltd',
      vatNumber: 'GB123456789',
      phone: '+44 20 7946 0000',
      message: 'Monthly invoices, please.',
    });
    const page = await listed();
    expect(page).toMatchObject({ page: 1, pageSize: 20 });
    const ids = page.result.map((application) => application.id);
    expect(ids.indexOf(newer.requestId)).toBeLessThan(ids.indexOf(older.requestId));
    expect(page.result.find((a) => a.id === newer.requestId)).toEqual({
      id: newer.requestId,
      companyName: 'Newer Ltd',
      state: 'pending',
      createdAt: expect.any(Number),
      userId: newer.client.id,
      applicantName: 'Abby Applicant',
      applicantEmail: newer.client.email,
      address: null,
      vatNumber: 'GB123456789',
      phone: '+44 20 7946 0000',
      message: 'Monthly invoices, please.',
    });
    const wrongState = await t.app.inject({
      url: '/v1/company/business-account-request?state=open',
      headers: admin.headers,
    });
    expect(wrongState.statusCode).toBe(422);
    expect(wrongState.json()).toEqual([{ field: 'state', message: expect.any(String) }]);
  });
});

describe('approving an application', () => {
  test('makes the client the owner of a company with their details, and mails them', async () => {
    const { client, requestId } = await pendingApplication(t.db, t.clock.now(), {
      companyName: 'Harbour Media Ltd',
      address: '2 Quay Street\nBristol',
      vatNumber: 'GB987654321',
    });
    const response = await decide(requestId, { state: 'approved' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: requestId, state: 'approved' });

    expect(await ownedCompany(client.id)).toMatchObject({
      name: 'Harbour Media Ltd',
      address: '2 Quay Street\nBristol',
      vatNumber: 'GB987654321',
      phone: null,
    });
    const [account] = await t.db.select().from(users).where(eq(users.id, client.id));
    expect(account?.isBusinessAccount).toBe(true);
    expect(await mailsTo(client.email)).toEqual([
      expect.objectContaining({
        subject: mailTexts.businessAccountApproved.subject,
        text: expect.stringContaining('/v3/business-account'),
      }),
    ]);
    expect((await listed('?state=approved')).result.map((a) => a.id)).toContain(requestId);
    expect((await listed()).result.map((a) => a.id)).not.toContain(requestId);
  });

  test("shows in the admins' company list, when expanded, as the owner's status", async () => {
    const { client, requestId } = await pendingApplication(t.db, t.clock.now(), {
      companyName: 'Zebra Status Ltd',
    });
    await decide(requestId, { state: 'approved' });
    const owner = await person(t, 'Olive');
    await createCompany(t.db, { id: owner.id }, 'Zebra Without Application', t.clock.now());
    const list = (expand: string) =>
      t.app.inject({ url: `/v1/company?name=Zebra${expand}`, headers: admin.headers });
    const expanded = (await list('&expand=business_account_status')).json<Page<CompanyView>>();
    expect(expanded.result.map((c) => [c.ownerId, c.businessAccountStatus])).toEqual([
      [client.id, 'approved'],
      [owner.id, null],
    ]);
    const plain = (await list('')).json<Page<CompanyView>>();
    expect(plain.result[0]).not.toHaveProperty('businessAccountStatus');
  });
});

describe('rejecting an application', () => {
  test('leaves the client without a company, and mails them', async () => {
    const { client, requestId } = await pendingApplication(t.db, t.clock.now());
    const response = await decide(requestId, { state: 'rejected' });
    expect(response.json()).toMatchObject({ id: requestId, state: 'rejected' });
    expect(await ownedCompany(client.id)).toBeUndefined();
    expect(await mailsTo(client.email)).toEqual([
      expect.objectContaining({ subject: mailTexts.businessAccountRejected.subject }),
    ]);
  });
});

describe('a decision that cannot be taken', () => {
  test('is refused for an application already decided, changing nothing and mailing no one', async () => {
    const { client, requestId } = await pendingApplication(t.db, t.clock.now());
    await decide(requestId, { state: 'rejected' });
    const again = await decide(requestId, { state: 'approved' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual([{ field: 'state', message: companyTexts.applicationDecided }]);
    expect((await requestRow(requestId))?.state).toBe('rejected');
    expect(await ownedCompany(client.id)).toBeUndefined();
    expect(await mailsTo(client.email)).toHaveLength(1);
  });

  test('is refused when the applicant has joined a company meanwhile', async () => {
    const { client, requestId } = await pendingApplication(t.db, t.clock.now());
    await createCompany(t.db, { id: client.id }, 'Joined Meanwhile', t.clock.now());
    const response = await decide(requestId, { state: 'approved' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      { field: 'state', message: companyTexts.applicantHasCompany },
    ]);
    expect((await requestRow(requestId))?.state).toBe('pending');
    expect(await mailsTo(client.email)).toEqual([]);
  });

  test.each([
    [{}, 'state'],
    [{ state: 'pending' }, 'state'],
    [{ state: 'maybe' }, 'state'],
  ])('answers 422 naming the field for %o', async (payload, field) => {
    const { requestId } = await pendingApplication(t.db, t.clock.now());
    const response = await decide(requestId, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field, message: expect.any(String) }]);
    expect((await requestRow(requestId))?.state).toBe('pending');
  });

  test('answers 404 for an application nobody made', async () => {
    const response = await decide(999_999, { state: 'approved' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: companyTexts.applicationNotFound });
  });
});
