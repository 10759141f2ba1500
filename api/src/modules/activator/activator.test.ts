import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import type { InvitationPage, InvitationView } from '@portal/contracts/project-permission/schema';
import {
  companies,
  companyInvitations,
  companyMembers,
  projectPermissions,
  projects,
  users,
} from '../../db/schema.ts';
import { bearer, setupTestApp, signIn } from '../../test/helper.ts';
import { INVITATION_TTL_MS } from '../invitations/invitations.ts';
import { project, signedInAccount, withTwoFactor } from '../project-permission/test-fixtures.ts';

const t = setupTestApp();
type Auth = { authorization: string };
type Account = Awaited<ReturnType<typeof signedInAccount>>;
let olivia: Account;
let ivy: Account;
let owner: Auth;
let invited: Auth;
let stranger: Auth;
let admin: Auth;

const minute = 60_000;

beforeAll(async () => {
  olivia = await signedInAccount(t, 'olivia.owner@example.test');
  ivy = await signedInAccount(t, 'ivy.invited@example.test');
  stranger = (await signedInAccount(t, 'sam.stranger@example.test')).headers;
  const staff = await signedInAccount(t, 'ada.admin@example.test', Role.ADMIN);
  [owner, invited, admin] = [olivia.headers, ivy.headers, staff.headers];
  await withTwoFactor(t.db, staff.id);
});

async function shareWithIvy(title: string) {
  const { id } = await project(t.db, olivia.id, title, t.clock.now());
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/project-permission',
    headers: owner,
    payload: { project_id: id, email: ivy.email, permission: 'write' },
  });
  return { projectId: id, invitationId: response.json<{ id: number }>().id };
}

async function offerToIvy(title: string) {
  const { id } = await project(t.db, olivia.id, title, t.clock.now());
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/project/transfer-ownership/${id}`,
    headers: owner,
    payload: { email: ivy.email },
  });
  return { projectId: id, invitationId: response.json<InvitationView>().id };
}

/** Company invitations are the company module's; written here as it would. */
async function companyInvitingIvy(name: string) {
  const at = t.clock.now();
  const [company] = await t.db
    .insert(companies)
    .values({ name, ownerId: olivia.id, createdAt: at, updatedAt: at })
    .returning();
  const [invitation] = await t.db
    .insert(companyInvitations)
    .values({
      companyId: company!.id,
      email: ivy.email,
      tokenHash: `company-${name}`,
      invitedBy: olivia.id,
      expiresAt: new Date(at.getTime() + INVITATION_TTL_MS),
      createdAt: at,
    })
    .returning();
  return { companyId: company!.id, invitationId: invitation!.id };
}

const list = async (query = '', headers = invited) =>
  t.app.inject({ method: 'GET', url: `/v1/activator${query}`, headers });
const answer = (verb: 'accept' | 'decline', id: number, kind: string, headers = invited) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/activator/${verb}/${id}?kind=${encodeURIComponent(kind)}`,
    headers,
  });
const clear = async () => {
  await t.db.delete(companyMembers);
  await t.db.delete(companyInvitations);
  await t.db.delete(companies);
  await t.db.delete(projects);
};

