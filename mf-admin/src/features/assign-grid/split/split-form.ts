import { OFF_LIMIT_SPLIT_RATES, errorTexts } from '@portal/contracts';
import { DEFAULT_RATE_PERCENT } from '@portal/contracts/user/grades';
import { SPLIT_RATE_PERCENT_MAX, SPLIT_RATE_PERCENT_MIN } from '@portal/contracts/common/limits';
import { remadeBySplit, splitRangeErrors } from '@portal/contracts/split/ranges';
import type { SplitMediaRequest } from '@portal/contracts/split/client';
import type { StaffMedia, StaffMediaJob } from '@portal/contracts/media/staff-media-schema';
import { fromDeadlineInput, toDeadlineInput } from '@portal/contracts/job/deadline-input';
import { parseRangeTime, timecode } from '@portal/contracts/job/format';
import { composeValidators, maximum, minimum } from '@portal/contracts/common/validation';
import {
  formFieldName,
  putMessage as put,
  type SubmissionErrorTree,
} from '@portal/contracts/app/field-errors';
import { validationTexts } from '@portal/contracts/common/validation-texts';
import { splitTexts } from './split-texts.ts';

/** One part of the split as the form holds it: times as typed, ids and numbers as strings. */
export interface PartValues {
  /** Cleared fields are undefined, as react-final-form leaves them. */
  start?: string;
  end?: string;
  typistId?: string;
  ratePercent?: string;
  deadline?: string;
  proofreaderComment?: string;
}

/** The split-job form (staff spec section 3): the original, its children, off-limit rates. */
export interface SplitValues {
  original: PartValues;
  children: PartValues[];
  isOffLimit: boolean;
  offLimitRates: { original: string; child: string };
  proofreaderId?: string;
  proofreaderDeadline?: string;
}

const DEFAULT_RATE = String(DEFAULT_RATE_PERCENT);
const [offLimitOriginal, offLimitChild] = OFF_LIMIT_SPLIT_RATES;

/** The jobs a split keeps as they are: started ones (merged ones are gone already). */
export const keptJobs = (media: StaffMedia): StaffMediaJob[] =>
  media.jobs.filter((job) => job.status !== 'merged' && !remadeBySplit.includes(job.status));

const blankPart = (start: number, end: number): PartValues => ({
  start: timecode(start),
  end: timecode(end),
  ratePercent: DEFAULT_RATE,
});

const partOf = (job: StaffMediaJob): PartValues => ({
  ...blankPart(job.mediaRangeStart, job.mediaRangeEnd),
  typistId: job.typistId === null ? undefined : String(job.typistId),
  ratePercent: String(job.ratePercent),
  deadline: job.deadline === null ? undefined : toDeadlineInput(job.deadline),
  proofreaderComment: job.proofreaderComment ?? undefined,
});

/** The stretches of the media no kept job covers, in order. */
function uncovered(kept: readonly StaffMediaJob[], duration: number): [number, number][] {
  const gaps: [number, number][] = [];
  let covered = 0;
  for (const job of [...kept].sort((a, b) => a.mediaRangeStart - b.mediaRangeStart)) {
    if (job.mediaRangeStart > covered) gaps.push([covered, job.mediaRangeStart]);
    covered = Math.max(covered, job.mediaRangeEnd);
  }
  if (covered < duration) gaps.push([covered, duration]);
  return gaps;
}

/**
 * The form as the media is split now: its jobs nobody has started, or, with none, one part for
 * each stretch the started jobs leave (the whole media when there are none).
 */
export function initialSplit(media: StaffMedia): SplitValues {
  const remade = media.jobs.filter((job) => remadeBySplit.includes(job.status));
  const parts =
    remade.length > 0
      ? remade.map(partOf)
      : uncovered(keptJobs(media), media.duration ?? 0).map(([start, end]) =>
          blankPart(start, end),
        );
  const proofread = media.jobs.find((job) => job.proofreaderId !== null);
  return {
    original: parts[0] ?? blankPart(0, media.duration ?? 0),
    children: parts.slice(1),
    isOffLimit: false,
    offLimitRates: { original: String(offLimitOriginal), child: String(offLimitChild) },
    proofreaderId: proofread ? String(proofread.proofreaderId) : undefined,
    proofreaderDeadline:
      proofread?.proofreaderDeadline == null
        ? undefined
        : toDeadlineInput(proofread.proofreaderDeadline),
  };
}

/** The media cut into `count` parts of (nearly) equal length, keeping the original's details. */
export function splitEvenly(values: SplitValues, duration: number, count: number): SplitValues {
  const bounds = Array.from({ length: count + 1 }, (_, index) =>
    Math.round((duration * index) / count),
  );
  const parts = bounds.slice(1).map((end, index) => blankPart(bounds[index]!, end));
  return {
    ...values,
    original: { ...values.original, start: parts[0]!.start, end: parts[0]!.end },
    children: parts.slice(1),
  };
}

