import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { JOB_OFFER_MAIL_LIMIT } from '@portal/contracts/common/limits';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { grades, jobRateFor } from '@portal/contracts/user/grades';
import { jobMailTexts, type JobLetter } from '@portal/contracts/job/mail-texts';
import type { Db } from '../../db/index.ts';
import { services, users } from '../../db/schema.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { enqueueMail } from '../mail/mail-task.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { portalMoment, rangeText } from './format.ts';
import { jobViewRow } from './read.ts';
import type { JobViewRow } from './views.ts';

export type JobMailKind = keyof typeof jobMailTexts;

/** Where a typist finds the job: their assigned jobs, or the offers. */
export const typistLinks = (portalUrl: string) => ({
  assigned: `${portalUrl}/v3/typist/library/assigned`,
  offers: `${portalUrl}/v3/typist/library`,
});

/** The job as a mail to this typist names it. */
export const letterOf = (
  { job, media, service }: Pick<JobViewRow, 'job' | 'media' | 'service'>,
  firstname: string,
  link: string,
): JobLetter => ({
  firstname,
  title: media.title,
  service: service?.name ?? 'Transcription',
  range: rangeText(job),
  deadline: job.deadline && portalMoment(job.deadline),
  link,
});

export const jobMail = (kind: JobMailKind, to: string, letter: JobLetter): MailMessage => ({
  to,
  subject: jobMailTexts[kind].subject(letter),
  text: jobMailTexts[kind].text(letter),
});

type MailDeps = Pick<ServiceDeps, 'portalUrl'>;

/** The mail to the job's typist as the job stands now; none when nobody types it. */
export async function typistMail(
  tx: Db,
  { portalUrl }: MailDeps,
  kind: Exclude<JobMailKind, 'offered'>,
  jobId: number,
): Promise<MailMessage | undefined> {
  const row = await jobViewRow(tx, jobId);
  if (row.job.typistId === null) return undefined;
  const [typist] = await tx
    .select({ email: users.email, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, row.job.typistId));
  if (!typist) return undefined;
  return jobMail(
    kind,
    typist.email,
    letterOf(row, typist.firstname, typistLinks(portalUrl).assigned),
  );
}

/**
 * Mails the job's typist that it is assigned to them, sent back or given a new deadline: queued
 * in the transaction of the change, so it goes only if the change is kept.
 */
export async function mailJobTypist(
  tx: Db,
  deps: MailDeps,
  kind: Exclude<JobMailKind, 'offered'>,
  jobId: number,
): Promise<void> {
  const mail = await typistMail(tx, deps, kind, jobId);
  if (mail) await enqueueMail(tx, mail);
}

/**
 * Mails the typists an offer is open to (trained in its service, paid at their grade: the offer
 * terms), the first JOB_OFFER_MAIL_LIMIT of them, in the offer's transaction.
 */
export async function mailOffer(tx: Db, { portalUrl }: MailDeps, jobId: number): Promise<void> {
  const row = await jobViewRow(tx, jobId);
  const [rates] = row.service?.shortName
    ? await tx
        .select({
          typistGradeRates: services.typistGradeRates,
          notesTypistRates: services.notesTypistRates,
        })
        .from(services)
        .where(eq(services.shortName, row.service.shortName))
    : [];
  const paid = grades.filter((grade) => rates && jobRateFor(rates, row.job.type, grade) > 0);
  if (!row.service?.shortName || paid.length === 0) return;
  const typists = await tx
    .select({ email: users.email, firstname: users.firstname })
    .from(users)
    .where(
      and(
        eq(users.role, Role.TYPIST),
        eq(users.status, UserStatus.ACTIVE),
        inArray(users.grade, paid),
        sql`${users.trainedIn} @> ${JSON.stringify([{ shortName: row.service.shortName }])}::jsonb`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(JOB_OFFER_MAIL_LIMIT);
  const link = typistLinks(portalUrl).offers;
  for (const typist of typists)
    await enqueueMail(tx, jobMail('offered', typist.email, letterOf(row, typist.firstname, link)));
}