describe('the pending list', () => {
  beforeAll(async () => {
    await shareWithIvy('Interviews');
    t.clock.advance(minute);
    await offerToIvy('Handover');
    t.clock.advance(minute);
    await companyInvitingIvy('Acme');
  });
  afterAll(clear);

  test('holds the invitations of every kind sent to the user’s email, newest first', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const page = response.json<InvitationPage>();
    expect(page.total).toBe(3);
    expect(
      page.result.map(({ kind, title, from, permission }) => ({ kind, title, from, permission })),
    ).toEqual([
      { kind: 'business invitation', title: 'Acme', from: 'olivia owner', permission: null },
      {
        kind: 'project owner invitation',
        title: 'Handover',
        from: 'olivia owner',
        permission: null,
      },
      {
        kind: 'project access invitation',
        title: 'Interviews',
        from: 'olivia owner',
        permission: 'write',
      },
    ]);
  });

  test('pages by page and page_size (default 50, at most 100)', async () => {
    const first = (await list('?page=1&page_size=2')).json<InvitationPage>();
    const second = (await list('?page=2&page_size=2')).json<InvitationPage>();
    expect([first.result.length, second.result.length, first.total, second.total]).toEqual([
      2, 1, 3, 3,
    ]);
    expect(second.result[0]?.title).toBe('Interviews');
    expect((await list('?page_size=101')).statusCode).toBe(422);
    expect((await list('?page=0')).statusCode).toBe(422);
  });

  test('shows nobody else’s invitations; staff have none', async () => {
    expect((await list('', stranger)).json()).toEqual({ result: [], total: 0 });
    expect((await list('', admin)).json()).toEqual({ result: [], total: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/v1/activator' })).statusCode).toBe(401);
  });

  test('leaves out expired invitations', async () => {
    t.clock.advance(INVITATION_TTL_MS - minute);
    invited = bearer(await signIn(t.app, ivy.email));
    const page = (await list()).json<InvitationPage>();
    expect(page.result.map((item) => item.title)).toEqual(['Acme']);
  });

  test('leaves the coupon lookup under /v1/activator alone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/activator/coupon?code=NONE' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).not.toMatch(/^Route/);
  });
});

describe('answering a listed invitation by id and kind', () => {
  // The clock moved on: fresh sign-ins.
  beforeAll(async () => {
    owner = bearer(await signIn(t.app, olivia.email));
    stranger = bearer(await signIn(t.app, 'sam.stranger@example.test'));
  });
  afterEach(clear);

  test('accepting a project access invitation shares the project', async () => {
    const { projectId, invitationId } = await shareWithIvy('Shared');
    const response = await answer('accept', invitationId, 'project access invitation');
    expect(response.json()).toEqual({
      id: invitationId,
      kind: 'project access invitation',
      state: 'accepted',
      projectId,
      companyId: null,
    });
    const [row] = await t.db
      .select()
      .from(projectPermissions)
      .where(eq(projectPermissions.id, invitationId));
    expect(row).toMatchObject({ state: 'accepted', userId: ivy.id });
  });

  test('accepting an ownership offer hands the project over', async () => {
    const { projectId, invitationId } = await offerToIvy('Offered');
    expect((await answer('accept', invitationId, 'project owner invitation')).statusCode).toBe(200);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, projectId));
    expect(row?.ownerId).toBe(ivy.id);
  });

  test('accepting a company invitation makes the user a member', async () => {
    const { companyId, invitationId } = await companyInvitingIvy('Joined Ltd');
    const response = await answer('accept', invitationId, 'business invitation');
    expect(response.json()).toMatchObject({ state: 'accepted', companyId });
    const members = await t.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, ivy.id));
    expect(members).toEqual([expect.objectContaining({ companyId })]);
    const [user] = await t.db.select().from(users).where(eq(users.id, ivy.id));
    expect(user?.isBusinessAccount).toBe(true);
    await t.db.update(users).set({ isBusinessAccount: false }).where(eq(users.id, ivy.id));
  });

  test('declining takes it off the list; it cannot be answered again', async () => {
    const { invitationId } = await companyInvitingIvy('Declined Ltd');
    const response = await answer('decline', invitationId, 'business invitation');
    expect(response.json()).toMatchObject({ state: 'declined' });
    expect((await list()).json()).toEqual({ result: [], total: 0 });
    expect((await answer('accept', invitationId, 'business invitation')).statusCode).toBe(404);
  });

  test('the wrong kind, someone else, or a kind not listed changes nothing', async () => {
    const { invitationId } = await shareWithIvy('Guarded');
    expect((await answer('accept', invitationId, 'project owner invitation')).statusCode).toBe(404);
    expect((await answer('accept', invitationId, 'business invitation')).statusCode).toBe(404);
    expect(
      (await answer('accept', invitationId, 'project access invitation', stranger)).statusCode,
    ).toBe(404);
    expect((await answer('accept', invitationId, 'project permission update')).statusCode).toBe(
      422,
    );
    expect((await answer('accept', invitationId, 'nonsense')).statusCode).toBe(422);
    expect((await list()).json<InvitationPage>().total).toBe(1);
  });
});
