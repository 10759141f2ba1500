import type { DocumentType } from '@portal/contracts/common/constants';
import { DOCUMENT_EXTENSIONS, type DocumentOption } from '@portal/contracts/documents/rules';
import { docx } from './docx.ts';
import type { DocumentSource } from './model.ts';
import { pdf } from './pdf.ts';
import { rtf } from './rtf.ts';
import { srt } from './srt.ts';
import { cleanText, headlessText } from './text.ts';
import { xml } from './xml.ts';

/** The document types as generated: SRT_S is SRT with the inline-speakers option. */
export type GeneratedType = Exclude<DocumentType, 'SRT_S'>;

export interface ProductRequest {
  documentType: GeneratedType;
  /** Sorted, each once. */
  options: DocumentOption[];
}

/** The canonical request of a document type and options (SRT_S → SRT with inline speakers). */
export function productRequest(
  documentType: DocumentType,
  options: readonly DocumentOption[],
): ProductRequest {
  const wanted = new Set(options);
  if (documentType === 'SRT_S') wanted.add('inline-speakers');
  return {
    documentType: documentType === 'SRT_S' ? 'SRT' : documentType,
    options: [...wanted].sort(),
  };
}

export const CONTENT_TYPES: Record<GeneratedType, string> = {
  PDF: 'application/pdf',
  // RTF that Word opens as a Word document (docs/transcript-documents.md).
  DOC: 'application/msword',
  DOCX: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  RTF: 'application/rtf',
  XML: 'application/xml; charset=utf-8',
  SRT: 'application/x-subrip; charset=utf-8',
  TXT_clean: 'text/plain; charset=utf-8',
  TXT_headless: 'text/plain; charset=utf-8',
};

export const extensionOf = (request: ProductRequest): string =>
  DOCUMENT_EXTENSIONS[request.documentType];

const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8');

/** The document's bytes. */
export async function generateDocument(
  source: DocumentSource,
  request: ProductRequest,
): Promise<Buffer> {
  switch (request.documentType) {
    case 'PDF':
      return pdf(source);
    case 'DOCX':
      return docx(source);
    case 'DOC':
    case 'RTF':
      return Buffer.from(rtf(source), 'ascii');
    case 'XML':
      return utf8(xml(source));
    case 'SRT':
      return utf8(srt(source, { inlineSpeakers: request.options.includes('inline-speakers') }));
    case 'TXT_clean':
      return utf8(cleanText(source));
    case 'TXT_headless':
      return utf8(headlessText(source));
  }
}
