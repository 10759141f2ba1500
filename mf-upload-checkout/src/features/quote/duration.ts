import { composeValidators, maximum, minimum } from '@portal/contracts/common/validation';
import { validationTexts } from '@portal/contracts/common/validation-texts';
import { MAX_DURATION_SECONDS } from '@portal/contracts/common/limits';

/** The duration step's fields: whole hours, minutes and seconds, as typed. */
export interface DurationValues {
  hours?: string;
  minutes?: string;
  seconds?: string;
}

const whole = /^\d+$/;

const part = (value: string | undefined): number => {
  const text = value?.trim() ?? '';
  return whole.test(text) ? Number(text) : 0;
};

/** The duration in seconds; parts left empty count as zero. */
export const durationSeconds = (values: DurationValues): number =>
  part(values.hours) * 3600 + part(values.minutes) * 60 + part(values.seconds);

const wholeNumber = (value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text !== '' && !/^-?\d+$/.test(text) ? validationTexts.notThePattern : undefined;
};

/** A part's own check: a whole number from 0 to `max`. */
export const durationPart = (max: number) =>
  composeValidators(wholeNumber, minimum(0), maximum(max));

export const MAX_HOURS = MAX_DURATION_SECONDS / 3600;

export const durationValidators = {
  hours: durationPart(MAX_HOURS),
  minutes: durationPart(59),
  seconds: durationPart(59),
} as const;

/** What is wrong with the whole duration, when each part is fine on its own. */
export function durationTotalError(values: DurationValues): string | undefined {
  const total = durationSeconds(values);
  if (total <= 0) return validationTexts.totalMinimum('1 second');
  if (total > MAX_DURATION_SECONDS) return `Total maximum is ${MAX_HOURS} hours`;
  return undefined;
}
