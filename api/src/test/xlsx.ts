import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** The first sheet of an XLSX file, read as a spreadsheet program would. */
export async function firstSheet(file: Buffer | Readable): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(file instanceof Readable ? file : Readable.from([file]));
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('The workbook has no sheet');
  return sheet;
}
