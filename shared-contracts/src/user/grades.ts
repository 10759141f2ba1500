/**
 * Typist grades (staff spec sections 3 and 9) and the rate a job pays a typist: the service's
 * rate for the typist's grade, minutes or notes, in minor units (GBP) per minute of the job.
 */
import type { JobType } from '../common/statuses.ts';

export const grades = [1, 2, 3] as const;
export type Grade = (typeof grades)[number];

export const gradeLabel = (grade: Grade): string => `Grade ${grade}`;

/** A service's rates by grade; a grade without one pays nothing until a super admin sets it. */
export type GradeRates = Partial<Record<`${Grade}`, number>>;

/** The percentage of the rate a job pays unless an admin approves another (staff spec section 9). */
export const DEFAULT_RATE_PERCENT = 100;

export interface ServiceRates {
  typistGradeRates: GradeRates;
  notesTypistRates: GradeRates;
}

export const jobRateFor = (service: ServiceRates, type: JobType, grade: Grade): number =>
  (type === 'notes' ? service.notesTypistRates : service.typistGradeRates)[`${grade}`] ?? 0;
