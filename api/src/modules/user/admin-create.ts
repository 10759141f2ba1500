import { UserStatus } from '@portal/contracts/common/statuses';
import { can } from '@portal/contracts/policy/policy';
import { isStaffWorkerRole, requiresTwoFactor, roleLabel } from '@portal/contracts/policy/roles';
import { mailTexts } from '@portal/contracts/mail/texts';
import { userTexts } from '@portal/contracts/user/texts';
import type { AdminCreateUserInput } from '@portal/contracts/user/schema';
import type { StaffUser } from '@portal/contracts/user/list-schema';
import type { Db } from '../../db/index.ts';
import type { Actor } from '../../lib/caller.ts';
import { snakeKey } from '@portal/contracts/common/wire-keys';
import type { DomainInput } from '../../lib/domain-input.ts';
import { ApiError, RequestValidationError, unprocessable } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { enqueueMail } from '../mail/mail-task.ts';
import { issueLinkToken } from './link-tokens.ts';
import { staffUsersOf } from './list.ts';
import { checkTrainedIn, isAdminAccount } from './management.ts';
import { createUser, findUserByEmail, type UserRow } from './service.ts';

type CreateDeps = Pick<ServiceDeps, 'db' | 'now' | 'portalUrl'>;
type NewAccount = DomainInput<AdminCreateUserInput>;

async function checkInput(db: Db, actor: Actor, input: NewAccount): Promise<void> {
  if (isAdminAccount(input.role) && !can(actor, 'account.manageAdmins'))
    throw new ApiError(403, userTexts.adminsBySuperAdmin);
  const training = (['trainedIn', 'grade'] as const).filter((field) => input[field] !== undefined);
  if (!isStaffWorkerRole(input.role) && training.length > 0)
    throw new RequestValidationError(
      training.map((field) => ({ field: snakeKey(field), message: userTexts.trainedInForWorkers })),
    );
  if (input.trainedIn) await checkTrainedIn(db, input.trainedIn);
  if (await findUserByEmail(db, input.email)) throw unprocessable(userTexts.emailTaken, 'email');
}

/** The activation mail, kept with the account: it goes only if the account is made. */
async function mailActivation(deps: CreateDeps, tx: Db, user: UserRow): Promise<void> {
  const token = await issueLinkToken(tx, user.id, 'activation', deps.now());
  const link = `${deps.portalUrl}/v3/registration-activator?${new URLSearchParams({ hash: token })}`;
  await enqueueMail(tx, {
    to: user.email,
    subject: mailTexts.accountCreated.subject,
    text: mailTexts.accountCreated.text(
      user.firstname,
      roleLabel(user.role),
      link,
      requiresTwoFactor(user.role),
    ),
  });
}

/**
 * POST /v1/user/admin-create: an account an admin opens for someone, pending until its owner
 * follows the activation mail and sets a password on the registration's activation page. Admin
 * accounts are a super admin's to open; staff set up 2FA at their first sign-in, as every staff
 * member without it is sent to.
 */
export async function adminCreateUser(
  deps: CreateDeps,
  actor: Actor,
  input: NewAccount,
): Promise<StaffUser> {
  const { db, now } = deps;
  await checkInput(db, actor, input);
  const row = await db.transaction(async (tx) => {
    const user = await createUser(
      tx,
      {
        email: input.email,
        password: null,
        role: input.role,
        status: UserStatus.PENDING,
        firstname: input.firstname,
        lastname: input.lastname,
        trainedIn: input.trainedIn?.map((shortName) => ({ shortName })),
        grade: input.grade,
      },
      now(),
    );
    await mailActivation(deps, tx, user);
    return user;
  });
  const [user] = await staffUsersOf(db, [row]);
  return user!;
}
