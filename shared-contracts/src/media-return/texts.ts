/** How every mail the API sends ends (as in mail.ts). */
const signature = '\n\nTranscription portal';

/** The return of a media to its client as a mail names it. */
export interface ReturnLetter {
  firstname: string;
  /** The media's title. */
  title: string;
  /** What the admins wrote to the client with the return; empty when nothing. */
  returnNotes: string;
  /** Where the client downloads the transcript. */
  link: string;
}

const notes = ({ returnNotes }: ReturnLetter) =>
  returnNotes ? `\n\nA note from our team:\n\n${returnNotes}` : '';

/** The mail of the return (and of a re-notify): the client's transcript is ready. */
export const returnMailTexts = {
  subject: ({ title }: ReturnLetter) => `Your transcript is ready: ${title}`,
  text: (letter: ReturnLetter) =>
    `Hello ${letter.firstname},\n\nYour transcript of "${letter.title}" is ready.` +
    `${notes(letter)}\n\nDownload it from your library:\n\n${letter.link}${signature}`,
} as const;

/**
 * What the API says about finishing the line (staff spec section 4): merging the split jobs'
 * transcripts, returning media to the client, re-notifying, and the staff's edits of a media.
 */
const forceSkips =
  'Returning with force skips them: the client gets the transcript as it stands now.';

export const mediaReturnTexts = {
  /** What a return with force does to the unfinished jobs: the API's refusal and the dialog say it. */
  forceSkips,
  /** A job of the media not finished: what the admin fixes first, or what force skips. */
  unfinished: (title: string, parts: string) =>
    `"${title}" has unfinished jobs: ${parts}. ${forceSkips}`,
  notReturnable: (title: string, status: string) =>
    `"${title}" cannot be returned while it is ${status}.`,
  returnedAlready: (title: string) =>
    `"${title}" is returned already: re-notify its client to mail them again.`,
  cancelledMedia: (title: string) => `"${title}" is cancelled and cannot be returned.`,
  noTranscript: (title: string) =>
    `"${title}" has no transcript yet: there is nothing to return, even with force.`,
  notReturned: (title: string) =>
    `"${title}" has not been returned to the client yet: return it first.`,
  mergeUnfinished: (parts: string) => `Only finished jobs can be merged. Unfinished: ${parts}.`,
  nothingToMerge: 'This media has no finished jobs to merge.',
  alreadyReturned:
    'This media is returned to the client and can no longer be put on hold or cancelled.',
  notOrdered: 'This media has not been ordered yet.',
  /** A staff edit sent with the owner's edits of a media not yet ordered. */
  staffEditAlone:
    "Staff edits of an ordered media are made on their own, without the owner's other fields.",
  changedSince:
    'This media was changed by someone else since you opened it. Reload to see the changes, then try again.',
  tooMany: (max: number) => `Return at most ${max} media at once`,
} as const;
