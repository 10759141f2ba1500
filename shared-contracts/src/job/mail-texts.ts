/** How every mail the API sends ends (as in mail.ts). */
const signature = '\n\nTranscription portal';

/** A job as a mail names it, its times already written out in the portal's words. */
export interface JobLetter {
  firstname: string;
  /** The media's title. */
  title: string;
  service: string;
  /** The job's part of the recording, as "00:00 to 05:00". */
  range: string;
  deadline: string | null;
  /** Where in the typist portal the job is. */
  link: string;
}

const about = ({ title, service, range }: JobLetter) =>
  `"${title}" (${service}, ${range} of the recording)`;
const due = ({ deadline }: JobLetter) => (deadline ? ` It is due by ${deadline}.` : '');

/** The mails of the job workflow (staff spec section 4): to typists, about their jobs. */
export const jobMailTexts = {
  assigned: {
    subject: ({ title }: JobLetter) => `A job is assigned to you: ${title}`,
    text: (letter: JobLetter) =>
      `Hello ${letter.firstname},\n\nThe job on ${about(letter)} is now yours.${due(letter)}\n\n` +
      `Open it from your assigned jobs:\n\n${letter.link}${signature}`,
  },
  offered: {
    subject: ({ title }: JobLetter) => `A job is offered to you: ${title}`,
    text: (letter: JobLetter) =>
      `Hello ${letter.firstname},\n\nThe job on ${about(letter)} is offered to the typists ` +
      `trained in its service. The first to take it gets it:\n\n${letter.link}${signature}`,
  },
  sentBack: {
    subject: ({ title }: JobLetter) => `Your job was sent back: ${title}`,
    text: (letter: JobLetter) =>
      `Hello ${letter.firstname},\n\nYour job on ${about(letter)} was sent back to you for ` +
      `editing. Please read the comments on it, correct the transcript and finish it again.` +
      `${due(letter)}\n\n${letter.link}${signature}`,
  },
  unassigned: {
    subject: ({ title }: JobLetter) => `A job is no longer assigned to you: ${title}`,
    text: (letter: JobLetter) =>
      `Hello ${letter.firstname},\n\nThe job on ${about(letter)} was reassigned when the ` +
      `recording was split again, so it is no longer in your assigned jobs. Nothing more is ` +
      `needed from you on it.\n\n${letter.link}${signature}`,
  },
  deadlineChanged: {
    subject: ({ title }: JobLetter) => `New deadline for your job: ${title}`,
    text: (letter: JobLetter) =>
      `Hello ${letter.firstname},\n\nThe deadline of your job on ${about(letter)} has changed.` +
      `${due(letter)}\n\n${letter.link}${signature}`,
  },
} as const;
