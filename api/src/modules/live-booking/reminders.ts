import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, isNull, lte, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { notOrdered } from '@portal/contracts/common/statuses';
import { liveSessions, media } from '../../db/schema.ts';
import { scheduleTask } from '../../lib/schedule.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { enqueueTask, type TaskDefinition } from '../../lib/task-queue.ts';
import { enqueueMail } from '../mail/mail-task.ts';
import { reminderMails } from './reminder-mails.ts';

const remindersPayload = z.object({});
type RemindersPayload = z.input<typeof remindersPayload>;

declare module '../../lib/task-queue.ts' {
  interface TaskPayloads {
    'live-reminders': RemindersPayload;
  }
}

export type ReminderDeps = Pick<
  ServiceDeps,
  'db' | 'now' | 'featureFlags' | 'portalUrl' | 'liveReminderMinutes'
>;

/** How often each process looks for sessions to remind of. */
export const REMINDER_SWEEP_MS = 5 * 60_000;

/**
 * A session to remind of now: paid for (ordered or later, neither cancelled nor deleted), not
 * reminded since its start was last set, starting within the next LIVE_REMINDER_MINUTES. One that
 * has started is never reminded late.
 */
function due({ now, liveReminderMinutes }: Pick<ReminderDeps, 'now' | 'liveReminderMinutes'>) {
  const at = now();
  return and(
    isNull(liveSessions.remindedAt),
    gt(liveSessions.startsAt, at),
    lte(liveSessions.startsAt, new Date(at.getTime() + liveReminderMinutes * 60_000)),
    notInArray(media.status, [...notOrdered, 'deleted']),
    eq(media.cancelled, false),
  );
}

async function dueSessions(deps: ReminderDeps): Promise<number[]> {
  const rows = await deps.db
    .select({ id: liveSessions.mediaId })
    .from(liveSessions)
    .innerJoin(media, eq(media.id, liveSessions.mediaId))
    .where(due(deps))
    .orderBy(asc(liveSessions.startsAt), asc(liveSessions.mediaId));
  return rows.map((row) => row.id);
}

/**
 * Marks the session reminded and queues its mails in one transaction, if it is still due: of
 * two sweeps (two processes), the second waits on the rows' locks, then finds it reminded.
 */
function remind(deps: ReminderDeps, mediaId: number): Promise<void> {
  return deps.db.transaction(async (tx) => {
    // The media's row first, as a change of the booking takes it, so the two queue, never cross.
    await tx.select({ id: media.id }).from(media).where(eq(media.id, mediaId)).for('update');
    const [row] = await tx
      .select({ media, session: liveSessions })
      .from(liveSessions)
      .innerJoin(media, eq(media.id, liveSessions.mediaId))
      .where(and(eq(liveSessions.mediaId, mediaId), due(deps)))
      .for('update', { of: liveSessions });
    if (!row) return;
    await tx
      .update(liveSessions)
      .set({ remindedAt: deps.now() })
      .where(eq(liveSessions.mediaId, mediaId));
    for (const mail of await reminderMails(tx, deps, row)) await enqueueMail(tx, mail);
  });
}

/** Reminds of every session due now; nothing while live note-taking is off. */
export async function sendLiveReminders(deps: ReminderDeps): Promise<void> {
  if (!deps.featureFlags.liveNotetaking) return;
  for (const mediaId of await dueSessions(deps)) await remind(deps, mediaId);
}

/** The sweep: safe to repeat, as a reminded session is no longer due. */
export const liveRemindersTask: TaskDefinition<
  RemindersPayload,
  z.output<typeof remindersPayload>
> = {
  payload: remindersPayload,
  run: (deps) => sendLiveReminders(deps),
};

/**
 * Queues the sweep when some session is due: once per round whatever the number of processes
 * (the round is its key). A failed sweep is not retried: the next round's is.
 */
export async function enqueueLiveReminders(deps: ReminderDeps): Promise<void> {
  if (!deps.featureFlags.liveNotetaking) return;
  if ((await dueSessions(deps)).length === 0) return;
  const round = Math.floor(deps.now().getTime() / REMINDER_SWEEP_MS) * REMINDER_SWEEP_MS;
  await enqueueTask(deps.db, {
    kind: 'live-reminders',
    payload: {},
    key: `live-reminders:${new Date(round).toISOString()}`,
    maxAttempts: 1,
  });
}

/** Each process looks every REMINDER_SWEEP_MS whether a session is due its reminders. */
export async function liveReminderSchedule(app: FastifyInstance): Promise<void> {
  scheduleTask(app, 'live reminders', REMINDER_SWEEP_MS, () => enqueueLiveReminders(app.deps));
}
