import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import type { FeatureFlags } from '@portal/contracts/portal/flags';
import type { Db } from '../../db/index.ts';
import { jobs, media, services, users } from '../../db/schema.ts';
import { serviceOfMedia } from './views.ts';

/** What decides which offers a typist sees: the services they are trained in, their grade. */
export interface TypistProfile {
  id: number;
  trainedIn: string[];
  grade: number;
}

/** An active typist's profile; null for anyone else. */
export async function typistProfile(db: Db, userId: number): Promise<TypistProfile | null> {
  const [row] = await db
    .select({ id: users.id, trainedIn: users.trainedIn, grade: users.grade })
    .from(users)
    .where(
      and(eq(users.id, userId), eq(users.role, Role.TYPIST), eq(users.status, UserStatus.ACTIVE)),
    );
  return row ? { ...row, trainedIn: row.trainedIn.map((service) => service.shortName) } : null;
}

const ratesOfJobType = sql`case when ${jobs.type} = 'notes'
  then ${services.notesTypistRates} else ${services.typistGradeRates} end`;

/**
 * The terms on which a job is offered to this typist (self-assign offers): offered, of a media
 * being worked on (not on hold, cancelled or a demo), of a service the typist is trained in, and
 * paying their grade. The grade rule: the service sets a rate above zero for the typist's grade
 * and the job's type (typistGradeRates for minutes, notesTypistRates for notes), so a super admin
 * opens a service to a grade by giving it a rate. Reads the job, its media and its service.
 */
export function offerTerms(typist: TypistProfile): SQL {
  return and(
    eq(jobs.selfAssign, true),
    inArray(media.status, ['ordered', 'assigned']),
    eq(media.onHold, false),
    eq(media.cancelled, false),
    eq(media.demo, false),
    typist.trainedIn.length > 0 ? inArray(services.shortName, typist.trainedIn) : sql`false`,
    sql`coalesce((${ratesOfJobType} ->> ${String(typist.grade)})::int, 0) > 0`,
  )!;
}

/** The offers a typist may take now: on the offer terms, and nobody has taken them. */
export const openOfferTo = (typist: TypistProfile): SQL =>
  and(eq(jobs.status, 'available'), isNull(jobs.typistId), offerTerms(typist))!;

/**
 * Whether the job is offered to this typist: `open` while they may take it, `taken` when it was
 * offered to them and someone has taken it since. Never, with self-assign offers off.
 */
export async function isOfferedTo(
  db: Db,
  flags: Pick<FeatureFlags, 'selfAssignOffers'>,
  userId: number,
  jobId: number,
  when: 'open' | 'taken',
): Promise<boolean> {
  if (!flags.selfAssignOffers) return false;
  const typist = await typistProfile(db, userId);
  if (!typist) return false;
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(media, eq(media.id, jobs.mediaId))
    .leftJoin(services, serviceOfMedia)
    .where(and(eq(jobs.id, jobId), when === 'open' ? openOfferTo(typist) : offerTerms(typist)));
  return row !== undefined;
}
