import { eq } from 'drizzle-orm';
import type { InvitationReview, ProjectShare } from '@portal/contracts/project-permission/schema';
import { projectPermissions, projects } from '../../db/schema.ts';
import { bearer, setupTestApp, signIn } from '../../test/helper.ts';
import { invitationTexts } from '@portal/contracts/project-permission/texts';
import { INVITATION_TTL_MS } from '../invitations/invitations.ts';
import { mailedToken, project, signedInAccount } from './test-fixtures.ts';

const t = setupTestApp();
type Auth = { authorization: string };
let owner: Auth;
let invited: Auth;
let stranger: Auth;
let projectId: number;

beforeAll(async () => {
  const olivia = await signedInAccount(t, 'olivia.owner@example.test');
  invited = (await signedInAccount(t, 'ivy.invited@example.test')).headers;
  stranger = (await signedInAccount(t, 'sam.stranger@example.test')).headers;
  owner = olivia.headers;
  projectId = (await project(t.db, olivia.id, 'Interviews', t.clock.now())).id;
});

/** Shares the project with Ivy afresh (any earlier share withdrawn); the share and its secret. */
async function invite(permission = 'read') {
  for (const row of await t.db.select().from(projectPermissions))
    await call('DELETE', `/v1/project-permission/${row.id}`, owner);
  const share = (
    await t.app.inject({
      method: 'POST',
      url: '/v1/project-permission',
      headers: owner,
      payload: { project_id: projectId, email: 'ivy.invited@example.test', permission },
    })
  ).json<ProjectShare>();
  await t.app.mailer.idle();
  return {
    share,
    token: await mailedToken(t.db, 'ivy.invited@example.test', 'project-invitation'),
  };
}

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Auth) =>
  t.app.inject({ method, url, headers });
const review = (token: string, headers = invited) =>
  call('GET', `/v1/project/review-permission/${token}`, headers);
const accept = (id: number, headers = invited) =>
  call('PUT', `/v1/project-permission/accept-invitation/${id}`, headers);
const decline = (id: number, headers = invited) =>
  call('PUT', `/v1/project-permission/decline-invitation/${id}`, headers);
const rowOf = async (id: number) =>
  (await t.db.select().from(projectPermissions).where(eq(projectPermissions.id, id)))[0];
const notValid = { message: invitationTexts.notValid };

test('the invited user reviews the link, then accepts by id: the project is shared', async () => {
  const { share, token } = await invite('write');
  const reviewed = await review(token);
  expect(reviewed.statusCode).toBe(200);
  expect(reviewed.json<InvitationReview>()).toEqual({
    id: share.id,
    kind: 'project access invitation',
    title: 'Interviews',
    from: 'olivia owner',
    permission: 'write',
    projectId,
    companyId: null,
  });
  const accepted = await accept(share.id);
  expect(accepted.json()).toEqual({
    id: share.id,
    kind: 'project access invitation',
    state: 'accepted',
    projectId,
    companyId: null,
  });
  expect(await rowOf(share.id)).toMatchObject({ state: 'accepted', respondedAt: t.clock.now() });
});

test('an answered invitation works once: its link and id then answer 404', async () => {
  const { share, token } = await invite();
  expect((await accept(share.id)).statusCode).toBe(200);
  for (const again of [review(token), accept(share.id), decline(share.id)]) {
    const response = await again;
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notValid);
  }
  expect((await rowOf(share.id))?.state).toBe('accepted');
});

test('declining gives no access, and the link is used up', async () => {
  const { share, token } = await invite();
  expect((await decline(share.id)).json()).toMatchObject({ state: 'declined', projectId });
  const row = await rowOf(share.id);
  expect(row).toMatchObject({ state: 'declined', userId: null });
  expect((await review(token)).statusCode).toBe(404);
  expect((await accept(share.id)).statusCode).toBe(404);
});

test('only the invited address may use an invitation: anyone else gets 404, nothing changes', async () => {
  const { share, token } = await invite();
  for (const someone of [stranger, owner]) {
    for (const attempt of [
      review(token, someone),
      accept(share.id, someone),
      decline(share.id, someone),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notValid);
    }
  }
  expect((await rowOf(share.id))?.state).toBe('pending');
  expect((await review(token)).statusCode).toBe(200);
});

test('a forged link is not valid', async () => {
  const { token } = await invite();
  const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  for (const hash of [forged, 'x', 'a'.repeat(43)]) {
    const response = await review(hash);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notValid);
  }
  // An over-long one is refused before the route: 414 URI Too Long.
  expect((await review('a'.repeat(201))).statusCode).toBe(414);
});

test('signing in is needed', async () => {
  const { share, token } = await invite();
  expect(
    (await t.app.inject({ method: 'GET', url: `/v1/project/review-permission/${token}` }))
      .statusCode,
  ).toBe(401);
  expect(
    (
      await t.app.inject({
        method: 'PUT',
        url: `/v1/project-permission/accept-invitation/${share.id}`,
      })
    ).statusCode,
  ).toBe(401);
});

test('the pending list opens and removes an invitation by id, for the invited user only', async () => {
  const { share } = await invite('full');
  const url = `/v1/activator/project-permission/${share.id}`;
  expect((await call('GET', url, invited)).json()).toMatchObject({
    id: share.id,
    permission: 'full',
  });
  expect((await call('GET', url, stranger)).statusCode).toBe(404);
  expect((await call('DELETE', url, stranger)).statusCode).toBe(404);
  expect((await call('DELETE', url, invited)).statusCode).toBe(204);
  expect((await rowOf(share.id))?.state).toBe('declined');
  expect((await call('GET', url, invited)).statusCode).toBe(404);
});

test('a deleted project takes its invitations with it', async () => {
  const { share, token } = await invite();
  await t.db.update(projects).set({ status: 'deleted' }).where(eq(projects.id, projectId));
  expect((await review(token)).statusCode).toBe(404);
  expect((await accept(share.id)).statusCode).toBe(404);
  await t.db.update(projects).set({ status: 'active' }).where(eq(projects.id, projectId));
});

test('an invitation expires after 7 days', async () => {
  const { share, token } = await invite();
  t.clock.advance(INVITATION_TTL_MS);
  invited = bearer(await signIn(t.app, 'ivy.invited@example.test'));
  expect((await review(token)).statusCode).toBe(404);
  expect((await accept(share.id)).statusCode).toBe(404);
  expect((await rowOf(share.id))?.state).toBe('pending');
});
