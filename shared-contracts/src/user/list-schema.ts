import { z } from 'zod';
import { grades } from './grades.ts';
import { USER_PAGE_SIZE } from '../common/limits.ts';
import { UserStatus } from '../common/statuses.ts';
import { listOf, pageOf, pageQuery } from '../common/page-schema.ts';
import { roleSchema, userProfileSchema } from './schema.ts';
import { flag, idSchema, lineText } from '../common/wire-schema.ts';
import { calendarDay, unixTime } from '../common/dates-schema.ts';

const grade = z.coerce.number<number>().pipe(z.literal(grades));

/**
 * GET /v1/user: the user list of the admin screens and the typist picker, with the staff filter
 * (staff spec section 3). q: part of a name or email; trained_in: a service's short name, with
 * trained_in_grade the grade the typist is trained at; typist_pay_grade: the grade their pay
 * follows (one grade per typist here, so both read it); shift_id, shift_day (YYYY-MM-DD, UK
 * time): booked on that shift, on a shift starting that day; available_in_range: booked on a
 * shift overlapping the range; is_xld: cleared for extra-long-duration recordings (XLD);
 * only_no_ucc: only those with no unfinished current commitments (UCC), no job assigned or in
 * progress, so free to start at once. The Users screens' filters: ucc, true for those with a job
 * assigned or in progress, false for those without; typist_contracts, true for typists and
 * proofreaders whose paperwork is done (both contracts signed, or an older typist exempt), false
 * for those still missing one; is_business_account.
 */
export const userListQuerySchema = z.object({
  ...pageQuery(USER_PAGE_SIZE),
  role: listOf(z.coerce.number<number>().pipe(roleSchema)).optional(),
  status: listOf(z.coerce.number<number>().pipe(z.enum(UserStatus))).optional(),
  q: lineText(100).optional(),
  trained_in: lineText(10).pipe(z.string().min(1)).optional(),
  trained_in_grade: grade.optional(),
  typist_pay_grade: grade.optional(),
  shift_id: idSchema.optional(),
  shift_day: calendarDay().optional(),
  available_in_range: z.object({ start: unixTime, end: unixTime }).optional(),
  is_xld: flag.optional(),
  only_no_ucc: flag.optional(),
  ucc: flag.optional(),
  typist_contracts: flag.optional(),
  is_business_account: flag.optional(),
});
export type UserListInput = z.output<typeof userListQuerySchema>;

/**
 * A user as staff lists show them (staff spec section 3, User (staff view)), with a typist's
 * load: the jobs they have assigned or in progress and the seconds those cover.
 */
export const staffUserSchema = z.object({
  id: z.number().int(),
  role: roleSchema,
  status: z.enum(UserStatus),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  trainedIn: z.array(z.object({ shortName: z.string() })),
  grade: z.number().int(),
  profile: userProfileSchema.pick({ mobile: true, contactPhone2: true }),
  isBusinessAccount: z.boolean(),
  oldTypist: z.boolean(),
  canDoLazyShift: z.boolean(),
  isXLD: z.boolean(),
  mfaEnabled: z.boolean(),
  /** The id of their two-factor settings, which an admin's reset names; null: never set up. */
  mfaId: z.number().int().nullable(),
  load: z.object({ jobs: z.number().int(), seconds: z.number().int() }),
  /** Unix seconds; null: never signed in. */
  lastLoginAt: z.number().int().nullable(),
});
export type StaffUser = z.output<typeof staffUserSchema>;

export const userPageSchema = pageOf(staffUserSchema);
