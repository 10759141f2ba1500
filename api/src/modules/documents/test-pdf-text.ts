import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfkit with embedded (Type0) fonts, one string per text
 * operation: each TJ's glyph codes read through the ToUnicode map of the font the last Tf chose.
 * Enough to read our own documents back in tests; not a general PDF reader.
 */
export function embeddedPdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const [, id = '', body = ''] of raw.matchAll(/(\d+) 0 obj\s*([^]*?)endobj/g))
    objects.set(id, body);
  // The stream's bytes are its dictionary's /Length: compressed data may itself end in \r or hold
  // "endstream", so its end is counted, not searched for.
  const streamOf = (body: string): string => {
    const start = /<<([^]*?)>>\s*stream\r?\n/.exec(body);
    if (!start) return '';
    const dictionary = start[1] ?? '';
    const from = start.index + start[0].length;
    const length = Number(/\/Length (\d+)(?! \d+ R)/.exec(dictionary)?.[1] ?? Number.NaN);
    const data = Number.isNaN(length)
      ? body.slice(from, body.lastIndexOf('endstream')).replace(/\r?\n$/, '')
      : body.slice(from, from + length);
    const bytes = Buffer.from(data, 'latin1');
    return (dictionary.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
  };

  // Resource name (/F1) → its font's code → text map.
  const maps = new Map<string, Map<number, string>>();
  for (const [, name = '', id = ''] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id) ?? '')?.[1];
    if (toUnicode) maps.set(name, readCmap(streamOf(objects.get(toUnicode) ?? '')));
  }

  const texts: string[] = [];
  for (const body of objects.values()) {
    if (
      !body.includes('stream') ||
      /\/(Length1|Subtype|Type)\b/.test(body.split('stream')[0] ?? '')
    )
      continue;
    let font = new Map<number, string>();
    for (const [, name, array] of streamOf(body).matchAll(
      /\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g,
    )) {
      if (name) font = maps.get(name) ?? new Map();
      else {
        const hex = [...(array ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
          .map(([, part]) => part)
          .join('');
        let text = '';
        for (let at = 0; at < hex.length; at += 4)
          text += font.get(Number.parseInt(hex.slice(at, at + 4), 16)) ?? '';
        texts.push(text);
      }
    }
  }
  return texts;
}

const utf16 = (hex: string): string => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap's bfrange (with arrays or a start value) and bfchar entries. */
function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // pdfkit writes a surrogate pair as <d83d de00>.
  const hex = (text: string) =>
    [...text.matchAll(/<([0-9a-fA-F\s]*)>/g)].map(([, value = '']) => value.replace(/\s/g, ''));
  for (const [, block = ''] of cmap.matchAll(/beginbfrange([^]*?)endbfrange/g))
    for (const [, from = '', to = '', list, first] of block.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g,
    )) {
      const start = Number.parseInt(from, 16);
      if (list !== undefined)
        hex(list).forEach((value, index) => map.set(start + index, utf16(value)));
      else
        for (let code = start; code <= Number.parseInt(to, 16); code++)
          map.set(code, String.fromCharCode(Number.parseInt(first ?? '0', 16) + code - start));
    }
  for (const [, block = ''] of cmap.matchAll(/beginbfchar([^]*?)endbfchar/g)) {
    const values = hex(block);
    for (let at = 0; at + 1 < values.length; at += 2)
      map.set(Number.parseInt(values[at] ?? '', 16), utf16(values[at + 1] ?? ''));
  }
  return map;
}
