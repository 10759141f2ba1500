import { inflateSync } from 'node:zlib';

const winAnsi = new TextDecoder('windows-1252');

/**
 * The text a PDF written by pdfkit shows, one string per text operation: the page streams are
 * inflated when compressed, and the hex strings of each TJ array decoded (the standard fonts are
 * WinAnsi-encoded). Enough to test our own documents; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const [, dictionary = '', body = ''] of raw.matchAll(
    /<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g,
  )) {
    const bytes = Buffer.from(body, 'latin1');
    const content = (dictionary.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString(
      'latin1',
    );
    for (const [, array = ''] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, part]) => part).join('');
      texts.push(winAnsi.decode(Buffer.from(hex, 'hex')));
    }
  }
  return texts;
}
