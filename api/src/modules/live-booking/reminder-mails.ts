import {
  liveReminderTexts,
  type LiveReminderLetter,
} from '@portal/contracts/live-booking/live-reminder-texts';
import type { Db } from '../../db/index.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { portalMoment } from '../job/format.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { findUserById } from '../user/service.ts';
import { noteTakingJobsOf, type LiveRow } from './views.ts';

/** Where each reads about the session: the client's booking, the note-taker's live editor. */
export const reminderLinks = (portalUrl: string, mediaId: number) => ({
  booking: `${portalUrl}/v3/live-notetaking/${mediaId}`,
  // The editor's query names the media, as /v3/editor?media= does.
  editor: `${portalUrl}/v3/live-notetaking/editor?media=${mediaId}`,
});

type Kind = keyof typeof liveReminderTexts;

/** Plain text only: nothing a client typed (the title) is ever read as HTML. */
export const reminderMail = (kind: Kind, to: string, letter: LiveReminderLetter): MailMessage => ({
  to,
  subject: liveReminderTexts[kind].subject(letter),
  text: liveReminderTexts[kind].text(letter),
});

const userOf = (tx: Db, id: number | null | undefined) =>
  id === null || id === undefined ? undefined : findUserById(tx, id);

const dueText = (at: Date | null) => at && portalMoment(at);

/**
 * The session's reminders as it stands: to its client, with when the notes are owed to them,
 * and to its note-taker once assigned, with their job's deadline.
 */
export async function reminderMails(
  tx: Db,
  { portalUrl }: Pick<ServiceDeps, 'portalUrl'>,
  { media, session }: LiveRow,
): Promise<MailMessage[]> {
  const links = reminderLinks(portalUrl, media.id);
  const about = {
    title: media.title,
    start: portalMoment(session.startsAt),
    meetingLink: session.meetingLink,
  };
  const client = await userOf(tx, media.userId);
  const notesJob = (await noteTakingJobsOf(tx, [media.id])).get(media.id);
  const noteTaker = await userOf(tx, notesJob?.typistId);
  const mails: MailMessage[] = [];
  if (client)
    mails.push(
      reminderMail('client', client.email, {
        ...about,
        firstname: client.firstname,
        due: dueText(media.deadline),
        link: links.booking,
      }),
    );
  if (noteTaker)
    mails.push(
      reminderMail('noteTaker', noteTaker.email, {
        ...about,
        firstname: noteTaker.firstname,
        due: dueText(notesJob?.deadline ?? null),
        link: links.editor,
      }),
    );
  return mails;
}
