import { z } from 'zod';
import { signJwt, verifyJwt } from '../../lib/jwt.ts';

/**
 * Proof that a user passed the first factor another way (social sign-in), good for the second
 * factor only: it carries no role or sign-in, so it is never an access token, and an access
 * token is never a ticket.
 */
const PURPOSE = 'second-factor';
export const SECOND_FACTOR_TICKET_TTL_SECONDS = 300;

const ticketSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  purpose: z.literal(PURPOSE),
});

export const issueSecondFactorTicket = (
  userId: number,
  now: Date,
  secret: string,
): Promise<string> =>
  signJwt({ sub: String(userId), purpose: PURPOSE }, now, SECOND_FACTOR_TICKET_TTL_SECONDS, secret);

/** The user id of a genuine, unexpired ticket; undefined for anything else. */
export async function readSecondFactorTicket(
  ticket: string,
  now: Date,
  secret: string,
): Promise<number | undefined> {
  const claims = ticketSchema.safeParse(await verifyJwt(ticket, now, secret));
  return claims.success ? Number(claims.data.sub) : undefined;
}
