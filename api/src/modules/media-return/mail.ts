import { eq } from 'drizzle-orm';
import { returnMailTexts } from '@portal/contracts/media-return/texts';
import type { Db } from '../../db/index.ts';
import type { MediaRow } from '../../db/rows.ts';
import { users } from '../../db/schema.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { enqueueMail } from '../mail/mail-task.ts';

/** Where the client downloads a returned transcript: their library. */
export const libraryLink = (portalUrl: string) => `${portalUrl}/v3/library`;

/**
 * Mails the media's client that the transcript is ready, with the return notes: queued in the
 * transaction of the return (or re-notify), so it goes only if that is kept. Answers whom it
 * mailed; nobody for a media without a client account.
 */
export async function mailTranscriptReady(
  tx: Db,
  { portalUrl }: Pick<ServiceDeps, 'portalUrl'>,
  item: MediaRow,
): Promise<string | null> {
  if (item.userId === null) return null;
  const [client] = await tx
    .select({ email: users.email, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, item.userId));
  if (!client) return null;
  const letter = {
    firstname: client.firstname,
    title: item.title,
    returnNotes: item.returnNotes ?? '',
    link: libraryLink(portalUrl),
  };
  await enqueueMail(tx, {
    to: client.email,
    subject: returnMailTexts.subject(letter),
    text: returnMailTexts.text(letter),
  });
  return client.email;
}
