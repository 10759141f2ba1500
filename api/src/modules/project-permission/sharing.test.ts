import { eq } from 'drizzle-orm';
import type { ProjectShare } from '@portal/contracts/project-permission/schema';
import { projectPermissions, projects } from '../../db/schema.ts';
import { hashSecret } from '../../lib/secret-tokens.ts';
import { bearer, setupTestApp, signIn } from '../../test/helper.ts';
import { lastMessageTo } from '../../test/outbox.ts';
import { INVITATION_TTL_MS } from '../invitations/invitations.ts';
import { projectTexts } from '@portal/contracts/project/texts';
import { sharingTexts } from '@portal/contracts/project-permission/texts';
import { account, mailedToken, project } from './test-fixtures.ts';

const t = setupTestApp();
let owner: Awaited<ReturnType<typeof account>>;
let ownerAuth: { authorization: string };
let projectId: number;

beforeAll(async () => {
  owner = await account(t.db, 'olivia.owner@example.test', t.clock.now());
  await account(t.db, 'ben.bystander@example.test', t.clock.now());
  ownerAuth = bearer(await signIn(t.app, owner.email));
  projectId = (await project(t.db, owner.id, 'Board meetings', t.clock.now())).id;
});

const share = (fields: Record<string, unknown>, headers = ownerAuth) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/project-permission',
    headers,
    payload: { project_id: projectId, ...fields },
  });
