import { CsvError, parse } from 'csv-parse/sync';
import { COUPON_FILE_COLUMNS, discountTexts as texts } from '@portal/contracts/promo-codes/texts';
import { COUPON_FILE_MAX_CODES } from '@portal/contracts/common/limits';
import { addPortalDays, fromPortalTime } from '@portal/contracts/common/portal-time';
import { couponLineSchema, type CouponLine } from '@portal/contracts/promo-codes/schema';
import type { ApiFieldError } from '@portal/contracts/common/errors';

/** A line of the file that can be created, with its number in the file. */
export interface NumberedCoupon extends CouponLine {
  line: number;
}

/** Why the upload, or one of its lines, is refused. */
export interface Refusal {
  line?: number;
  message: string;
}

/** The lines that can be created, and why the others (or the whole file) are refused. */
export interface CouponFile {
  coupons: NumberedCoupon[];
  errors: Refusal[];
}

const refused = (refusal: Refusal): CouponFile => ({ coupons: [], errors: [refusal] });

/**
 * The refusals as the 422 answers them, in the order of the file's lines: each names the file,
 * and its line when it has one.
 */
export const fileErrors = (refusals: readonly Refusal[]): ApiFieldError[] =>
  refusals
    .toSorted((a, b) => (a.line ?? 0) - (b.line ?? 0))
    .map(({ line, message }) => ({
      field: 'file',
      message: line === undefined ? message : texts.onLine(line, message),
    }));

interface Row {
  values: string[];
  line: number;
}

/** A record as `info: true` makes it, which the library's types leave out. */
interface RecordWithInfo {
  record: string[];
  info: { lines: number };
}

/** The file's non-blank lines, or the line where it stops being CSV. */
function rowsOf(text: string): Row[] | Refusal {
  try {
    const records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as RecordWithInfo[];
    return records.map(({ record, info }) => ({ values: record, line: info.lines }));
  } catch (error) {
    if (error instanceof CsvError)
      return { line: Number(error.lines) || undefined, message: texts.unreadable };
    throw error;
  }
}

const isHeader = (values: string[]) =>
  values.length === COUPON_FILE_COLUMNS.length &&
  COUPON_FILE_COLUMNS.every((column, index) => values[index]?.trim().toLowerCase() === column);

/** When a code with this last day stops applying: the start of the next day, UK time. */
export const expiryOf = (lastDay: string): Date => fromPortalTime(addPortalDays(lastDay, 1));

/** One line's values checked: the coupon, or why the line is refused. */
function lineOf({ values, line }: Row, now: Date): NumberedCoupon | Refusal[] {
  if (values.length !== COUPON_FILE_COLUMNS.length) return [{ line, message: texts.columns }];
  const parsed = couponLineSchema.safeParse(
    Object.fromEntries(COUPON_FILE_COLUMNS.map((column, index) => [column, values[index]])),
  );
  if (!parsed.success) return parsed.error.issues.map(({ message }) => ({ line, message }));
  const { expires_on } = parsed.data;
  if (expires_on && expiryOf(expires_on) <= now) return [{ line, message: texts.expired }];
  return { ...parsed.data, line };
}

/** Codes written twice in the file: each later line is refused, naming the first. */
function repeatedCodes(coupons: NumberedCoupon[]): Refusal[] {
  const firstLine = new Map<string, number>();
  return coupons.flatMap(({ code, line }) => {
    const first = firstLine.get(code);
    if (first === undefined) firstLine.set(code, line);
    return first === undefined ? [] : [{ line, message: texts.codeRepeated(first) }];
  });
}

/**
 * An uploaded file of discount codes read and checked whole: a first line naming the columns,
 * then one code a line. Every refused line is answered, so the file is fixed in one go.
 */
export function readCouponFile(text: string, now: Date): CouponFile {
  const rows = rowsOf(text);
  if (!Array.isArray(rows)) return refused(rows);
  const [header, ...lines] = rows;
  if (!header || !isHeader(header.values))
    return refused({ line: header?.line ?? 1, message: texts.header });
  if (lines.length === 0) return refused({ message: texts.noCodes });
  if (lines.length > COUPON_FILE_MAX_CODES) return refused({ message: texts.tooManyCodes });
  const checked = lines.map((row) => lineOf(row, now));
  const coupons = checked.filter((item): item is NumberedCoupon => !Array.isArray(item));
  const invalid = checked.filter((item): item is Refusal[] => Array.isArray(item)).flat();
  return { coupons, errors: [...invalid, ...repeatedCodes(coupons)] };
}

/** The codes created, as a file in the upload's own columns: it can be uploaded elsewhere. */
export function couponsCsv(coupons: readonly CouponLine[]): string {
  const lines = coupons.map((coupon) =>
    [coupon.code, coupon.discount_percent, coupon.max_uses, coupon.expires_on ?? ''].join(','),
  );
  return [COUPON_FILE_COLUMNS.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}
