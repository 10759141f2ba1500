import { eq } from 'drizzle-orm';
import { ACCOUNT_MAIL_LIMIT } from '@portal/contracts/common/limits';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import type { Db } from '../../db/index.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { takeRateLimit, type RateLimit } from '../../lib/rate-limit.ts';
import { guessSecret, type Guesser } from '../../lib/secret-guess.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { revokeUserFamilies } from '../session/refresh-tokens.ts';
import { createUser, findUserByEmail, findUserById, normaliseEmail } from './service.ts';
import { consumeLinkToken, issueLinkToken, peekLinkToken } from './link-tokens.ts';
import { activationMail, alreadyRegisteredMail, passwordResetMail } from './account-mails.ts';

type AccountDeps = Pick<ServiceDeps, 'db' | 'mailer' | 'now'>;
type TokenDeps = Pick<ServiceDeps, 'db' | 'now'>;

/** Where links in mails point: the portal as the visitor reached it. */
export interface Links {
  origin: string;
}

/** However often registration or a reset is asked for, an address gets a few mails an hour. */
const ACCOUNT_MAIL: RateLimit = { bucket: 'account-mail', ...ACCOUNT_MAIL_LIMIT };

const mayMail = async (db: Db, email: string, now: Date): Promise<boolean> =>
  (await takeRateLimit(db, ACCOUNT_MAIL, normaliseEmail(email), now)).allowed;

const link = ({ origin }: Links, path: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return `${origin}/v3/${path}${search ? `?${search}` : ''}`;
};

/** The mail answering a registration, once the address has not had its share of account mails. */
async function registrationMailFor(
  { db, now }: TokenDeps,
  input: { email: string; firstname: string; lastname: string },
  links: Links,
) {
  if (!(await mayMail(db, input.email, now()))) return undefined;
  const existing = await findUserByEmail(db, input.email);
  if (existing && existing.status !== UserStatus.PENDING)
    return alreadyRegisteredMail(
      existing.email,
      link(links, 'login'),
      link(links, 'password-reset'),
    );
  const user =
    existing ??
    (await createUser(
      db,
      { ...input, password: null, role: Role.CLIENT, status: UserStatus.PENDING },
      now(),
    ));
  const token = await issueLinkToken(db, user.id, 'activation', now());
  const activation = link(links, 'registration-activator', { hash: token });
  return activationMail(user.email, input.firstname, activation);
}

/**
 * Same answer, in the same time, for a new and a known address: only the mailbox's owner learns
 * which. Everything that depends on it (the lookup, the new account, the mail) happens in the
 * background, after the answer.
 */
export function registerAccount(
  deps: AccountDeps,
  input: { email: string; firstname: string; lastname: string },
  links: Links,
): void {
  deps.mailer.sendInBackground(() => registrationMailFor(deps, input, links));
}

// A link's hash is a secret: a wrong one spends the guesser's budget (lib/secret-guess.ts).
export async function activationInfo({ db, now }: TokenDeps, hash: string, guesser: Guesser) {
  const user = await guessSecret(db, guesser, now(), async () => {
    const userId = await peekLinkToken(db, hash, 'activation', now());
    return userId === undefined ? undefined : findUserById(db, userId);
  });
  return user && { email: user.email, firstname: user.firstname, lastname: user.lastname };
}

/** Completes registration: the account becomes active with the chosen password. */
export async function setPassword(
  { db, now }: TokenDeps,
  input: {
    hash: string;
    password: string;
    firstname: string;
    lastname: string;
    mobile?: string;
  },
  guesser: Guesser,
): Promise<boolean> {
  const passwordHash = await hashPassword(input.password);
  return guessSecret(db, guesser, now(), () =>
    db.transaction(async (tx) => {
      const userId = await consumeLinkToken(tx, input.hash, 'activation', now());
      if (userId === undefined) return false;
      await tx
        .update(users)
        .set({
          passwordHash,
          firstname: input.firstname,
          lastname: input.lastname,
          ...(input.mobile ? { mobile: input.mobile } : {}),
          status: UserStatus.ACTIVE,
          updatedAt: now(),
        })
        .where(eq(users.id, userId));
      return true;
    }),
  );
}

/**
 * The mail answering a reset request, if any: a reset link to an active account, the
 * activation link again to one not yet activated, nothing to an unknown address or once the
 * address has had its share of reset mails.
 */
async function passwordResetMailFor({ db, now }: TokenDeps, email: string, links: Links) {
  if (!(await mayMail(db, email, now()))) return undefined;
  const user = await findUserByEmail(db, email);
  if (user?.status === UserStatus.PENDING) {
    const token = await issueLinkToken(db, user.id, 'activation', now());
    const activation = link(links, 'registration-activator', { hash: token });
    return activationMail(user.email, user.firstname, activation);
  }
  if (user?.status !== UserStatus.ACTIVE) return undefined;
  const token = await issueLinkToken(db, user.id, 'password-reset', now());
  return passwordResetMail(user.email, link(links, 'password-reset', { code: token }));
}

/**
 * Same answer, in the same time, whether or not the address has an account: everything that
 * depends on it (the lookup, the link, the mail) happens in the background, after the answer.
 */
export function requestPasswordReset(deps: AccountDeps, email: string, links: Links): void {
  deps.mailer.sendInBackground(() => passwordResetMailFor(deps, email, links));
}

/** A reset ends every existing sign-in: whoever knew the old password is out. */
export async function resetPassword(
  { db, now }: TokenDeps,
  code: string,
  password: string,
  guesser: Guesser,
) {
  const passwordHash = await hashPassword(password);
  return guessSecret(db, guesser, now(), () =>
    db.transaction(async (tx) => {
      const userId = await consumeLinkToken(tx, code, 'password-reset', now());
      if (userId === undefined) return false;
      await tx.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, userId));
      await revokeUserFamilies(tx, userId, now());
      return true;
    }),
  );
}