const shares = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/v1/project-permission?project_id=${projectId}`,
      headers: ownerAuth,
    })
  ).json<ProjectShare[]>();
const rowsFor = (email: string) =>
  t.db.select().from(projectPermissions).where(eq(projectPermissions.email, email));

describe('sharing a project', () => {
  test('invites the email: a pending share, and a mail with a 7-day link', async () => {
    const response = await share({ email: ' Ben.Bystander@Example.test ', permission: 'read' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProjectShare>()).toMatchObject({
      projectId,
      email: 'ben.bystander@example.test',
      permission: 'read',
      state: 'pending',
      userName: null,
    });
    await t.app.mailer.idle();
    const mail = await lastMessageTo(t.db, 'ben.bystander@example.test');
    expect(mail?.subject).toBe('olivia owner shared the project "Board meetings" with you');
    expect(mail?.text).toContain('with transcript-only access');
    expect(mail?.text).not.toContain('Register first');
    const token = await mailedToken(t.db, 'ben.bystander@example.test', 'project-invitation');
    const [row] = await rowsFor('ben.bystander@example.test');
    // Only the hash of the link's secret is kept.
    expect(row?.tokenHash).toBe(hashSecret(token));
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + INVITATION_TTL_MS);
    expect(await shares()).toEqual([response.json()]);
  });

  test('an email without an account is invited too; the mail says to register first', async () => {
    const response = await share({ email: 'new.person@example.test', permission: 'write' });
    expect(response.statusCode).toBe(200);
    await t.app.mailer.idle();
    const mail = await lastMessageTo(t.db, 'new.person@example.test');
    expect(mail?.text).toContain('Register first');
    expect(mail?.text).toContain('/v3/registration');
    expect(mail?.text).toMatch(/\/v3\/project-invitation\/\S+/);
  });

  test.each([
    [{ email: 'olivia.owner@example.test', permission: 'full' }, 'email', sharingTexts.yourself],
    [{ email: 'not-an-email', permission: 'full' }, 'email', 'Invalid email'],
    [{ email: '', permission: 'full' }, 'email', 'Invalid email'],
    [
      { email: 'x@example.test', permission: 'owner' },
      'permission',
      'Must be one of: full, read, write',
    ],
    [{ email: 'x@example.test' }, 'permission', 'Must be one of: full, read, write'],
    [
      { email: 'ben.bystander@example.test', permission: 'full' },
      'email',
      sharingTexts.alreadyInvited,
    ],
  ])('%j is refused with a field error, and nothing is written', async (fields, field, message) => {
    const before = await t.db.select().from(projectPermissions);
    const response = await share(fields);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field, message }]);
    expect(await t.db.select().from(projectPermissions)).toEqual(before);
  });

  test('a deleted project is not shared, though its shares are still listed', async () => {
    const gone = await project(t.db, owner.id, 'Gone', t.clock.now());
    const before = await t.db.select().from(projectPermissions);
    await t.db.update(projects).set({ status: 'deleted' }).where(eq(projects.id, gone.id));
    const response = await share({
      project_id: gone.id,
      email: 'x@example.test',
      permission: 'read',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ message: projectTexts.deleted }]);
    expect(await t.db.select().from(projectPermissions)).toEqual(before);
    const listed = await t.app.inject({
      url: `/v1/project-permission?project_id=${gone.id}`,
      headers: ownerAuth,
    });
    expect(listed.json()).toEqual([]);
  });

  test('staff accounts cannot be invited: projects are shared with clients', async () => {
    await account(t.db, 'tom.typist@example.test', t.clock.now(), 8);
    const response = await share({ email: 'tom.typist@example.test', permission: 'read' });
    expect(response.json()).toEqual([{ field: 'email', message: sharingTexts.notClient }]);
    expect(await rowsFor('tom.typist@example.test')).toEqual([]);
  });
});

describe('changing and revoking', () => {
  const shareOf = async (email: string) => (await shares()).find((s) => s.email === email);
  const change = (id: number, permission: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/project-permission/${id}`,
      headers: ownerAuth,
      payload: { permission },
    });
  const revoke = (id: number) =>
    t.app.inject({ method: 'DELETE', url: `/v1/project-permission/${id}`, headers: ownerAuth });

  test('a pending invitation changed is sent again, with a new link', async () => {
    const pending = await shareOf('ben.bystander@example.test');
    const oldToken = await mailedToken(t.db, pending!.email, 'project-invitation');
    const response = await change(pending!.id, 'full');
    expect(response.json<ProjectShare>()).toMatchObject({ permission: 'full', state: 'pending' });
    await t.app.mailer.idle();
    const newToken = await mailedToken(t.db, pending!.email, 'project-invitation');
    expect(newToken).not.toBe(oldToken);
    expect((await lastMessageTo(t.db, pending!.email))?.text).toContain('with full access');
  });

  test('an accepted access changes at once and its holder is told', async () => {
    const ben = await signIn(t.app, 'ben.bystander@example.test');
    const pending = await shareOf('ben.bystander@example.test');
    await t.app.inject({
      method: 'PUT',
      url: `/v1/project-permission/accept-invitation/${pending!.id}`,
      headers: bearer(ben),
    });
    expect(await shareOf(pending!.email)).toMatchObject({
      state: 'accepted',
      userName: 'ben bystander',
    });
    expect((await change(pending!.id, 'write')).json()).toMatchObject({ permission: 'write' });
    await t.app.mailer.idle();
    expect((await lastMessageTo(t.db, pending!.email))?.subject).toBe(
      'Your access to the project "Board meetings" has changed',
    );
  });

  test('a level outside full, read and write changes nothing', async () => {
    const current = await shareOf('ben.bystander@example.test');
    const response = await change(current!.id, 'admin');
    expect(response.statusCode).toBe(422);
    expect(await shareOf('ben.bystander@example.test')).toEqual(current);
  });

  test('revoking ends the access; it leaves the list and cannot be revoked twice', async () => {
    const current = await shareOf('ben.bystander@example.test');
    const response = await revoke(current!.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await shareOf('ben.bystander@example.test')).toBeUndefined();
    expect((await revoke(current!.id)).statusCode).toBe(404);
    expect((await change(current!.id, 'read')).statusCode).toBe(404);
  });

  test('sharing again with a revoked email renews the same row with a new link', async () => {
    const [revoked] = await rowsFor('ben.bystander@example.test');
    const response = await share({ email: 'ben.bystander@example.test', permission: 'read' });
    expect(response.json<ProjectShare>()).toMatchObject({
      id: revoked!.id,
      state: 'pending',
      permission: 'read',
    });
    const [renewed] = await rowsFor('ben.bystander@example.test');
    expect(renewed?.tokenHash).not.toBe(revoked?.tokenHash);
    expect(renewed?.userId).toBeNull();
  });

  test('a pending invitation deleted stops its link from working', async () => {
    const pending = await shareOf('new.person@example.test');
    const token = await mailedToken(t.db, 'new.person@example.test', 'project-invitation');
    expect((await revoke(pending!.id)).statusCode).toBe(204);
    await account(t.db, 'new.person@example.test', t.clock.now());
    const invited = await signIn(t.app, 'new.person@example.test');
    const review = await t.app.inject({
      method: 'GET',
      url: `/v1/project/review-permission/${token}`,
      headers: bearer(invited),
    });
    expect(review.statusCode).toBe(404);
  });

  test('an expired invitation may be sent again', async () => {
    await share({ email: 'late.comer@example.test', permission: 'read' });
    expect((await share({ email: 'late.comer@example.test', permission: 'read' })).statusCode).toBe(
      422,
    );
    t.clock.advance(INVITATION_TTL_MS);
    ownerAuth = bearer(await signIn(t.app, owner.email));
    expect((await share({ email: 'late.comer@example.test', permission: 'full' })).statusCode).toBe(
      200,
    );
  });
});
