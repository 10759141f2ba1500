/** Saving a transcript (staff spec sections 4 and 5; the spec gives no wording). */
export const transcriptTexts = {
  /** A save based on a version another save has since changed, where this one writes (409). */
  changedElsewhere:
    'This transcript was changed elsewhere since you opened it. Reload to see the latest version.',
  startsPastTheEnd: (end: string) => `This section starts after the recording ends (${end})`,
  markersPastTheEnd: (markers: readonly string[], end: string) =>
    `These markers are timed after the recording ends (${end}): ${markers.join(', ')}`,
  /** A save that does not say which version it edits (422): it could replace a later one. */
  versionRequired: 'Send the version of the transcript this edit is based on.',
  /** A section pointing at a speaker the content does not list (422). */
  speakerNotListed: 'This speaker is not in the transcript’s speakers.',
  speakerIdTaken: 'Speaker ids must be unique',
  /** Word timings that are not one per word of the section's text, in order (422). */
  wordsDoNotFit: 'Word timings must give one time for each word of the section, in order.',
  snapshotOfAnotherMedia: 'This snapshot is of another media.',
  /** A typist's or proofreader's save after the media went back to the client (403). */
  alreadyReturned:
    'This media has been returned to the client: its transcript can no longer be changed.',
};
