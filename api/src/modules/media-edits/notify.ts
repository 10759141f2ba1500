import { eq, inArray } from 'drizzle-orm';
import { errorTexts } from '@portal/contracts/common/errors';
import { mayUseGridAction } from '@portal/contracts/media-assignment/assign-grid-actions';
import { mediaEditMailTexts, mediaEditTexts } from '@portal/contracts/media-edits/texts';
import { mediaReturnTexts } from '@portal/contracts/media-return/texts';
import { notOrdered } from '@portal/contracts/common/statuses';
import { Role } from '@portal/contracts/policy/roles';
import type { NotifyMediaInput, Notified } from '@portal/contracts/media-edits/schema';
import type { Db } from '../../db/index.ts';
import type { MediaRow } from '../../db/rows.ts';
import { users } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { enqueueMail } from '../mail/mail-task.ts';
import { portalMoment } from '../job/format.ts';
import { typistLinks } from '../job/mails.ts';
import { recordMediaStep, type JobStepBy } from '../job/staff-actions.ts';
import { lockJobs, lockMedia } from '../media-return/standing.ts';

type Deps = Pick<ServiceDeps, 'db' | 'now' | 'portalUrl'>;

const actionOf = {
  deadline_changed: 'sendDeadlineChangedNotification',
  customer_email: 'sendCustomerEmail',
} as const;

/** Where each of the media's people finds their work. */
const linkFor = (role: Role, portalUrl: string) =>
  role === Role.PROOFREADER ? `${portalUrl}/v3/proofreader` : typistLinks(portalUrl).assigned;

/** The media's typists and proofreaders, each once, mailed its new deadline. */
async function mailDeadline(tx: Db, { portalUrl }: Deps, item: MediaRow): Promise<string[]> {
  if (!item.deadline) throw new ApiError(409, mediaEditTexts.noDeadline);
  const ids = (await lockJobs(tx, item.id)).flatMap((job) =>
    [job.typistId, job.proofreaderId].filter((id): id is number => id !== null),
  );
  if (ids.length === 0) throw new ApiError(409, mediaEditTexts.nobodyToNotify);
  const people = await tx
    .select({ email: users.email, firstname: users.firstname, role: users.role })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]))
    .orderBy(users.id);
  const deadline = portalMoment(item.deadline);
  for (const person of people) {
    const letter = {
      ...person,
      title: item.title,
      deadline,
      link: linkFor(person.role, portalUrl),
    };
    await enqueueMail(tx, {
      to: person.email,
      subject: mediaEditMailTexts.deadlineChanged.subject(letter),
      text: mediaEditMailTexts.deadlineChanged.text(letter),
    });
  }
  return people.map((person) => person.email);
}

/** The admin's mail to the media's client, as they wrote it. */
async function mailClient(
  tx: Db,
  item: MediaRow,
  { subject, message }: { subject: string; message: string },
): Promise<string[]> {
  const [client] =
    item.userId === null
      ? []
      : await tx
          .select({ email: users.email, firstname: users.firstname })
          .from(users)
          .where(eq(users.id, item.userId));
  if (!client) throw new ApiError(409, mediaEditTexts.noClient);
  const letter = { firstname: client.firstname, title: item.title, subject, message };
  await enqueueMail(tx, {
    to: client.email,
    subject: mediaEditMailTexts.customerEmail.subject(letter),
    text: mediaEditMailTexts.customerEmail.text(letter),
  });
  return [client.email];
}

/**
 * PUT /v1/media/notify/{id}: the mails are queued in the transaction that records them, so they
 * go only if it is kept. Who may send which is the grid's rule for its row action (403).
 */
export async function notifyMedia(
  deps: Deps,
  actor: Actor,
  id: number,
  input: NotifyMediaInput,
): Promise<Notified> {
  const action = actionOf[input.kind];
  if (!mayUseGridAction(actor.role, action)) throw new ApiError(403, errorTexts.unauthorized);
  const by: JobStepBy = { actorId: actor.userId, at: deps.now() };
  return deps.db.transaction(async (tx) => {
    const item = await lockMedia(tx, id);
    if (notOrdered.includes(item.status)) throw new ApiError(409, mediaReturnTexts.notOrdered);
    const mailedTo =
      input.kind === 'deadline_changed'
        ? await mailDeadline(tx, deps, item)
        : await mailClient(tx, item, input);
    const sent =
      input.kind === 'customer_email' ? { subject: input.subject, message: input.message } : {};
    await recordMediaStep(tx, action, by, item, item, { mailedTo, ...sent });
    return { mailedTo };
  });
}
