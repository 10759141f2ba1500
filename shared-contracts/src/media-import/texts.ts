import { mediaTexts } from '../media/texts.ts';
import { uploadTexts } from '../storage/uploads.ts';

/** A media imported from a link (the upload page's "Paste a link"): the page's and the API's words. */
export const mediaImportTexts = {
  label: 'Paste a link',
  placeholder: 'https://…/recording.mp3',
  button: 'Import',
  hint: 'A public link to an audio or video file: we fetch it for you.',
  invalidUrl: 'Please enter a link starting with http:// or https://',
  fetching: 'Fetching from the link…',
  fetched: (received: string, size: string | null) =>
    size === null ? `${received} fetched` : `${received} of ${size} fetched`,
  processing: 'Processing…',
  done: 'Imported',
  /** Why an import failed, as its row says it. */
  failures: {
    tooLarge: mediaTexts.tooLarge,
    notMedia:
      'This link is not to an audio or video file we accept. ' + uploadTexts.supportedFormats,
    addressNotAllowed:
      'This link cannot be fetched: it must point to a public address on the internet.',
    tooSlow: 'The link took too long to download. Please try again, or upload the file.',
    unreachable: 'The link could not be reached. Please check it opens in your browser.',
    refused: (status: number) =>
      `The link answered with an error (HTTP ${status}). Please check it opens in your browser.`,
    tooManyRedirects: 'The link redirects too many times.',
  },
  notFound: 'This import was not found.',
} as const;
