import type { Db } from '../../db/index.ts';
import { findUserByEmail } from '../user/service.ts';
import type { InvitationLetter } from './mails.ts';

/** The mail's addressing: who invites, to what, the link, and how to register if need be. */
export async function invitationLetter(
  db: Db,
  portalUrl: string,
  invite: { to: string; from: string; title: string; path: string; token: string },
): Promise<InvitationLetter> {
  const account = await findUserByEmail(db, invite.to);
  return {
    to: invite.to,
    from: invite.from,
    title: invite.title,
    link: new URL(`/v3/${invite.path}/${invite.token}`, portalUrl).href,
    ...(account ? {} : { registration: new URL('/v3/registration', portalUrl).href }),
  };
}
