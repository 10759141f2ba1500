import { validationTexts } from '@portal/contracts/forms';
import { MAX_DURATION_SECONDS } from '@portal/contracts/services';

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

/** A part's own check: a whole number no greater than `max`. */
export const durationPart =
  (max: number) =>
  (value: unknown): string | undefined => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return undefined;
    if (!whole.test(text)) return validationTexts.notThePattern;
    return Number(text) > max ? `Maximum is ${max}` : undefined;
  };

export const MAX_HOURS = MAX_DURATION_SECONDS / 3600;

export const durationValidators = {
  hours: durationPart(MAX_HOURS),
  minutes: durationPart(59),
  seconds: durationPart(59),
} as const;

/** What is wrong with the whole duration, when each part is fine on its own. */
export function durationTotalError(values: DurationValues): string | undefined {
  const total = durationSeconds(values);
  if (total <= 0) return 'Total minimum is 1 second';
  if (total > MAX_DURATION_SECONDS) return `Total maximum is ${MAX_HOURS} hours`;
  return undefined;
}
