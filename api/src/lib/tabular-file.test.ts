import { randomUUID } from 'node:crypto';
import { buffer, text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { until } from '../test/until.ts';
import { firstSheet } from '../test/xlsx.ts';
import { type Column, durationText, tabularStream } from './tabular-file.ts';

interface Line {
  name: string;
  jobs: number;
  pence: number;
  seconds: number;
  day: string;
  at: Date | null;
}

const columns: Column<Line>[] = [
  { header: 'Name', kind: 'text', value: (line) => line.name },
  { header: 'Jobs', kind: 'integer', value: (line) => line.jobs },
  { header: 'Price', kind: 'money', value: (line) => line.pence },
  { header: 'Time', kind: 'duration', value: (line) => line.seconds },
  { header: 'Day', kind: 'date', value: (line) => line.day },
  { header: 'Last login', kind: 'datetime', value: (line) => line.at },
];

const lines: Line[] = [
  {
    name: 'Zoë Ward',
    jobs: 3,
    pence: 123456,
    seconds: 3725,
    day: '2026-07-01',
    // 23:30 UTC on 30 June is 00:30 on 1 July, UK summer time.
    at: new Date('2026-06-30T23:30:00Z'),
  },
  { name: '=HYPERLINK("http://x")', jobs: 0, pence: -5, seconds: 59, day: '2026-01-02', at: null },
  { name: '+44 7700 900123', jobs: 1, pence: 7, seconds: 90000, day: '2026-01-03', at: null },
  { name: '@SUM(A1)', jobs: 1, pence: 0, seconds: 0, day: '2026-01-04', at: null },
  { name: '-2+3', jobs: 1, pence: 100, seconds: 1, day: '2026-01-05', at: null },
  { name: '\tTab, "quoted"', jobs: 1, pence: 100, seconds: 1, day: '2026-01-06', at: null },
];

async function* batchesOf<Row>(rows: readonly Row[], size: number) {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

const parseCsv = (csv: string) => parse(csv, { bom: true }) as string[][];

test('durationText is exact', () => {
  expect([0, 59, 3725, 90000].map(durationText)).toEqual([
    '0:00:00',
    '0:00:59',
    '1:02:05',
    '25:00:00',
  ]);
});

describe('CSV', () => {
  test('a header line, then each row in its kinds, with a byte order mark when asked', async () => {
    const file = await tabularStream('csv', columns, batchesOf(lines, 2), { bom: true });
    const csv = (await buffer(file)).toString('utf8');
    expect(csv.startsWith('\ufeffName,Jobs,')).toBe(true);
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual(['Name', 'Jobs', 'Price', 'Time', 'Day', 'Last login']);
    expect(rows[0]).toEqual([
      'Zoë Ward',
      '3',
      '1234.56',
      '1:02:05',
      '2026-07-01',
      '2026-07-01 00:30',
    ]);
    expect(rows[1]?.slice(1)).toEqual(['0', '-0.05', '0:00:59', '2026-01-02', '']);
    expect(rows).toHaveLength(lines.length);
  });

  test('a cell a spreadsheet would run as a formula starts with an apostrophe', async () => {
    const csv = await text(await tabularStream('csv', columns, [lines]));
    expect(parseCsv(csv).map((row) => row[0])).toEqual([
      'Name',
      'Zoë Ward',
      `'=HYPERLINK("http://x")`,
      "'+44 7700 900123",
      "'@SUM(A1)",
      "'-2+3",
      `'\tTab, "quoted"`,
    ]);
  });

  test('no rows is the header line alone, without a byte order mark unless asked', async () => {
    expect(await text(await tabularStream('csv', columns, []))).toBe(
      'Name,Jobs,Price,Time,Day,Last login\n',
    );
  });
});

describe('XLSX', () => {
  test('a bold header, then typed cells: money numeric at 0.00, text never a formula', async () => {
    const sheet = await firstSheet(await tabularStream('xlsx', columns, batchesOf(lines, 4)));
    expect(sheet.rowCount).toBe(lines.length + 1);
    const header = sheet.getRow(1);
    expect(header.values).toEqual([
      undefined,
      'Name',
      'Jobs',
      'Price',
      'Time',
      'Day',
      'Last login',
    ]);
    expect(header.getCell(1).font?.bold).toBe(true);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Zoë Ward');
    expect(first.getCell(2).value).toBe(3);
    expect(first.getCell(3).value).toBe(1234.56);
    expect(first.getCell(3).numFmt).toBe('0.00');
    // A duration is a fraction of a day, which the reader gives back as a time on Excel's day 0.
    expect(first.getCell(4).value).toEqual(new Date('1899-12-30T01:02:05Z'));
    expect(first.getCell(4).numFmt).toBe('[h]:mm:ss');
    expect(first.getCell(5).value).toEqual(new Date('2026-07-01T00:00:00Z'));
    expect(first.getCell(6).value).toEqual(new Date('2026-07-01T00:30:00Z'));
    expect(first.getCell(6).numFmt).toBe('yyyy-mm-dd hh:mm');

    const injected = sheet.getRow(3).getCell(1);
    expect(injected.type).toBe(ExcelJS.ValueType.String);
    expect(injected.value).toBe('=HYPERLINK("http://x")');
    expect(sheet.getRow(3).getCell(6).value).toBeNull();

    const total = sheet
      .getColumn(3)
      .values.slice(2)
      .reduce<number>((sum, value) => sum + Number(value), 0);
    expect(total).toBeCloseTo(lines.reduce((sum, line) => sum + line.pence, 0) / 100, 2);
  });

  test('a character XML cannot carry is left out, so the workbook still opens', async () => {
    const odd = [{ ...lines[0]!, name: 'Bell\u0007 and\ttab' }];
    const sheet = await firstSheet(await tabularStream('xlsx', columns, [odd]));
    expect(sheet.getRow(2).getCell(1).value).toBe('Bell and\ttab');
  });

  test('many batches make one sheet of every row', async () => {
    const many = Array.from({ length: 5000 }, (_, index) => ({ ...lines[0]!, jobs: index }));
    const sheet = await firstSheet(await tabularStream('xlsx', columns, batchesOf(many, 1000)));
    expect(sheet.rowCount).toBe(5001);
    expect(sheet.getRow(5001).getCell(2).value).toBe(4999);
  });
});

test('a first batch that fails rejects before any byte is sent', async () => {
  // eslint-disable-next-line require-yield
  async function* failing(): AsyncGenerator<Line[]> {
    throw new Error('database down');
  }
  await expect(tabularStream('csv', columns, failing())).rejects.toThrow('database down');
  await expect(tabularStream('xlsx', columns, failing())).rejects.toThrow('database down');
});

test.each(['csv', 'xlsx'] as const)(
  'a later failure ends the %s stream with it',
  async (format) => {
    async function* failingLater() {
      yield lines;
      throw new Error('connection lost');
    }
    const file = await tabularStream(format, columns, failingLater());
    await expect(buffer(file)).rejects.toThrow('connection lost');
  },
);

test.each(['csv', 'xlsx'] as const)(
  'a %s client that reads nothing holds back the reading of batches',
  async (format) => {
    let read = 0;
    // Names that do not repeat: a zip takes in a great many rows that all say the same.
    async function* many() {
      for (let batch = 0; batch < 2000; batch += 1) {
        read += 1;
        yield Array.from({ length: 500 }, () => ({ ...lines[0]!, name: randomUUID() }));
      }
    }
    const file = await tabularStream(format, columns, many());
    let before = -1;
    while (read !== before) {
      before = read;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The zip's buffers take in about 100 batches before it stops (CSV: 2 or 3); without the
    // wait it would read all 2000.
    expect(read).toBeLessThan(500);
    file.destroy();
  },
);

test.each(['csv', 'xlsx'] as const)(
  'a %s stream destroyed early stops reading batches',
  async (format) => {
    let read = 0;
    let closed = false;
    async function* endless() {
      try {
        for (;;) {
          read += 1;
          yield Array.from({ length: 200 }, () => lines[0]!);
          await new Promise((resolve) => setImmediate(resolve));
        }
      } finally {
        closed = true;
      }
    }
    const file = await tabularStream(format, columns, endless());
    file.resume();
    await until(() => read > 2);
    file.destroy();
    // A closed generator yields no more: what it read by then is all it ever reads.
    await until(() => closed);
    const after = read;
    await new Promise(setImmediate);
    expect(read).toBe(after);
  },
);
