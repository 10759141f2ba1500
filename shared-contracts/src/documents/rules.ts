import { DOCUMENT_TYPES, type DocumentType } from '../common/constants.ts';
import type { JobType } from '../common/statuses.ts';
import { extensionOf, isSupportedExtension } from '../storage/uploads.ts';

/**
 * Transcript documents (client spec sections 7 to 9), and the notes documents beside them: the
 * file each document type is saved as, the download addresses, and what the library says when a
 * download fails.
 */

export const DOCUMENT_EXTENSIONS: Record<DocumentType, string> = {
  PDF: 'pdf',
  DOC: 'doc',
  DOCX: 'docx',
  RTF: 'rtf',
  XML: 'xml',
  SRT: 'srt',
  SRT_S: 'srt',
  TXT_clean: 'txt',
  TXT_headless: 'txt',
};

/** The default name of a project's bulk download (client spec section 9). */
export const BULK_DOWNLOAD_FILE_NAME = 'transcripts.zip';

/**
 * A bulk download too large to make inside one request is made in the background: queued, being
 * made (running), ready to download until it expires, or failed.
 */
export const BULK_DOWNLOAD_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type BulkDownloadStatus = (typeof BULK_DOWNLOAD_STATUSES)[number];

/** What the notification center shows of a bulk download made in the background. */
export const bulkDownloadProgressTexts = {
  preparing: (done: number, total: number) =>
    `Preparing ${BULK_DOWNLOAD_FILE_NAME}: ${done} of ${total}`,
  ready: `${BULK_DOWNLOAD_FILE_NAME} is ready`,
  download: `Download ${BULK_DOWNLOAD_FILE_NAME}`,
} as const;

/** Generation options a download may ask for; SRT_S is SRT with `inline-speakers`. */
export const DOCUMENT_OPTIONS = ['inline-speakers'] as const;
export type DocumentOption = (typeof DOCUMENT_OPTIONS)[number];

/** The document type a case-insensitive name such as the preview's `doc` stands for. */
export const documentTypeNamed = (name: string): DocumentType | undefined =>
  DOCUMENT_TYPES.find((type) => type.toLowerCase() === name.trim().toLowerCase());

// Characters no file system or Content-Disposition header takes well in a file name.
// eslint-disable-next-line no-control-regex
const unsafeInFileName = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;

/**
 * Filename conversion (client spec section 5): a recognised media extension is replaced by the
 * chosen document extension; any other title keeps its name and gains the extension. The notes
 * add -notes to the name, so that they never overwrite the transcript downloaded beside them.
 */
export function documentFileName(
  mediaTitle: string,
  documentType: DocumentType,
  kind: JobType = 'default',
): string {
  const title = mediaTitle.replace(unsafeInFileName, '_').trim();
  const extension = extensionOf(title);
  const base = (
    isSupportedExtension(extension) ? title.slice(0, -extension.length - 1) : title
  ).trim();
  const name = kind === 'notes' ? (base ? `${base}-notes` : 'notes') : base || 'transcript';
  return `${name}.${DOCUMENT_EXTENSIONS[documentType]}`;
}

/**
 * The names of a bulk download's entries, in order: the same rule, with a repeated name made
 * unique by a counter (interview.docx, interview (2).docx).
 */
export function uniqueFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++)
      candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The bulk transcript download failures of the client library (client spec section 8). */
export const bulkDownloadTexts = {
  individually: (format: 'RTF' | 'DOC' | 'DOCX') =>
    `We had a problem downloading transcripts. ${format} transcripts must be downloaded individually.`,
  tryAnotherFormat:
    'We had a problem downloading transcripts. For PDF, please try doc, docx or rtf instead.',
  contactUs:
    'We had a problem downloading transcripts. Please contact us if the problem continues.',
} as const;

/** What the library shows when the bulk download of this format fails. */
export function bulkDownloadFailureText(documentType: DocumentType): string {
  if (documentType === 'RTF' || documentType === 'DOC' || documentType === 'DOCX')
    return bulkDownloadTexts.individually(documentType);
  if (documentType === 'PDF') return bulkDownloadTexts.tryAnotherFormat;
  return bulkDownloadTexts.contactUs;
}

/** What the API answers (404) when a media has no transcript, or no notes, to give yet. */
export const noDocumentYetTexts: Record<JobType, string> = {
  default: 'This media has no transcript yet.',
  notes: 'This media has no notes yet.',
};

/**
 * GET /v1/media/download-product/{id}: the transcript of one media, or its notes, as a document
 * (a path under the API's base). SRT_S is sent as SRT with inline speakers, regenerated (client
 * spec section 7).
 */
export function mediaProductUrl(
  mediaId: number,
  documentType: DocumentType,
  kind: JobType = 'default',
): string {
  const query = [
    documentType === 'SRT_S'
      ? 'documentType=SRT&options=inline-speakers&regenerate=true'
      : `documentType=${documentType}`,
    ...(kind === 'default' ? [] : [`kind=${kind}`]),
  ];
  return `/v1/media/download-product/${mediaId}?${query.join('&')}`;
}

/** GET /v1/project/download-product/{id}: a zip of the project's transcripts, or of these media. */
export function projectProductUrl(
  projectId: number,
  documentType: DocumentType,
  mediaIds: readonly number[] = [],
): string {
  const query = [`documentType=${documentType}`, ...mediaIds.map((id) => `media_ids[]=${id}`)];
  return `/v1/project/download-product/${projectId}?${query.join('&')}`;
}
