import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { errorTexts } from '@portal/contracts/common/errors';
import { projectTexts } from '@portal/contracts/project/texts';
import { companies, companyMembers, projectPermissions, projects } from '../../db/schema.ts';
import { bearer, setupTestApp, signIn } from '../../test/helper.ts';
import { sharingTexts } from '@portal/contracts/project-permission/texts';
import { account, project, withTwoFactor } from './test-fixtures.ts';

/**
 * Who may manage a project's sharing (client spec section 6): the owner, a full-access user and
 * staff. Read, write and company access see the project but not who else has it (403 where they
 * name the project, 404 for a share's id); anyone else never learns the project exists (404).
 */
const t = setupTestApp();

type Who =
  | 'anonymous'
  | 'owner'
  | 'full'
  | 'read'
  | 'write'
  | 'company owner'
  | 'other client'
  | 'other company owner'
  | 'typist'
  | 'restricted admin'
  | 'admin'
  | 'super admin'
  | 'admin without 2FA';

const headers = new Map<Who, Record<string, string>>();
let projectId: number;
let shareCount = 0;

async function signedIn(who: Who, role: Role, twoFactor = true) {
  const email = `${who.replaceAll(' ', '.')}@example.test`;
  const user = await account(t.db, email, t.clock.now(), role);
  headers.set(who, bearer(await signIn(t.app, email)));
  // After signing in: the test needs no second factor, only the account's 2FA setting.
  if (role !== Role.CLIENT && twoFactor) await withTwoFactor(t.db, user.id);
  return user;
}

async function companyOf(ownerId: number, name: string) {
  const at = t.clock.now();
  const [company] = await t.db
    .insert(companies)
    .values({ name, ownerId, createdAt: at, updatedAt: at })
    .returning();
  await t.db
    .insert(companyMembers)
    .values({ companyId: company!.id, userId: ownerId, joinedAt: at });
  return company!.id;
}

/** An invitation or access of this project, straight into the table. */
async function shareRow(email: string, state: 'pending' | 'accepted', userId: number | null) {
  const at = t.clock.now();
  const [row] = await t.db
    .insert(projectPermissions)
    .values({
      projectId,
      email,
      userId,
      permission: email.startsWith('write') ? 'write' : email.startsWith('read') ? 'read' : 'full',
      state,
      tokenHash: `hash-${email}`,
      expiresAt: new Date(at.getTime() + 86_400_000),
      createdAt: at,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  const owner = await signedIn('owner', Role.CLIENT);
  const companyOwner = await signedIn('company owner', Role.CLIENT);
  const otherCompanyOwner = await signedIn('other company owner', Role.CLIENT);
  await signedIn('other client', Role.CLIENT);
  await signedIn('typist', Role.TYPIST);
  await signedIn('restricted admin', Role.RESTRICTED_ADMIN);
  await signedIn('admin', Role.ADMIN);
  await signedIn('super admin', Role.SUPER_ADMIN);
  await signedIn('admin without 2FA', Role.ADMIN, false);
  const companyId = await companyOf(companyOwner.id, 'Acme');
  await companyOf(otherCompanyOwner.id, 'Other Ltd');
  await t.db
    .insert(companyMembers)
    .values({ companyId, userId: owner.id, joinedAt: t.clock.now() });
  projectId = (await project(t.db, owner.id, 'Shared work', t.clock.now())).id;
  await t.db.update(projects).set({ companyId }).where(eq(projects.id, projectId));
  for (const level of ['full', 'read', 'write'] as const) {
    const user = await signedIn(level, Role.CLIENT);
    await shareRow(user.email, 'accepted', user.id);
  }
  // A dozen sign-ins: more than a test's time on a busy machine.
}, 60_000);

/** Staff who work on media, not projects: the policy's gate turns them away from every route. */
const outsideTheAudience: Who[] = ['typist', 'restricted admin'];

const allow = 200;
const notFound = 404;
const forbidden = 403;

/** [who, sharing routes naming the project, routes naming a share's id, ownership transfer] */
const matrix: [Who, number, number, number][] = [
  ['anonymous', 401, 401, 401],
  ['owner', allow, allow, allow],
  ['full', allow, allow, forbidden],
  ['read', forbidden, notFound, forbidden],
  ['write', forbidden, notFound, forbidden],
  ['company owner', forbidden, notFound, forbidden],
  ['other client', notFound, notFound, notFound],
  ['other company owner', notFound, notFound, notFound],
  ['typist', forbidden, forbidden, forbidden],
  ['restricted admin', forbidden, forbidden, forbidden],
  ['admin', allow, allow, allow],
  ['super admin', allow, allow, allow],
  ['admin without 2FA', forbidden, forbidden, forbidden],
];

describe.each(matrix)('%s', (who, byProject, byShare, transfer) => {
  const as = () => headers.get(who) ?? {};
  const newEmail = () => `invitee${(shareCount += 1)}@example.test`;
  const expectStatus = (response: { statusCode: number; json(): unknown }, status: number) => {
    expect(response.statusCode).toBe(status);
    if (status === notFound) expect(response.json()).toEqual({ message: projectTexts.notFound });
    if (status === forbidden && outsideTheAudience.includes(who))
      expect(response.json()).toEqual({ message: errorTexts.unauthorized });
    else if (status === forbidden && who !== 'admin without 2FA')
      expect(response.json()).toEqual({ message: projectTexts.notAllowed });
  };

  test(`lists shares: ${byProject}`, async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/project-permission?project_id=${projectId}`,
      headers: as(),
    });
    expectStatus(response, byProject);
    if (byProject === allow) expect(response.json<unknown[]>().length).toBeGreaterThanOrEqual(3);
  });

  test(`shares: ${byProject}; a refusal writes nothing`, async () => {
    const email = newEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/project-permission',
      headers: as(),
      payload: { project_id: projectId, email, permission: 'read' },
    });
    expectStatus(response, byProject);
    const written = await t.db
      .select()
      .from(projectPermissions)
      .where(eq(projectPermissions.email, email));
    expect(written).toHaveLength(byProject === allow ? 1 : 0);
  });

  test(`changes and revokes a share: ${byShare}`, async () => {
    const target = await shareRow(newEmail(), 'pending', null);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/v1/project-permission/${target.id}`,
      headers: as(),
      payload: { permission: 'write' },
    });
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/v1/project-permission/${target.id}`,
      headers: as(),
    });
    expect([changed.statusCode, revoked.statusCode]).toEqual(
      byShare === allow ? [200, 204] : [byShare, byShare],
    );
    if (byShare === notFound)
      expect(revoked.json()).toEqual({ message: sharingTexts.shareNotFound });
    const [after] = await t.db
      .select()
      .from(projectPermissions)
      .where(eq(projectPermissions.id, target.id));
    expect(after).toMatchObject(
      byShare === allow ? { state: 'revoked', permission: 'write' } : { state: 'pending' },
    );
  });

  test(`offers the project to another client: ${transfer}`, async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/project/transfer-ownership/${projectId}`,
      headers: as(),
      payload: { email: 'other.client@example.test' },
    });
    expectStatus(response, transfer);
  });
});

test('a project that does not exist is the same 404 as one out of reach', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/project-permission?project_id=999999',
    headers: headers.get('owner'),
  });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: projectTexts.notFound });
});
