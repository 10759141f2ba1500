/** How every mail the API sends ends (as in mail.ts). */
const signature = '\n\nTranscription portal';

/** A live session as its reminder names it, its start already written out in UK time. */
export interface LiveReminderLetter {
  firstname: string;
  /** The meeting's title. */
  title: string;
  /** "10:00 on Wed, Jul 1st (UK time)". */
  start: string;
  /** Where the meeting is held. */
  meetingLink: string;
  /** When its notes are due, written out in UK time: the client's, or the note-taker's job's. */
  due: string | null;
  /** The client's booking, or the note-taker's live editor. */
  link: string;
}

const when = ({ title, start }: LiveReminderLetter) => `"${title}" starts at ${start}`;
const notesDue = ({ due }: LiveReminderLetter) => (due ? `\n\nThe notes are due by ${due}.` : '');

/**
 * The reminders before a paid live note-taking session (the spec leaves them open): to its
 * client and to its note-taker, once each.
 */
export const liveReminderTexts = {
  client: {
    subject: ({ title }: LiveReminderLetter) => `Reminder: your live session "${title}" soon`,
    text: (letter: LiveReminderLetter) =>
      `Hello ${letter.firstname},\n\nYour meeting ${when(letter)}. Our note-taker will join it ` +
      `at:\n\n${letter.meetingLink}${notesDue(letter)}\n\nYour booking:\n\n${letter.link}` +
      signature,
  },
  noteTaker: {
    subject: ({ title }: LiveReminderLetter) => `Reminder: you take the notes of "${title}" soon`,
    text: (letter: LiveReminderLetter) =>
      `Hello ${letter.firstname},\n\nThe meeting ${when(letter)}, and you take its notes. Join ` +
      `it at:\n\n${letter.meetingLink}\n\nand write the notes in the live editor:\n\n` +
      `${letter.link}${notesDue(letter)}${signature}`,
  },
} as const;
