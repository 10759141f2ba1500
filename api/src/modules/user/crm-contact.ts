import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { can } from '@portal/contracts/policy/policy';
import { errorTexts } from '@portal/contracts/common/errors';
import { users } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { upsertContact } from './crm.ts';
import { findUserById } from './service.ts';

type CrmDeps = Pick<ServiceDeps, 'db' | 'crm' | 'now'>;

/**
 * Adds a client to the CRM as a contact, or brings theirs up to date (POST
 * /v1/user/add-to-hub-spot/{id}), and keeps the contact's id (the cart's infusionsoftId). Only
 * clients are contacts; a client adds themself, an admin or super admin any client. Anyone else,
 * or a user who is not a client, gets a 404, as if there were no such user. Without a CRM
 * configured there is nothing to do: undefined, answered 204. A CRM failure throws a CrmError.
 */
export async function addToCrm(
  { db, crm, now }: CrmDeps,
  actor: Actor,
  userId: number,
): Promise<{ contactId: string } | undefined> {
  const user = await findUserById(db, userId);
  const allowed = actor.userId === userId || can(actor, 'account.addAnyToCrm');
  if (user?.role !== Role.CLIENT || !allowed) throw new ApiError(404, errorTexts.notFound);
  if (!crm) return undefined;
  const contactId = await upsertContact(crm, {
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.mobile,
  });
  await db
    .update(users)
    .set({ crmContactId: contactId, updatedAt: now() })
    .where(eq(users.id, userId));
  return { contactId };
}
