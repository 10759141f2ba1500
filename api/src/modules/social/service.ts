import { and, eq, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { socialTexts } from '@portal/contracts/social/texts';
import type { SocialProviderName } from '@portal/contracts/portal/flags';
import type { Db } from '../../db/index.ts';
import { oauthStates, userIdentities, users } from '../../db/schema.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { findUserByEmail, normaliseEmail, type UserRow } from '../user/service.ts';
import {
  SocialSignInError,
  type Identity,
  type RequestSecrets,
  type SocialClient,
} from './providers.ts';

type SocialDeps = Pick<ServiceDeps, 'db' | 'now' | 'socialClients'>;

/** Long enough to sign in at the provider, short enough that a stray state soon dies. */
export const STATE_TTL_MS = 10 * 60 * 1000;

const clientFor = (
  { socialClients: clients }: Pick<ServiceDeps, 'socialClients'>,
  provider: string,
): SocialClient | undefined =>
  Object.hasOwn(clients, provider) ? clients[provider as SocialProviderName] : undefined;

export async function beginSocialSignIn(
  deps: SocialDeps,
  provider: string,
  redirectUri: string,
  sessionId: string | null,
): Promise<URL> {
  const client = clientFor(deps, provider);
  if (!client) throw new ApiError(404, socialTexts.notAvailable);
  const secrets = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
  const url = await client.authorizationUrl(redirectUri, secrets);
  const createdAt = deps.now();
  await deps.db.delete(oauthStates).where(lt(oauthStates.expiresAt, createdAt));
  await deps.db.insert(oauthStates).values({
    ...secrets,
    provider: provider as SocialProviderName,
    sessionId,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + STATE_TTL_MS),
  });
  return url;
}

/** Single use: the row is gone whatever the outcome, so a replayed callback finds nothing. */
async function takeState(
  { db, now }: Pick<ServiceDeps, 'db' | 'now'>,
  provider: string,
  state: string | undefined,
): Promise<RequestSecrets & { sessionId: string | null }> {
  if (!state) throw new SocialSignInError('no state in the callback');
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  if (!row) throw new SocialSignInError('unknown or already used state');
  if (row.expiresAt <= now()) throw new SocialSignInError('expired state');
  if (row.provider !== provider) throw new SocialSignInError('state issued for another provider');
  return row;
}

/**
 * The callback's user, linked or created, and the session id of the portal window that opened
 * the popup; throws SocialSignInError when there is no user.
 */
export async function finishSocialSignIn(
  deps: SocialDeps,
  provider: string,
  callbackUrl: URL,
): Promise<{ user: UserRow; sessionId: string | null }> {
  const client = clientFor(deps, provider);
  if (!client) throw new SocialSignInError(`${provider} is not configured`);
  const state = callbackUrl.searchParams.get('state') ?? undefined;
  const secrets = await takeState(deps, provider, state);
  return {
    user: await userFor(deps, await client.identity(callbackUrl, secrets)),
    sessionId: secrets.sessionId,
  };
}

/** Rolled back as a whole if the user may not sign in: a refusal changes nothing. */
const userFor = ({ db, now }: Pick<ServiceDeps, 'db' | 'now'>, identity: Identity) =>
  db.transaction(async (tx): Promise<UserRow> => {
    const user = (await linkedUser(tx, identity)) ?? (await linkByEmail(tx, identity, now));
    if (user.status !== UserStatus.ACTIVE) {
      throw new SocialSignInError(`account ${user.id} is not active`);
    }
    return user;
  });

async function linkedUser(tx: Db, identity: Identity): Promise<UserRow | undefined> {
  const [row] = await tx
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(
        eq(userIdentities.provider, identity.provider),
        eq(userIdentities.subject, identity.subject),
      ),
    );
  return row?.user;
}

// Only a verified address proves the person owns the account registered under it.
async function linkByEmail(tx: Db, identity: Identity, now: () => Date): Promise<UserRow> {
  if (!identity.email || !identity.emailVerified) {
    throw new SocialSignInError(`${identity.provider} gave no verified email`);
  }
  const user =
    (await findUserByEmail(tx, identity.email)) ??
    (await createClient(tx, { ...identity, email: identity.email }, now()));
  const linked = await tx
    .insert(userIdentities)
    .values({
      provider: identity.provider,
      subject: identity.subject,
      userId: user.id,
      createdAt: now(),
    })
    .onConflictDoNothing()
    .returning();
  if (linked.length === 0) {
    throw new SocialSignInError(`account ${user.id} has another ${identity.provider} identity`);
  }
  return user;
}

async function createClient(
  tx: Db,
  identity: Identity & { email: string },
  created: Date,
): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({
      email: normaliseEmail(identity.email),
      passwordHash: null,
      role: Role.CLIENT,
      status: UserStatus.ACTIVE,
      firstname: identity.firstname,
      lastname: identity.lastname,
      createdAt: created,
      updatedAt: created,
    })
    .returning();
  if (!row) throw new Error('Insert returned no user');
  return row;
}
