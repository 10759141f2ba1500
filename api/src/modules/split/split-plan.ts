import { DEFAULT_RATE_PERCENT } from '@portal/contracts/user/grades';
import { OFF_LIMIT_SPLIT_RATES } from '@portal/contracts/common/constants';
import { mediaAssignmentTexts } from '@portal/contracts/media-assignment/texts';
import type { ApiFieldError } from '@portal/contracts/common/errors';
import type { JobType } from '@portal/contracts/common/statuses';
import type { SplitMediaInput, SplitPartInput } from '@portal/contracts/split/schema';
import type { Db } from '../../db/index.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { deadlineFrom } from '../job/deadlines.ts';
import { checkTypist, deadlineError } from '../media-assignment/assignee.ts';
import type { OpenMedia } from '../media-assignment/open-media.ts';

/** A part of the split as its job will be. */
export interface PlannedPart {
  field: string;
  start: number;
  end: number;
  typistId: number | null;
  rate: number;
  ratePercent: number;
  deadline: Date | null;
  proofreaderComment: string | null;
}

/** The split form as the domain names it. */
export type SplitForm = DomainInput<SplitMediaInput>;
type FormPart = DomainInput<SplitPartInput> & { field: string; kind: 'original' | 'child' };

/** The parts of the form, the original first, each with the name of its field. */
export const formParts = (input: SplitForm): FormPart[] => [
  { ...input.original, field: 'original', kind: 'original' },
  ...input.children.map((child, index) => ({
    ...child,
    field: `children[${index}]`,
    kind: 'child' as const,
  })),
];

/** A part's rate percent unless the form gives one: 100, or the off-limit split's rates. */
function defaultRatePercent(input: SplitForm, kind: FormPart['kind']): number {
  if (!input.isOffLimit) return DEFAULT_RATE_PERCENT;
  const [original, child] = OFF_LIMIT_SPLIT_RATES;
  return (input.offLimitRates ?? { original, child })[kind];
}

interface PlanContext {
  tx: Db;
  item: OpenMedia;
  input: SplitForm;
  type: JobType;
  at: Date;
  errors: ApiFieldError[];
}

async function planPart(context: PlanContext, part: FormPart): Promise<PlannedPart> {
  const { tx, item, input, type, at, errors } = context;
  let rate = 0;
  if (part.typistId !== undefined) {
    const check = await checkTypist(tx, item.service, part.typistId, type);
    if ('error' in check) errors.push({ field: `${part.field}[typist_id]`, message: check.error });
    else rate = check.rate;
  }
  const late = deadlineError(part.deadline, at);
  if (late) errors.push({ field: `${part.field}[deadline]`, message: late });
  const typistId = part.typistId ?? null;
  // An assigned part without a deadline gets the one a typist taking the job would.
  const fallback = typistId === null ? null : deadlineFrom(at, item);
  return {
    field: part.field,
    start: part.start,
    end: part.end,
    typistId,
    rate,
    ratePercent: part.ratePercent ?? defaultRatePercent(input, part.kind),
    deadline: part.deadline === undefined ? fallback : new Date(part.deadline * 1000),
    proofreaderComment: part.proofreaderComment ?? null,
  };
}

/**
 * The jobs the form asks for, and what is wrong with its typists, deadlines and rates: each
 * error naming its field.
 */
export async function planParts(
  tx: Db,
  item: OpenMedia,
  input: SplitForm,
  type: JobType,
  at: Date,
): Promise<{ parts: PlannedPart[]; errors: ApiFieldError[] }> {
  const errors: ApiFieldError[] = [];
  if (input.offLimitRates && !input.isOffLimit)
    errors.push({ field: 'off_limit_rates', message: mediaAssignmentTexts.offLimitRatesAlone });
  const context = { tx, item, input, type, at, errors };
  const parts: PlannedPart[] = [];
  for (const part of formParts(input)) parts.push(await planPart(context, part));
  return { parts, errors };
}
