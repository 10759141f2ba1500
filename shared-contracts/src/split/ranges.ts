import type { ApiFieldError } from '../common/errors.ts';
import type { JobStatus } from '../common/statuses.ts';
import { mediaAssignmentTexts as texts } from '../media-assignment/texts.ts';

/** Jobs nobody has started: a split remakes them. The others it keeps as they are. */
export const remadeBySplit: readonly JobStatus[] = ['available', 'assigned'];

/**
 * A range of the media: a part of the split form, named by its field (`original`,
 * `children[2]`), or a job already started, which the split keeps (no field).
 */
export interface Segment {
  start: number;
  end: number;
  field?: string;
}

// Where nothing of the form borders a fault: a child part is what would fill it.
const fallbackField = 'children';

const startOf = (segment: Segment | undefined) =>
  segment?.field ? `${segment.field}[start]` : undefined;
const endOf = (segment: Segment | undefined) =>
  segment?.field ? `${segment.field}[end]` : undefined;

function ownErrors(parts: readonly Segment[], duration: number): ApiFieldError[] {
  const errors: ApiFieldError[] = [];
  for (const part of parts) {
    if (part.end <= part.start) errors.push({ field: endOf(part), message: texts.emptyRange });
    else if (part.end > duration)
      errors.push({ field: endOf(part), message: texts.pastEnd(duration) });
  }
  return errors;
}

function overlapError(before: Segment, segment: Segment, covered: number): ApiFieldError {
  const to = Math.min(covered, segment.end);
  const started = !before.field || !segment.field;
  const message = started
    ? texts.overlapsStarted(segment.start, to)
    : texts.overlap(segment.start, to);
  return { field: startOf(segment) ?? endOf(before) ?? fallbackField, message };
}

/**
 * What is wrong with the ranges of a split (the server's check, and the split form's before it
 * sends): each part ends after it starts and no later than the media; with the jobs already
 * started they cover the media from 0 to its end, with no gap and no overlap. Each error names
 * the field of the part beside the fault.
 */
export function splitRangeErrors(
  parts: readonly Segment[],
  started: readonly Segment[],
  duration: number,
): ApiFieldError[] {
  const own = ownErrors(parts, duration);
  if (own.length > 0) return own;
  const errors: ApiFieldError[] = [];
  const all = [...parts, ...started].sort((a, b) => a.start - b.start || a.end - b.end);
  let covered = 0;
  // The segment reaching furthest so far: the one a later segment overlaps or leaves a gap after.
  let furthest: Segment | undefined;
  for (const segment of all) {
    if (segment.start > covered)
      errors.push({
        field: startOf(segment) ?? endOf(furthest) ?? fallbackField,
        message: texts.gap(covered, segment.start),
      });
    else if (segment.start < covered && furthest)
      errors.push(overlapError(furthest, segment, covered));
    if (segment.end > covered) [covered, furthest] = [segment.end, segment];
  }
  if (covered < duration)
    errors.push({ field: endOf(furthest) ?? fallbackField, message: texts.gap(covered, duration) });
  return errors;
}
