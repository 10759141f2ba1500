import { z } from 'zod';
import { TYPIST_ACTIVITY_MAX_SECONDS } from '../common/limits.ts';
import { idSchema } from '../common/wire-schema.ts';

/** POST /v1/typist-activity: seconds of active editing on a job, since the last report. */
export const typistActivityInputSchema = z.object({
  job_id: idSchema,
  seconds: z.coerce.number<number>().int().min(1).max(TYPIST_ACTIVITY_MAX_SECONDS),
});

/** The caller's active editing time on the job that day (UK time), the report included. */
export const typistActivitySchema = z
  .object({
    jobId: z.number(),
    /** YYYY-MM-DD on the portal's clock. */
    day: z.string(),
    seconds: z.number(),
  })
  .meta({ id: 'TypistActivity' });
export type TypistActivity = z.output<typeof typistActivitySchema>;
