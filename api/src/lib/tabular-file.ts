import { once } from 'node:events';
import { PassThrough, Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { majorUnitsOf } from '@portal/contracts/common/currency';
import { portalTime } from '@portal/contracts/common/portal-time';
import { xlsxSheet } from './xlsx-sheet.ts';

/**
 * Tables streamed as a CSV or XLSX file, a batch of rows at a time, so a report of a year of work
 * never sits in memory:
 *
 *   const file = await tabularStream('csv', columns, keysetBatches(pageOfRows, (row) => row.id));
 *   return reply.header('content-type', tabularContentTypes.csv).send(file);
 *
 * A column says how to read its cell from a row and what kind of value it is, which decides how
 * the cell is written:
 * - `text`: as is. A CSV cell that a spreadsheet would read as a formula (starting with = + - @,
 *   a tab or a carriage return) gets a leading apostrophe; an XLSX cell is a string cell, never
 *   a formula, so it needs none.
 * - `integer`: a number.
 * - `money`: integer minor units, written in major units with 2 decimals (1234 → 12.34); in XLSX a
 *   number formatted `0.00`.
 * - `duration`: whole seconds, written h:mm:ss; in XLSX a time formatted `[h]:mm:ss`.
 * - `date`: a day (`YYYY-MM-DD`, or an instant's day on the portal's clock, UK time).
 * - `datetime`: an instant, written `YYYY-MM-DD HH:mm` on the portal's clock.
 * `null` and `undefined` are empty cells.
 */
export type TabularFormat = 'csv' | 'xlsx';
export type CellKind = 'text' | 'integer' | 'money' | 'duration' | 'date' | 'datetime';
export type Cell = string | number | Date | null | undefined;

export interface Column<Row> {
  header: string;
  kind: CellKind;
  value: (row: Row) => Cell;
}

/** The rows, a batch at a time (an array of batches will do for a small table). */
export type RowBatches<Row> = AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>;

export interface TabularOptions {
  /** Starts a CSV with a UTF-8 byte order mark, for Excel to read its accents and £ signs. */
  bom?: boolean;
}

export const tabularContentTypes: Record<TabularFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The file as a stream Fastify can send. The first batch is read before it resolves, so a query
 * that fails at once is an error answer rather than a cut-off file; a later failure ends the
 * stream with the error. Batches are read only as fast as the client takes the file, and no
 * more once it goes away.
 */
export async function tabularStream<Row>(
  format: TabularFormat,
  columns: readonly Column<Row>[],
  batches: RowBatches<Row>,
  options: TabularOptions = {},
): Promise<Readable> {
  const rows = await primed(batches);
  return format === 'csv' ? csvStream(columns, rows, options) : xlsxStream(columns, rows);
}

async function* asAsync<Row>(batches: RowBatches<Row>): AsyncGenerator<readonly Row[]> {
  yield* batches;
}

async function primed<Row>(batches: RowBatches<Row>): Promise<AsyncIterable<readonly Row[]>> {
  const iterator = asAsync(batches);
  const first = await iterator.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* iterator;
  })();
}

const FORMULA_START = /^[=+\-@\t\r]/;
// Characters XML 1.0 cannot carry: one would make the whole workbook unreadable.
const NOT_IN_XML = /(?![\t\n\r])[\p{Cc}\p{Noncharacter_Code_Point}]/gu;

/** 3725 → "1:02:05"; hours go past 24. */
export function durationText(seconds: number): string {
  const whole = Math.round(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(whole / 3600)}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}`;
}

const dayOf = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : portalTime(value).date;

function csvCell(kind: CellKind, value: Cell): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'text': {
      const text = String(value);
      return FORMULA_START.test(text) ? `'${text}` : text;
    }
    case 'integer':
      return String(value);
    case 'money':
      return majorUnitsOf(Number(value));
    case 'duration':
      return durationText(Number(value));
    case 'date':
      return dayOf(value as string | Date);
    case 'datetime': {
      const { date, time } = portalTime(new Date(value));
      return `${date} ${time}`;
    }
  }
}

function csvStream<Row>(
  columns: readonly Column<Row>[],
  batches: AsyncIterable<readonly Row[]>,
  { bom = false }: TabularOptions,
): Readable {
  async function* records() {
    yield columns.map((column) => column.header);
    for await (const batch of batches) {
      for (const row of batch) yield columns.map(({ kind, value }) => csvCell(kind, value(row)));
    }
  }
  const csv = stringify({ bom, eof: true });
  // pipeline ends the reading of batches when the client goes away, and passes a failure on.
  pipeline(Readable.from(records()), csv, () => {});
  return csv;
}

const DAY_SECONDS = 86_400;
const numFormats: Partial<Record<CellKind, string>> = {
  integer: '0',
  money: '0.00',
  duration: '[h]:mm:ss',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};
const widths: Record<CellKind, number> = {
  text: 24,
  integer: 10,
  money: 12,
  duration: 12,
  date: 12,
  datetime: 17,
};

/** An instant as a date whose UTC fields are the portal clock's: Excel dates have no zone. */
function wallClock(value: string | number | Date): Date {
  const { date, time } = portalTime(new Date(value));
  return new Date(`${date}T${time}:00Z`);
}

function xlsxCell(kind: CellKind, value: Cell): string | number | Date | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'text':
      return String(value).replace(NOT_IN_XML, '');
    case 'integer':
      return Number(value);
    case 'money':
      return Number(value) / 100;
    case 'duration':
      return Number(value) / DAY_SECONDS;
    case 'date':
      return new Date(`${dayOf(value as string | Date)}T00:00:00Z`);
    case 'datetime':
      return wallClock(value);
  }
}

function xlsxStream<Row>(
  columns: readonly Column<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): Readable {
  const out = new PassThrough();
  writeXlsx(columns, batches, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function writeXlsx<Row>(
  columns: readonly Column<Row>[],
  batches: AsyncIterable<readonly Row[]>,
  out: PassThrough,
): Promise<void> {
  const sheet = xlsxSheet(
    'Report',
    columns.map(({ header, kind }) => ({
      header,
      width: Math.max(widths[kind], header.length + 2),
      numFmt: numFormats[kind],
    })),
    (chunk) => out.write(chunk),
  );
  for await (const batch of batches) {
    if (out.destroyed) return;
    sheet.addRows(batch.map((row) => columns.map(({ kind, value }) => xlsxCell(kind, value(row)))));
    if (out.writableNeedDrain) await drainedOrClosed(out);
  }
  sheet.end();
  out.end();
}

/** Waits for the client to take what was written, or to go. */
async function drainedOrClosed(out: PassThrough): Promise<void> {
  const stop = new AbortController();
  const { signal } = stop;
  try {
    await Promise.race([once(out, 'drain', { signal }), once(out, 'close', { signal })]);
  } finally {
    stop.abort();
  }
}
