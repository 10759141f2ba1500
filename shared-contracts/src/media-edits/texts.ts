/** How every mail the API sends ends (as in mail.ts). */
const signature = '\n\nTranscription portal';

/** A media's new deadline as the mail to one of its typists or proofreaders names it. */
export interface DeadlineLetter {
  firstname: string;
  /** The media's title. */
  title: string;
  /** The media's deadline, in the portal's words. */
  deadline: string;
  link: string;
}

/** An admin's mail to the media's client (sendCustomerEmail). */
export interface CustomerLetter {
  firstname: string;
  title: string;
  subject: string;
  message: string;
}

/** The mails of the media's editable details (staff spec section 2's row actions). */
export const mediaEditMailTexts = {
  deadlineChanged: {
    subject: ({ title }: DeadlineLetter) => `The deadline has changed: ${title}`,
    text: (letter: DeadlineLetter) =>
      `Hello ${letter.firstname},\n\nThe deadline of "${letter.title}", which you work on, ` +
      `has changed. The client is now owed the transcript by ${letter.deadline}.\n\n` +
      `Your jobs:\n\n${letter.link}${signature}`,
  },
  customerEmail: {
    subject: ({ subject }: CustomerLetter) => subject,
    text: (letter: CustomerLetter) =>
      `Hello ${letter.firstname},\n\n${letter.message}\n\n` +
      `(About your recording "${letter.title}".)${signature}`,
  },
} as const;

/** What the API and the grid's dialogs say about the media's editable details. */
export const mediaEditTexts = {
  deadlinePast: 'The deadline must be in the future.',
  noService: 'This media has no service options to change.',
  noJobs: 'This media has no jobs to mark.',
  nobodyToNotify: 'Nobody works on this media yet: there is no typist or proofreader to notify.',
  noClient: 'This media has no client to write to.',
  noDeadline: 'This media has no deadline to notify about.',
  sent: (count: number) => `Sent to ${count} ${count === 1 ? 'person' : 'people'}`,
  chatEmpty: 'No messages yet.',
  /** The price stays: the client paid for the order as placed. */
  priceKept: 'The price stays as the client paid it.',
} as const;
