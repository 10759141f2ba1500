import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import type { BusinessAccountRequestInput } from '@portal/contracts/company/schema';
import type { Tokens } from '@portal/contracts/auth/schema';
import type { Db } from '../../db/index.ts';
import { projects } from '../../db/schema.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { signIn } from '../../test/helper.ts';
import { lastMessageTo } from '../../test/outbox.ts';
import { createUser, type UserRow } from '../user/service.ts';
import { requestBusinessAccount } from './business-account-request.ts';
import { addMember } from './membership.ts';

export interface SignedIn {
  user: UserRow;
  tokens: Tokens;
}

/** A new active account of this role, signed in. */
export async function signedInUser(
  app: FastifyInstance,
  db: Db,
  now: Date,
  role: Role = Role.CLIENT,
  name = 'user',
): Promise<SignedIn> {
  const user = await createUser(
    db,
    {
      email: `${name}-${randomBytes(4).toString('hex')}@company.test`,
      password: DEMO_PASSWORD,
      role,
      status: UserStatus.ACTIVE,
      firstname: name[0]?.toUpperCase() + name.slice(1),
      lastname: 'Tester',
    },
    now,
  );
  return { user, tokens: await signIn(app, user.email) };
}

/** A client who has joined the company (as an accepted invitation leaves them). */
export async function memberOf(
  app: FastifyInstance,
  db: Db,
  companyId: number,
  now: Date,
): Promise<SignedIn> {
  const member = await signedInUser(app, db, now, Role.CLIENT, 'member');
  await addMember(db, companyId, member.user.id, now);
  return member;
}

/** A project the client made on the company's account. */
export async function projectOn(db: Db, ownerId: number, companyId: number | null, now: Date) {
  const [row] = await db
    .insert(projects)
    .values({
      shortId: `P${randomBytes(4).toString('hex').toUpperCase()}`,
      title: `Project of ${ownerId}`,
      ownerId,
      companyId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('no project');
  return row;
}

/** The token of the link in the last invitation mail sent to this address. */
export async function invitationToken(app: FastifyInstance, email: string): Promise<string> {
  await app.mailer.idle();
  const text = (await lastMessageTo(app.db, email))?.text ?? '';
  const token = /\/v3\/company-invitation\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`No company invitation link in:\n${text}`);
  return token;
}

/** A new client's pending application for a business account, made as the client makes it. */
export async function pendingApplication(
  db: Db,
  now: Date,
  details: Partial<BusinessAccountRequestInput> = {},
) {
  const client = await createUser(
    db,
    {
      email: `applicant-${randomBytes(4).toString('hex')}@company.test`,
      password: null,
      role: Role.CLIENT,
      status: UserStatus.ACTIVE,
      firstname: 'Abby',
      lastname: 'Applicant',
    },
    now,
  );
  const request = await requestBusinessAccount(
    db,
    client,
    { companyName: 'Applicant Ltd', ...details },
    now,
  );
  return { client, requestId: request.id };
}
