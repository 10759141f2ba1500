import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans, embedded (subset) in every PDF the API makes that uses it: Latin with every accent,
 * Greek, Cyrillic, Hebrew, Arabic and many symbols, so names and transcripts print as typed.
 */
const fonts = {
  body: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};

/** The colours of the API's PDFs: text, secondary text, and rules between parts. */
export const INK = '#1f2933';
export const MUTED = '#52606d';
export const RULE = '#cbd2d9';

export interface PdfSetup {
  title: string;
  /** The file's creation date. */
  createdAt: Date;
  /** Its modification date, when it has one of its own. */
  modifiedAt?: Date;
  /** Points on every side of the page. */
  margin: number;
  /** Deflate the page streams (default); tests turn it off to read the text. */
  compress?: boolean;
}

export interface PdfDraft {
  doc: PDFKit.PDFDocument;
  /** The whole file, once `doc.end()` is called. */
  file: Promise<Buffer>;
}

/**
 * A new A4 PDF by the portal, with DejaVu Sans registered as 'Body' and 'Bold' (registering
 * embeds nothing: a font goes into the file once text is set in it).
 */
export function startPdf(setup: PdfSetup): PdfDraft {
  const doc = new PDFDocument({
    size: 'A4',
    margin: setup.margin,
    compress: setup.compress ?? true,
    info: {
      Title: setup.title,
      Author: 'Transcription portal',
      CreationDate: setup.createdAt,
      ...(setup.modifiedAt && { ModDate: setup.modifiedAt }),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const file = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('Body', fonts.body);
  doc.registerFont('Bold', fonts.bold);
  return { doc, file };
}
