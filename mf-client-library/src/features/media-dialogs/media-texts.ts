/**
 * What the media of the client library say (client spec section 8). The spec names these
 * failures without their words, except the hard delete success, which is its own text.
 */
export const mediaTexts = {
  mediaLoadFailed: 'We had a problem loading the media',
  infoLoadFailed: 'We had a problem loading the media info',
  mediaDownloadFailed: 'We had a problem downloading the media',
  transcriptDownloadFailed: 'We had a problem downloading the transcript',
  notesDownloadFailed: 'We had a problem downloading the notes',
  deleted: 'The media has been deleted',
  deleteFailed: 'We had a problem deleting the media',
  hardDeleted: 'Transcript and media data has been removed from our servers',
  hardDeleteFailed: 'We had a problem removing the transcript and media data',
  bookingLoadFailed: 'We had a problem loading the booking',
  bookingUpdated: 'Your booking has been updated',
} as const;
