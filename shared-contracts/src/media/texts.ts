import { uploadTexts } from '../storage/uploads.ts';
import { projectTexts } from '../project/texts.ts';

const GB = 1024 ** 3;
const MB = 1024 ** 2;
const formatBytes = (bytes: number): string =>
  bytes >= GB ? `${+(bytes / GB).toFixed(2)} GB` : `${+(bytes / MB).toFixed(2)} MB`;

/** What the API says about a media: its upload, changes, removal, and its transcript. */
export const mediaTexts = {
  /** The same text whether the media does not exist or the caller may not see it. */
  notFound: 'This media was not found.',
  tooLarge: (max: number) => `The file is larger than the ${formatBytes(max)} we accept`,
  alreadyUploaded: 'This media has already been uploaded.',
  uploadedInParts: 'This file is uploaded in parts: ask for the URL of each part.',
  uploadedWhole: 'This file is uploaded in one request: ask for its upload URL.',
  partOutOfRange: (parts: number) => `Must be from 1 to ${parts}`,
  notUploaded: 'The file has not been uploaded yet.',
  listAllParts: (parts: number) => `List the PartNumber and ETag of all ${parts} parts`,
  sizeMismatch: (received: number, announced: number) =>
    `The file received is ${received} bytes, not the ${announced} bytes announced. Please upload it again.`,
  ordered: 'This media has been ordered and can no longer be changed.',
  processingFailed: uploadTexts.mediaProcessingFailed,
  hardDeleteOff: 'Removing media data is not available here.',
  onlyUploader: 'Only whoever uploaded this media can remove it before it is ordered.',
  /** A client's deletion between the start of work and the return (409). */
  beingWorkedOn: 'This media is being worked on and cannot be deleted. Please contact us.',
  /** An admin or super admin uploading for a client (client spec sections 2 and 7). */
  clientNotFound: 'This client was not found.',
  clientWithoutBusinessAccount:
    'This client has no business account: uploads on their behalf are charged to it.',
} as const;

/** The local storage's signed links. */
export const storageTexts = {
  invalidSignature: 'This storage link is not valid: its signature does not match.',
  expired: 'This storage link has expired. Please ask for a new one.',
  notFound: 'The file was not found.',
  uploadNotFound: 'This upload is no longer open. Please upload the file again.',
  tooLarge: (limit: number) => `The upload is larger than the ${limit} bytes this link allows.`,
  empty: 'The upload has no bytes. Please send the contents of the file.',
} as const;

/** Price estimates and quotes. */
export const pricingTexts = {
  quoteThrottled: (minutes: number): string =>
    `You have asked for several quotes in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** Transcript documents: a project's bulk download, and the media file itself. */
export const documentTexts = {
  projectNotFound: projectTexts.notFound,
  noTranscripts: 'This project has no transcripts to download yet.',
  notDownloadable: (id: number) => `Media ${id} has no transcript to download.`,
  mediaUnavailable: 'This media file is not available.',
  bulkDownloadNotFound: 'This download does not exist or has expired.',
  bulkDownloadNotReady: 'This download is not ready yet.',
  bulkDownloadFailed: 'The transcripts could not be put in one zip file.',
} as const;
