import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import type { CompanyMembers, CompanyView } from '@portal/contracts/company/schema';
import { companyInvitations, companyMembers, users } from '../../db/schema.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { bearer, setupTestApp, signIn } from '../../test/helper.ts';
import { lastMessageTo, outboxFor } from '../../test/outbox.ts';
import { findUserByEmail, findUserById } from '../user/service.ts';
import { INVITATION_TTL_MS } from '../invitations/invitations.ts';
import { acceptCompanyInvitation } from './membership.ts';
import { createCompany } from './service.ts';
import { invitationToken, memberOf, signedInUser, type SignedIn } from './test-fixtures.ts';
import { companyTexts } from '@portal/contracts/company/texts';

const PORTAL_URL = 'https://portal.example';
const t = setupTestApp({ portalUrl: PORTAL_URL });
let owner: SignedIn;
let companyId: number;

beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
  const user = await findUserByEmail(t.db, 'business@demo.test');
  if (!user) throw new Error('no business account');
  owner = { user, tokens: await signIn(t.app, user.email) };
  const [membership] = await t.db
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.userId, user.id));
  companyId = membership?.companyId ?? 0;
});

const as = (who: SignedIn) => ({ headers: bearer(who.tokens) });
const invite = (email: string, by: SignedIn = owner) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/company/invite/${companyId}`,
    payload: { email },
    ...as(by),
  });
const follow = (action: 'details' | 'join' | 'decline', token: string, who: SignedIn) =>
  t.app.inject({ url: `/v1/company/${action}/${token}`, ...as(who) });
const members = async () =>
  (
    await t.app.inject({ url: `/v1/company/members/${companyId}`, ...as(owner) })
  ).json<CompanyMembers>();
const invitationRows = (email: string) =>
  t.db.select().from(companyInvitations).where(eq(companyInvitations.email, email));
const client = (name: string) => signedInUser(t.app, t.db, t.clock.now(), Role.CLIENT, name);

test('the owner invites a client, who joins through the link in the mail', async () => {
  const invitee = await client('joiner');
  const sent = await invite(invitee.user.email.toUpperCase());
  expect(sent.statusCode).toBe(200);
  expect(sent.json()).toMatchObject({ email: invitee.user.email, state: 'pending' });

  const mail = await (async () => {
    await t.app.mailer.idle();
    return lastMessageTo(t.db, invitee.user.email);
  })();
  expect(mail?.subject).toBe('Demo Business invites you to join Demo Business Ltd');
  expect(mail?.text).toContain(`${PORTAL_URL}/v3/company-invitation/`);
  const token = await invitationToken(t.app, invitee.user.email);
  // Only the token's hash is kept.
  expect(JSON.stringify(await invitationRows(invitee.user.email))).not.toContain(token);

  const review = await follow('details', token, invitee);
  expect(review.json()).toEqual({
    id: sent.json().id,
    companyId,
    companyName: 'Demo Business Ltd',
    from: 'Demo Business',
  });

  const joined = await follow('join', token, invitee);
  expect(joined.statusCode).toBe(200);
  expect(joined.json<CompanyView>()).toMatchObject({ id: companyId, name: 'Demo Business Ltd' });
  // A member checks out on the company's account.
  const profile = await t.app.inject({ url: '/v1/user/profile', ...as(invitee) });
  expect(profile.json()).toMatchObject({ isBusinessAccount: true });
  const after = await members();
  expect(after.members).toContainEqual(
    expect.objectContaining({ userId: invitee.user.id, isOwner: false }),
  );
  expect(after.invitations.map((i) => i.email)).not.toContain(invitee.user.email);
  expect(await invitationRows(invitee.user.email)).toEqual([
    expect.objectContaining({ state: 'accepted', respondedAt: t.clock.now() }),
  ]);

  // The link works once.
  const again = await follow('join', token, invitee);
  expect(again.statusCode).toBe(404);
  expect(again.json()).toEqual({ message: companyTexts.invitationNotValid });
});

describe('a link that is not valid: a clear 404, nothing changed', () => {
  test('a forged token', async () => {
    const invitee = await client('forger');
    const forged = 'A'.repeat(43);
    for (const action of ['details', 'join', 'decline'] as const) {
      const response = await follow(action, forged, invitee);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: companyTexts.invitationNotValid });
    }
    expect((await follow('join', 'not a token!', invitee)).statusCode).toBe(422);
  });

  test('someone else’s link, which still works for the invited client', async () => {
    const invitee = await client('invited');
    const other = await client('bystander');
    await invite(invitee.user.email);
    const token = await invitationToken(t.app, invitee.user.email);
    for (const action of ['details', 'join', 'decline'] as const)
      expect((await follow(action, token, other)).statusCode).toBe(404);
    expect(await findUserById(t.db, other.user.id)).toMatchObject({ isBusinessAccount: false });
    expect(await invitationRows(invitee.user.email)).toEqual([
      expect.objectContaining({ state: 'pending' }),
    ]);
    expect((await follow('join', token, invitee)).statusCode).toBe(200);
  });

  test('an expired link', async () => {
    const invitee = await client('late');
    await invite(invitee.user.email);
    const token = await invitationToken(t.app, invitee.user.email);
    t.clock.advance(INVITATION_TTL_MS);
    // A week on, everyone signs in again.
    owner = { ...owner, tokens: await signIn(t.app, owner.user.email) };
    const later = { ...invitee, tokens: await signIn(t.app, invitee.user.email) };
    expect((await follow('join', token, later)).statusCode).toBe(404);
    expect(await invitationRows(invitee.user.email)).toEqual([
      expect.objectContaining({ state: 'pending', respondedAt: null }),
    ]);
    expect((await members()).invitations.map((i) => i.email)).not.toContain(invitee.user.email);
  });

  test('a revoked invitation; revoking it twice is refused', async () => {
    const invitee = await client('revoked');
    const id = (await invite(invitee.user.email)).json().id;
    const token = await invitationToken(t.app, invitee.user.email);
    const revoke = () =>
      t.app.inject({ method: 'PUT', url: `/v1/company/revoke-invitation/${id}`, ...as(owner) });
    expect((await revoke()).json()).toMatchObject({ id, state: 'revoked' });
    expect((await follow('join', token, invitee)).statusCode).toBe(404);
    const twice = await revoke();
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toEqual([{ message: companyTexts.invitationNotPending }]);
  });

  test('an earlier link, once the address is invited again', async () => {
    const invitee = await client('twice');
    await invite(invitee.user.email);
    const first = await invitationToken(t.app, invitee.user.email);
    await invite(invitee.user.email);
    const second = await invitationToken(t.app, invitee.user.email);
    expect((await outboxFor(t.db, invitee.user.email)).length).toBe(2);
    expect((await follow('join', first, invitee)).statusCode).toBe(404);
    expect((await follow('join', second, invitee)).statusCode).toBe(200);
  });
});

test('declining uses the link up and joins nothing', async () => {
  const invitee = await client('decliner');
  await invite(invitee.user.email);
  const token = await invitationToken(t.app, invitee.user.email);
  expect((await follow('decline', token, invitee)).statusCode).toBe(204);
  expect(await invitationRows(invitee.user.email)).toEqual([
    expect.objectContaining({ state: 'declined' }),
  ]);
  expect((await follow('join', token, invitee)).statusCode).toBe(404);
  expect((await members()).members.map((m) => m.userId)).not.toContain(invitee.user.id);
});

describe('bad invitations: a clear 422, nothing sent or stored', () => {
  const refusedWithNothingChanged = async (email: string, message: string) => {
    const before = await t.db.select().from(companyInvitations);
    const response = await invite(email);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'email', message }]);
    expect(await t.db.select().from(companyInvitations)).toEqual(before);
  };

  test('inviting oneself', async () => {
    await refusedWithNothingChanged('Business@Demo.test', companyTexts.inviteYourself);
    expect(await outboxFor(t.db, 'business@demo.test')).toEqual([]);
  });

  test('inviting a member', async () => {
    const member = await memberOf(t.app, t.db, companyId, t.clock.now());
    await refusedWithNothingChanged(member.user.email, companyTexts.alreadyMember);
    expect(await outboxFor(t.db, member.user.email)).toEqual([]);
  });

  test('an invalid address', async () => {
    await refusedWithNothingChanged('not-an-email', 'Invalid email');
  });

  test('an address too long to be one: its length is named, once', async () => {
    await refusedWithNothingChanged(`${'a'.repeat(250)}@b.test`, 'Must be at most 254 characters');
  });
});

describe('joining refused: the invitation stays pending', () => {
  test('a client already in another company', async () => {
    const busy = await client('busy');
    await createCompany(t.db, busy.user, 'Busy Ltd', t.clock.now());
    await invite(busy.user.email);
    const token = await invitationToken(t.app, busy.user.email);
    const response = await follow('join', token, busy);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ message: companyTexts.alreadyInCompany }]);
    expect(await invitationRows(busy.user.email)).toEqual([
      expect.objectContaining({ state: 'pending' }),
    ]);
  });

  test('a staff account', async () => {
    const typist = await signedInUser(t.app, t.db, t.clock.now(), Role.TYPIST, 'typist');
    await t.db.update(users).set({ mfaEnabled: true }).where(eq(users.id, typist.user.id));
    await invite(typist.user.email);
    const token = await invitationToken(t.app, typist.user.email);
    const response = await follow('join', token, typist);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: companyTexts.clientsOnlyJoin });
    expect(await invitationRows(typist.user.email)).toEqual([
      expect.objectContaining({ state: 'pending' }),
    ]);
  });
});

test('a listed invitation is accepted by its id, only by the invited client', async () => {
  const invitee = await client('listed');
  const id = (await invite(invitee.user.email)).json().id;
  const other = await client('other');
  await expect(acceptCompanyInvitation(t.db, id, other.user, t.clock.now())).rejects.toThrow(
    companyTexts.invitationNotValid,
  );
  expect(await acceptCompanyInvitation(t.db, id, invitee.user, t.clock.now())).toBe(companyId);
});

describe('unlinking a member', () => {
  const unlink = (userId: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/company/revoke-membership/${companyId}`,
      payload: { user_id: userId },
      ...as(owner),
    });

  test('they leave the company and no longer check out on its account', async () => {
    const member = await memberOf(t.app, t.db, companyId, t.clock.now());
    expect(await findUserById(t.db, member.user.id)).toMatchObject({ isBusinessAccount: true });
    expect((await unlink(member.user.id)).statusCode).toBe(204);
    expect((await members()).members.map((m) => m.userId)).not.toContain(member.user.id);
    expect(await findUserById(t.db, member.user.id)).toMatchObject({ isBusinessAccount: false });
    const company = await t.app.inject({ url: `/v1/company/${companyId}`, ...as(member) });
    expect(company.statusCode).toBe(404);
  });

  test('the owner stays; someone who is not a member is not found', async () => {
    const owned = await unlink(owner.user.id);
    expect(owned.statusCode).toBe(422);
    expect(owned.json()).toEqual([{ field: 'user_id', message: companyTexts.ownerStays }]);
    const stranger = await client('stranger');
    expect((await unlink(stranger.user.id)).json()).toEqual({
      message: companyTexts.memberNotFound,
    });
  });
});
