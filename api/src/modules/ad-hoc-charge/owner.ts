import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { adHocChargeTexts as texts } from '@portal/contracts/ad-hoc-charge/texts';
import type {
  AdHocChargeCreateInput,
  AdHocChargeKind,
} from '@portal/contracts/ad-hoc-charge/schema';
import type { ApiFieldError } from '@portal/contracts/common/errors';
import type { Currency } from '@portal/contracts/common/constants';
import type { Db } from '../../db/index.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { jobs, projects, users } from '../../db/schema.ts';
import { RequestValidationError } from '../../lib/http-errors.ts';

export type ChargeFields = DomainInput<AdHocChargeCreateInput>;

/** Who a new charge is for: its kind, project or typist (and job), and its currency. */
export interface ChargeOwner {
  kind: AdHocChargeKind;
  projectId: number | null;
  jobId: number | null;
  typistId: number | null;
  currency: Currency;
}

const refuse = (field: string, message: string): never => {
  throw new RequestValidationError([{ field, message } satisfies ApiFieldError]);
};

/** A charge naming only a project is the client's; any other (about a job, a typist) the typist's. */
const kindOf = (input: ChargeFields): AdHocChargeKind =>
  input.kind ??
  (input.projectId !== undefined && input.jobId === undefined && input.typistId === undefined
    ? 'client'
    : 'typist');

/** A client's charge: on an existing project, in its owner's currency. */
async function clientOwner(db: Db, input: ChargeFields): Promise<ChargeOwner> {
  if (input.jobId !== undefined) refuse('job_id', texts.clientChargeAlone);
  if (input.typistId !== undefined) refuse('typist_id', texts.clientChargeAlone);
  if (input.projectId === undefined) return refuse('project_id', texts.projectNeeded);
  const [project] = await db
    .select({ status: projects.status, currency: users.currency })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(eq(projects.id, input.projectId));
  if (!project || project.status === 'deleted') refuse('project_id', texts.unknownProject);
  const currency = project!.currency;
  if (input.currency !== undefined && input.currency !== currency)
    refuse('currency', texts.ownerCurrency(currency));
  return { kind: 'client', projectId: input.projectId, jobId: null, typistId: null, currency };
}

async function jobTypist(db: Db, jobId: number): Promise<number | null> {
  const [job] = await db.select({ typistId: jobs.typistId }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) refuse('job_id', texts.unknownJob);
  return job!.typistId;
}

/** A typist's charge: a typist's, named or the job's, in GBP as their invoices are. */
async function typistOwner(db: Db, input: ChargeFields): Promise<ChargeOwner> {
  if (input.projectId !== undefined) refuse('project_id', texts.typistChargeAlone);
  if (input.currency !== undefined && input.currency !== 'GBP')
    refuse('currency', texts.typistCurrency);
  const ofJob = input.jobId === undefined ? null : await jobTypist(db, input.jobId);
  const typistId = input.typistId ?? ofJob;
  if (typistId === null) return refuse(input.jobId ? 'job_id' : 'typist_id', texts.jobHasNoTypist);
  const [typist] = await db.select({ role: users.role }).from(users).where(eq(users.id, typistId));
  if (typist?.role !== Role.TYPIST) refuse('typist_id', texts.unknownTypist);
  return {
    kind: 'typist',
    projectId: null,
    jobId: input.jobId ?? null,
    typistId,
    currency: 'GBP',
  };
}

/** Who the charge asked for is for, or a 422 naming the field that does not hold. */
export const ownerOf = (db: Db, input: ChargeFields): Promise<ChargeOwner> =>
  kindOf(input) === 'client' ? clientOwner(db, input) : typistOwner(db, input);
