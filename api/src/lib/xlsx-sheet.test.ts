import { buffer } from 'node:stream/consumers';
import { PassThrough } from 'node:stream';
import { unzipSync, strFromU8 } from 'fflate';
import { firstSheet } from '../test/xlsx.ts';
import { columnName, xlsxSheet } from './xlsx-sheet.ts';

function workbookOf(write: (sheet: ReturnType<typeof xlsxSheet>) => void) {
  const out = new PassThrough();
  const sheet = xlsxSheet(
    'Invoices & credits',
    [
      { header: 'Client', width: 20 },
      { header: 'Total', width: 10, numFmt: '0.00' },
      { header: 'Due', width: 12, numFmt: 'yyyy-mm-dd' },
    ],
    (chunk) => out.write(chunk),
  );
  write(sheet);
  out.end();
  return buffer(out);
}

test('columns are named as Excel names them', () => {
  expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
    'A',
    'B',
    'Z',
    'AA',
    'AB',
    'AZ',
    'BA',
    'ZZ',
    'AAA',
  ]);
});

test('a sheet reads back as written: its name, widths, formats, bold header and empty cells', async () => {
  const file = await workbookOf((sheet) => {
    sheet.addRows([['Ward <& Sons> "Ltd"', 12.5, new Date('2026-03-01T00:00:00Z')]]);
    sheet.addRows([
      [' padded ', null, null],
      ['=1+1', -0.05, null],
    ]);
    sheet.end();
  });
  const sheet = await firstSheet(file);
  expect(sheet.name).toBe('Invoices & credits');
  expect(sheet.getColumn(1).width).toBe(20);
  expect(sheet.getRow(1).getCell(2).font?.bold).toBe(true);
  expect(sheet.getRow(2).values).toEqual([
    undefined,
    'Ward <& Sons> "Ltd"',
    12.5,
    new Date('2026-03-01T00:00:00Z'),
  ]);
  expect(sheet.getRow(2).getCell(2).numFmt).toBe('0.00');
  expect(sheet.getRow(2).getCell(3).numFmt).toBe('yyyy-mm-dd');
  expect(sheet.getRow(3).getCell(1).value).toBe(' padded ');
  expect(sheet.getRow(3).getCell(2).value).toBeNull();
  expect(sheet.getRow(4).getCell(1).value).toBe('=1+1');
  expect(sheet.getRow(4).getCell(1).formula).toBeUndefined();
});

test('the parts a spreadsheet program looks for, the sheet last so its rows can stream', async () => {
  const file = await workbookOf((sheet) => sheet.end());
  const parts = unzipSync(new Uint8Array(file));
  expect(Object.keys(parts)).toEqual([
    '[Content_Types].xml',
    '_rels/.rels',
    'xl/workbook.xml',
    'xl/_rels/workbook.xml.rels',
    'xl/styles.xml',
    'xl/worksheets/sheet1.xml',
  ]);
  expect(strFromU8(parts['xl/worksheets/sheet1.xml']!)).toContain('<sheetData><row r="1">');
});

test('rows are handed on as each batch is added, not when the sheet ends', async () => {
  const chunks: Uint8Array[] = [];
  const sheet = xlsxSheet('Report', [{ header: 'Id', width: 8 }], (chunk) => chunks.push(chunk));
  const noise = () => Array.from({ length: 2000 }, () => [crypto.randomUUID()]);
  sheet.addRows(noise());
  const afterFirst = chunks.length;
  sheet.addRows(noise());
  expect(afterFirst).toBeGreaterThan(0);
  expect(chunks.length).toBeGreaterThan(afterFirst);
});
