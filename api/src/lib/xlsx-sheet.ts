import { Zip, ZipDeflate, strToU8 } from 'fflate';

/**
 * A workbook of one sheet, written as SpreadsheetML inside a zip a batch of rows at a time: the
 * rows are compressed as they come and handed on, so no more than a batch is ever held.
 *
 *   const sheet = xlsxSheet('Report', columns, (chunk) => out.write(chunk));
 *   sheet.addRows([['Zoë', 3, 12.34]]);
 *   sheet.end();
 *
 * Text is an inline string cell (never a formula), a number a number, a Date a date serial on
 * Excel's clock (its UTC fields); a column's number format applies to its cells, and the header
 * row is bold.
 */
export interface SheetColumn {
  header: string;
  /** In characters, as Excel measures a column. */
  width: number;
  numFmt?: string;
}

export type SheetCell = string | number | Date | null;

export interface XlsxSheet {
  addRows(rows: readonly (readonly SheetCell[])[]): void;
  /** Closes the sheet and the zip; the last chunk is written before this returns. */
  end(): void;
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const BOLD_STYLE = 1;
// Excel's day 0 is 30 December 1899; 25569 days later is the Unix epoch.
const UNIX_EPOCH_SERIAL = 25_569;
const DAY_MS = 86_400_000;

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`);

/** 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

function cellXml(ref: string, value: SheetCell, style: number): string {
  const styled = style ? ` s="${style}"` : '';
  if (value === null) return '';
  if (typeof value === 'string')
    return `<c r="${ref}"${styled} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
  const number = typeof value === 'number' ? value : value.getTime() / DAY_MS + UNIX_EPOCH_SERIAL;
  return `<c r="${ref}"${styled}><v>${number}</v></c>`;
}

/** One cell style for each distinct number format, after the default and the bold header. */
function stylesOf(columns: readonly SheetColumn[]) {
  const formats = [...new Set(columns.flatMap((column) => column.numFmt ?? []))];
  const formatId = (format: string) => 164 + formats.indexOf(format);
  const columnStyles = columns.map((column) =>
    column.numFmt ? BOLD_STYLE + 1 + formats.indexOf(column.numFmt) : 0,
  );
  const xf = (numFmtId: number, fontId: number) =>
    `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${fontId ? ' applyFont="1"' : ''}${numFmtId ? ' applyNumberFormat="1"' : ''}/>`;
  const xml =
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    `<numFmts count="${formats.length}">${formats.map((format) => `<numFmt numFmtId="${formatId(format)}" formatCode="${escapeXml(format)}"/>`).join('')}</numFmts>` +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${2 + formats.length}">${xf(0, 0)}${xf(0, 1)}${formats.map((format) => xf(formatId(format), 0)).join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>';
  return { xml, columnStyles };
}

function packageParts(sheetName: string, stylesXml: string): Record<string, string> {
  return {
    '[Content_Types].xml':
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels':
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
      '</Relationships>',
    'xl/workbook.xml':
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
      `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
      '</Relationships>',
    'xl/styles.xml': stylesXml,
  };
}

export function xlsxSheet(
  sheetName: string,
  columns: readonly SheetColumn[],
  write: (chunk: Uint8Array) => void,
): XlsxSheet {
  const zip = new Zip((error, chunk) => {
    // fflate reports only its own misuse here (a push after the end), a bug rather than input.
    if (error) throw error;
    write(chunk);
  });
  const { xml: stylesXml, columnStyles } = stylesOf(columns);
  for (const [name, content] of Object.entries(packageParts(sheetName, stylesXml))) {
    const part = new ZipDeflate(name, { level: 6 });
    zip.add(part);
    part.push(strToU8(content), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  const names = columns.map((_, index) => columnName(index));
  let rowNumber = 0;
  const rowXml = (cells: readonly SheetCell[], style: (index: number) => number) => {
    rowNumber += 1;
    const xml = cells.map((cell, index) =>
      cellXml(`${names[index]}${rowNumber}`, cell, style(index)),
    );
    return `<row r="${rowNumber}">${xml.join('')}</row>`;
  };
  const cols = columns
    .map(
      ({ width }, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`,
    )
    .join('');
  sheet.push(
    strToU8(
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><cols>${cols}</cols><sheetData>` +
        rowXml(
          columns.map((column) => column.header),
          () => BOLD_STYLE,
        ),
    ),
  );
  return {
    addRows(rows) {
      const xml = rows.map((cells) => rowXml(cells, (index) => columnStyles[index] ?? 0));
      sheet.push(strToU8(xml.join('')));
    },
    end() {
      sheet.push(strToU8('</sheetData></worksheet>'), true);
      zip.end();
    },
  };
}
