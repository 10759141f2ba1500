/** What the upload page accepts (client spec section 5), shared by the browser and the API. */

export const AUDIO_EXTENSIONS = [
  'aac',
  'ac3',
  'aiff',
  'au',
  'caf',
  'dts',
  'fap',
  'm4a',
  'maud',
  'mp2',
  'mp3',
  'nist',
  'ogg',
  'opus',
  'paf',
  'pvf',
  'ra',
  'snd',
  'sph',
  'voc',
  'w64',
  'wav',
  'wma',
  'wve',
] as const;

export const VIDEO_EXTENSIONS = [
  '3p2',
  '3gp',
  'asf',
  'avi',
  'flv',
  'm4v',
  'mkw',
  'mov',
  'mp4',
  'mpeg',
  'mpg',
  'mts',
  'mxf',
  'swf',
  'tt',
  'vob',
  'webm',
  'wmv',
  'wtv',
] as const;

export const UPLOAD_EXTENSIONS: readonly string[] = [...AUDIO_EXTENSIONS, ...VIDEO_EXTENSIONS];

export const uploadTexts = {
  unsupportedFormat: 'Sorry, this format is not currently supported',
  /** The warning beside the drop zone. */
  supportedFormats: `Supported formats: audio ${AUDIO_EXTENSIONS.join(', ')}; video ${VIDEO_EXTENSIONS.join(', ')}.`,
  /** The media processing failure (spec section 8): the bytes are not playable audio or video. */
  mediaProcessingFailed:
    'We could not process this media file. Please check it is a playable audio or video file.',
  /** A progress row while a part waits for the network or the server to come back. */
  waitingForConnection: 'Waiting for connection…',
  /** Uploads cut short by a reload, a crash or a closed laptop, listed to go on with. */
  interruptedTitle: 'Interrupted uploads',
  interruptedHint: 'Choose the same file again to upload only what is missing.',
  continueUpload: 'Continue',
  removeUpload: 'Remove',
  /** The file chosen to continue an upload is not the one it started with. */
  notTheSameFile: (name: string) =>
    `This is not the file you were uploading. Choose ${name} to continue its upload.`,
  /** The server removed the unfinished upload (abandoned uploads are cleaned after a while). */
  uploadExpired: 'This upload is no longer on our server. Please add the file again.',
} as const;

/** The extension of a file name, lower case, without the dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Whether an extension (with or without its dot, any case) is on the whitelist. */
export const isSupportedExtension = (extension: string): boolean =>
  UPLOAD_EXTENSIONS.includes(extension.replace(/^\./, '').toLowerCase());

/** How many parts of UPLOAD_CHUNK_SIZE bytes a file of this size is sent in (1: one PUT). */
export const uploadPartCount = (size: number, chunkSize: number): number =>
  Math.max(1, Math.ceil(size / chunkSize));
