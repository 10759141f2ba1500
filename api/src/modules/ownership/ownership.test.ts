import { and, eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import type { InvitationReview, InvitationView } from '@portal/contracts/project-permission/schema';
import {
  companies,
  companyMembers,
  projectOwnershipInvitations,
  projectPermissions,
  projects,
} from '../../db/schema.ts';
import { bearer, setupTestApp, signIn } from '../../test/helper.ts';
import { lastMessageTo } from '../../test/outbox.ts';
import { invitationTexts } from '@portal/contracts/project-permission/texts';
import { INVITATION_TTL_MS } from '../invitations/invitations.ts';
import { projectAccess } from '../project-permission/access.ts';
import {
  account,
  mailedToken,
  project,
  signedInAccount,
} from '../project-permission/test-fixtures.ts';
import { ownershipTexts } from '@portal/contracts/project-permission/texts';
import { projectTexts } from '@portal/contracts/project/texts';

const t = setupTestApp();
type Auth = { authorization: string };
type Account = Awaited<ReturnType<typeof signedInAccount>>;
let olivia: Account;
let nina: Account;
let owner: Auth;
let newOwner: Auth;
let stranger: Auth;

beforeAll(async () => {
  olivia = await signedInAccount(t, 'olivia.owner@example.test');
  nina = await signedInAccount(t, 'nina.new@example.test');
  stranger = (await signedInAccount(t, 'sam.stranger@example.test')).headers;
  await account(t.db, 'tom.typist@example.test', t.clock.now(), Role.TYPIST);
  [owner, newOwner] = [olivia.headers, nina.headers];
});

const offer = (projectId: number, email: string, headers = owner) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/project/transfer-ownership/${projectId}`,
    headers,
    payload: { email },
  });
const byLink = (path: string, token: string, headers = newOwner) =>
  t.app.inject({ method: 'GET', url: `/v1/project/${path}/${token}`, headers });

/** A project of Olivia's offered to Nina; the link's secret. */
async function offered(title: string) {
  const row = await project(t.db, olivia.id, title, t.clock.now());
  expect((await offer(row.id, 'Nina.New@example.test')).statusCode).toBe(200);
  await t.app.mailer.idle();
  return {
    projectId: row.id,
    token: await mailedToken(t.db, nina.email, 'project-ownership-invitation'),
  };
}

const ownerOf = async (projectId: number) =>
  (await t.db.select().from(projects).where(eq(projects.id, projectId)))[0];

test('the owner offers a project: a pending offer and a mail with the link', async () => {
  const row = await project(t.db, olivia.id, 'Handover', t.clock.now());
  const response = await offer(row.id, 'nina.new@example.test');
  expect(response.json<InvitationView>()).toMatchObject({
    kind: 'project owner invitation',
    title: 'Handover',
    from: 'olivia owner',
    permission: null,
    expiresAt: response.json<InvitationView>().createdAt + INVITATION_TTL_MS / 1000,
  });
  await t.app.mailer.idle();
  const mail = await lastMessageTo(t.db, nina.email);
  expect(mail?.subject).toBe('olivia owner offers you the project "Handover"');
  expect(mail?.text).toMatch(/\/v3\/project-ownership-invitation\/\S+/);
});

test('the invited client reviews and accepts: owner changes, the previous owner keeps full access', async () => {
  const { projectId, token } = await offered('Accepted handover');
  const review = await byLink('review-ownership', token);
  expect(review.json<InvitationReview>()).toEqual({
    id: expect.any(Number),
    kind: 'project owner invitation',
    title: 'Accepted handover',
    from: 'olivia owner',
    permission: null,
    projectId,
    companyId: null,
  });
  const accepted = await byLink('accept-ownership', token);
  expect(accepted.json()).toMatchObject({ state: 'accepted', projectId });
  expect((await ownerOf(projectId))?.ownerId).toBe(nina.id);
  const actor = (user: Account) => ({ userId: user.id, role: Role.CLIENT });
  expect(await projectAccess(t.db, actor(nina), projectId)).toBe('owner');
  expect(await projectAccess(t.db, actor(olivia), projectId)).toBe('full');
  // Works once.
  for (const path of ['review-ownership', 'accept-ownership', 'decline-ownership']) {
    const again = await byLink(path, token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: invitationTexts.notValid });
  }
});

test('the project moves to the new owner’s company, if any', async () => {
  const at = t.clock.now();
  const [company] = await t.db
    .insert(companies)
    .values({ name: 'Nina Ltd', ownerId: nina.id, createdAt: at, updatedAt: at })
    .returning();
  await t.db
    .insert(companyMembers)
    .values({ companyId: company!.id, userId: nina.id, joinedAt: at });
  const { projectId, token } = await offered('Into a company');
  await byLink('accept-ownership', token);
  expect((await ownerOf(projectId))?.companyId).toBe(company!.id);
});

test('a new owner who had shared access keeps only ownership', async () => {
  const row = await project(t.db, olivia.id, 'Shared first', t.clock.now());
  await t.db.insert(projectPermissions).values({
    projectId: row.id,
    email: nina.email,
    userId: nina.id,
    permission: 'read',
    state: 'accepted',
    tokenHash: 'earlier-share',
    expiresAt: t.clock.now(),
    createdAt: t.clock.now(),
  });
  await offer(row.id, nina.email);
  await t.app.mailer.idle();
  await byLink(
    'accept-ownership',
    await mailedToken(t.db, nina.email, 'project-ownership-invitation'),
  );
  const [share] = await t.db
    .select()
    .from(projectPermissions)
    .where(and(eq(projectPermissions.projectId, row.id), eq(projectPermissions.email, nina.email)));
  expect(share?.state).toBe('revoked');
});

test('declining leaves the project with its owner and uses the link up', async () => {
  const { projectId, token } = await offered('Declined handover');
  expect((await byLink('decline-ownership', token)).json()).toMatchObject({ state: 'declined' });
  expect((await ownerOf(projectId))?.ownerId).toBe(olivia.id);
  expect((await byLink('accept-ownership', token)).statusCode).toBe(404);
});

test('only the invited client may use the link; a forged one is not valid', async () => {
  const { projectId, token } = await offered('Guarded handover');
  for (const attempt of [
    byLink('review-ownership', token, stranger),
    byLink('accept-ownership', token, stranger),
    byLink('accept-ownership', token, owner),
    byLink('accept-ownership', `${token}x`),
    byLink('decline-ownership', 'forged'),
  ]) {
    const response = await attempt;
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: invitationTexts.notValid });
  }
  expect((await ownerOf(projectId))?.ownerId).toBe(olivia.id);
  expect((await byLink('review-ownership', token)).statusCode).toBe(200);
});

test('a new offer withdraws the previous one; accepting withdraws any other', async () => {
  const { projectId, token: first } = await offered('Offered twice');
  await offer(projectId, 'sam.stranger@example.test');
  expect((await byLink('accept-ownership', first)).statusCode).toBe(404);
  const pending = await t.db
    .select()
    .from(projectOwnershipInvitations)
    .where(
      and(
        eq(projectOwnershipInvitations.projectId, projectId),
        eq(projectOwnershipInvitations.state, 'pending'),
      ),
    );
  expect(pending.map((row) => row.email)).toEqual(['sam.stranger@example.test']);
});

test('an offer expires after 7 days', async () => {
  const { projectId, token } = await offered('Late handover');
  t.clock.advance(INVITATION_TTL_MS);
  newOwner = bearer(await signIn(t.app, nina.email));
  owner = bearer(await signIn(t.app, olivia.email));
  stranger = bearer(await signIn(t.app, 'sam.stranger@example.test'));
  expect((await byLink('accept-ownership', token)).statusCode).toBe(404);
  expect((await ownerOf(projectId))?.ownerId).toBe(olivia.id);
});

test('a deleted project is not offered: it is only looked at', async () => {
  const row = await project(t.db, olivia.id, 'Gone', t.clock.now());
  await t.db.update(projects).set({ status: 'deleted' }).where(eq(projects.id, row.id));
  const response = await offer(row.id, nina.email);
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual([{ message: projectTexts.deleted }]);
  expect(
    await t.db
      .select()
      .from(projectOwnershipInvitations)
      .where(eq(projectOwnershipInvitations.projectId, row.id)),
  ).toEqual([]);
});

describe('bad offers are refused and write nothing', () => {
  test.each([
    ['olivia.owner@example.test', ownershipTexts.alreadyOwner],
    ['tom.typist@example.test', ownershipTexts.notClient],
    ['not an email', 'Invalid email'],
  ])('%s', async (email, message) => {
    const row = await project(t.db, olivia.id, 'Kept', t.clock.now());
    const response = await offer(row.id, email);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'email', message }]);
    const offers = await t.db
      .select()
      .from(projectOwnershipInvitations)
      .where(eq(projectOwnershipInvitations.projectId, row.id));
    expect(offers).toEqual([]);
  });

  test('someone else’s project is not found; a shared user may not offer it', async () => {
    const row = await project(t.db, olivia.id, 'Not theirs', t.clock.now());
    expect((await offer(row.id, 'sam.stranger@example.test', stranger)).statusCode).toBe(404);
    await t.db.insert(projectPermissions).values({
      projectId: row.id,
      email: nina.email,
      userId: nina.id,
      permission: 'full',
      state: 'accepted',
      tokenHash: 'full-share',
      expiresAt: t.clock.now(),
      createdAt: t.clock.now(),
    });
    expect((await offer(row.id, 'sam.stranger@example.test', newOwner)).statusCode).toBe(403);
  });
});
