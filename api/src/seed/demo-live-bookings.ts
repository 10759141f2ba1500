import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { addPortalDays, fromPortalTime, portalTime } from '@portal/contracts/common/portal-time';
import type { LiveSessionInput } from '@portal/contracts/live-booking/schema';
import type { Db } from '../db/index.ts';
import { cartMedia, jobs, liveSessions, media, services, users } from '../db/schema.ts';
import type { DomainInput } from '../lib/domain-input.ts';
import type { ServiceDeps } from '../lib/service-deps.ts';
import { assignJob } from '../modules/job/assignment.ts';
import { bookLive } from '../modules/live-booking/service.ts';
import { recordOrder, totalsOf, type OrderLine } from '../modules/payment/order.ts';
import { insertProject } from '../modules/project/new-project.ts';
import type { UserRow } from '../modules/user/service.ts';
import { DEMO_LIVE_SERVICE } from './demo-services.ts';

export const DEMO_LIVE_PROJECT_TITLE = 'Live meetings';

/** A demo session: its UK day (days after the seeding's) and start, and whether it has a note-taker. */
interface DemoLiveSession {
  title: string;
  daysAhead: number;
  /** UK time, HH:MM. */
  start: string;
  hours: number;
  minutes: number;
  link: string;
  agenda: string;
  attendees: { attendeeName: string; jobTitle: string }[];
  noteTaker: boolean;
}

/** docs/demo-data.md: two paid sessions, beyond the day's booking notice whenever the seeding runs. */
export const demoLiveSessions: readonly DemoLiveSession[] = [
  {
    title: 'Weekly planning meeting',
    daysAhead: 2,
    start: '10:00',
    hours: 1,
    minutes: 0,
    link: 'https://meet.example.com/weekly-planning',
    agenda: 'Last week in review\nPriorities for this week\nAny other business',
    attendees: [
      { attendeeName: 'Priya Shah', jobTitle: 'Head of Operations' },
      { attendeeName: 'Tom Evans', jobTitle: 'Project Manager' },
    ],
    noteTaker: true,
  },
  {
    title: 'Quarterly board meeting',
    daysAhead: 3,
    start: '14:00',
    hours: 1,
    minutes: 30,
    link: 'https://meet.example.com/quarterly-board',
    agenda: 'Minutes of the last meeting\nQuarterly accounts\nHiring plan',
    attendees: [
      { attendeeName: 'Helen Clarke', jobTitle: 'Chair' },
      { attendeeName: 'Marcus Reid', jobTitle: 'Finance Director' },
    ],
    noteTaker: false,
  },
];

export type DemoLiveDeps = Pick<
  ServiceDeps,
  'db' | 'now' | 'vatPercent' | 'liveMaxOverlappingSessions' | 'featureFlags' | 'portalUrl'
>;

/** The session as the booking form sends it, its start the UK day and time from `today`. */
const bookingOf = (session: DemoLiveSession, today: string, projectId: number) =>
  ({
    meetingTitle: session.title,
    meetingDate: Math.floor(
      fromPortalTime(addPortalDays(today, session.daysAhead), session.start).getTime() / 1000,
    ),
    meetingDurationHours: session.hours,
    meetingDurationMinutes: session.minutes,
    meetingLink: session.link,
    meetingAgenda: session.agenda,
    meetingAttendees: session.attendees,
    projectId,
  }) satisfies DomainInput<LiveSessionInput>;

async function byEmail(tx: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.email, email));
  return row;
}

/** The demo typist can take live notes: trained in the live service beside their others. */
async function trainInLive(tx: Db, typist: UserRow, at: Date): Promise<void> {
  if (typist.trainedIn.some((service) => service.shortName === DEMO_LIVE_SERVICE)) return;
  await tx
    .update(users)
    .set({ trainedIn: [...typist.trainedIn, { shortName: DEMO_LIVE_SERVICE }], updatedAt: at })
    .where(eq(users.id, typist.id));
}

/** The booked sessions ordered as demo-work orders, out of the cart as checkout leaves it. */
async function order(tx: Db, client: UserRow, ids: number[], projectId: number, at: Date) {
  const rows = await tx.select().from(media).where(inArray(media.id, ids)).orderBy(asc(media.id));
  const lines: OrderLine[] = rows.map((row) => ({
    row,
    fullPrice: row.fullPrice ?? 0,
    price: row.price ?? 0,
    grossPrice: row.grossPrice ?? 0,
  }));
  await recordOrder(tx, {
    clientId: client.id,
    placedBy: null,
    paymentType: 'pre_paid',
    paymentId: null,
    lines,
    totals: totalsOf(lines, client.currency, null, false),
    projectId,
    at,
  });
  await tx.delete(cartMedia).where(inArray(cartMedia.mediaId, ids));
}

const hasLiveSessions = async (tx: Db, clientId: number) =>
  (
    await tx
      .select({ id: media.id })
      .from(liveSessions)
      .innerJoin(media, eq(media.id, liveSessions.mediaId))
      .where(eq(media.userId, clientId))
      .limit(1)
  ).length > 0;

// Instances starting together seed once: the others wait on this lock, then find the sessions.
const DEMO_LIVE_LOCK = 7_246_005;

/**
 * Live note-taking for every demo role (docs/demo-data.md): client@demo.test's two paid sessions in the
 * coming days, booked and ordered in the project "Live meetings", the first's notes job assigned
 * to typist@demo.test (trained in the live service), the second's left for an admin to assign.
 * Made once, while the demo client has no live session and live note-taking is on. Answers
 * whether it was made.
 */
export async function seedDemoLiveBookings(deps: DemoLiveDeps): Promise<boolean> {
  if (!deps.featureFlags.liveNotetaking) return false;
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LIVE_LOCK})`);
    const client = await byEmail(tx, 'client@demo.test');
    const typist = await byEmail(tx, 'typist@demo.test');
    const admin = await byEmail(tx, 'admin@demo.test');
    const [service] = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.shortName, DEMO_LIVE_SERVICE), eq(services.status, 'active')));
    if (!client || !typist || !admin || !service) return false;
    if (await hasLiveSessions(tx, client.id)) return false;
    const inTx = { ...deps, db: tx };
    const at = deps.now();
    await trainInLive(tx, typist, at);
    const project = await insertProject(
      tx,
      { ownerId: client.id, title: DEMO_LIVE_PROJECT_TITLE },
      at,
    );
    const today = portalTime(at).date;
    const booked = await bookLive(
      inTx,
      { actorId: client.id, client },
      {
        transcriptionServiceId: service.id,
        bookings: demoLiveSessions.map((session) => bookingOf(session, today, project.id)),
      },
    );
    await order(
      tx,
      client,
      booked.map((booking) => booking.id),
      project.id,
      at,
    );
    const withNoteTaker = booked.filter((_, index) => demoLiveSessions[index]?.noteTaker);
    for (const { id } of withNoteTaker) {
      const [notes] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.mediaId, id), eq(jobs.type, 'notes')));
      if (!notes) throw new Error('The demo session has no notes job');
      // As an admin assigns it on the live grid: the typist is mailed (to the outbox).
      await assignJob(inTx, { userId: admin.id, role: Role.ADMIN }, notes.id, {
        typistId: typist.id,
      });
    }
    return true;
  });
}