/** Where a part's fields live in the form, and the server's name for the part. */
export const partPaths = (values: SplitValues): string[] => [
  'original',
  ...values.children.map((_, index) => `children.${index}`),
];

const optionalNumber = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : Number(value);

const partOfPath = (values: SplitValues, path: string): PartValues =>
  path === 'original' ? values.original : values.children[Number(path.split('.')[1])]!;

function rateError(value: string | undefined): string | undefined {
  const rate = optionalNumber(value);
  if (rate === undefined) return errorTexts.required;
  if (!Number.isInteger(rate)) return validationTexts.ofType('integer');
  return composeValidators(minimum(SPLIT_RATE_PERCENT_MIN), maximum(SPLIT_RATE_PERCENT_MAX))(rate);
}

function partErrors(values: SplitValues, errors: SubmissionErrorTree): void {
  for (const path of partPaths(values)) {
    const part = partOfPath(values, path);
    for (const key of ['start', 'end'] as const)
      if (parseRangeTime(part[key]) === undefined)
        put(errors, `${path}.${key}`, splitTexts.badTime);
    const rate = values.isOffLimit ? undefined : rateError(part.ratePercent);
    if (rate) put(errors, `${path}.ratePercent`, rate);
  }
}

/** The parts as the server's range rule takes them, or undefined while a time is not one. */
function segmentsOf(values: SplitValues) {
  const segments = partPaths(values).map((path, index) => {
    const part = partOfPath(values, path);
    const field = index === 0 ? 'original' : `children[${index - 1}]`;
    return { start: parseRangeTime(part.start), end: parseRangeTime(part.end), field };
  });
  return segments.every((segment) => segment.start !== undefined && segment.end !== undefined)
    ? (segments as { start: number; end: number; field: string }[])
    : undefined;
}

/**
 * What is wrong with the form before it is sent: times that are not mm:ss or hh:mm:ss, ranges
 * that leave a gap or overlap (the server's own rule, with the jobs it keeps), rates out of
 * bounds, a proofreader deadline without its proofreader (deadlines check themselves). Shaped
 * as the form's values, as react-final-form reads it.
 */
export function splitErrors(values: SplitValues, media: StaffMedia): SubmissionErrorTree {
  const errors: SubmissionErrorTree = {};
  partErrors(values, errors);
  if (values.isOffLimit)
    for (const kind of ['original', 'child'] as const) {
      const rate = rateError(values.offLimitRates[kind]);
      if (rate) put(errors, `offLimitRates.${kind}`, rate);
    }
  if (values.proofreaderDeadline && !values.proofreaderId)
    put(errors, 'proofreaderId', splitTexts.proofreaderForDeadline);
  const segments = segmentsOf(values);
  if (!segments) return errors;
  const kept = keptJobs(media).map((job) => ({
    start: job.mediaRangeStart,
    end: job.mediaRangeEnd,
  }));
  for (const { field, message } of splitRangeErrors(segments, kept, media.duration ?? 0))
    // A fault no part borders (between started jobs) is shown on the original's end.
    put(errors, field?.includes('[') ? formFieldName(field) : 'original.end', message);
  return errors;
}

const FORM_FIELD =
  /^((original|children\.\d+)\.(start|end|typistId|ratePercent|deadline|proofreaderComment)|offLimitRates\.(original|child)|proofreaderId|proofreaderDeadline)$/;

/** The form's field a server's 422 names, if the form shows it. */
export const splitFormField = (field: string): string | undefined =>
  FORM_FIELD.test(field) ? field : undefined;

function partRequest(part: PartValues, offLimit: boolean) {
  return {
    start: parseRangeTime(part.start)!,
    end: parseRangeTime(part.end)!,
    typistId: optionalNumber(part.typistId),
    ratePercent: offLimit ? undefined : optionalNumber(part.ratePercent),
    deadline: part.deadline ? fromDeadlineInput(part.deadline) : undefined,
  };
}

/** POST /v1/media/assign/{id} for checked values. */
export function splitRequest(
  media: Pick<StaffMedia, 'id' | 'updatedAt'>,
  values: SplitValues,
): SplitMediaRequest {
  const offLimit = values.isOffLimit;
  return {
    id: media.id,
    // The row as the form opened on it: a split over an other admin's since is refused (409).
    updatedAt: media.updatedAt,
    original: partRequest(values.original, offLimit),
    children: values.children.map((child) => ({
      ...partRequest(child, offLimit),
      proofreaderComment: child.proofreaderComment?.trim() || undefined,
    })),
    isOffLimit: offLimit,
    offLimitRates: offLimit
      ? {
          original: Number(values.offLimitRates.original),
          child: Number(values.offLimitRates.child),
        }
      : undefined,
    proofreaderId: optionalNumber(values.proofreaderId),
    proofreaderDeadline: values.proofreaderDeadline
      ? fromDeadlineInput(values.proofreaderDeadline)
      : undefined,
  };
}
