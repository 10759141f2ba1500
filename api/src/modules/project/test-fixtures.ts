import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import {
  UserStatus,
  type MediaStatus,
  type ProjectPermission,
} from '@portal/contracts/common/statuses';
import type { Db } from '../../db/index.ts';
import {
  companies,
  companyMembers,
  liveSessions,
  media,
  projectPermissions,
  projects,
  users,
} from '../../db/schema.ts';
import { startTestSession, type TestContext } from '../../test/helper.ts';
import { createUser } from '../user/service.ts';
import { insertProject } from './new-project.ts';

/** A user signed in for the test: their id, role and bearer header. */
export interface Person {
  id: number;
  role: Role;
  email: string;
  headers: { authorization: string };
}

const staff: readonly Role[] = [Role.TYPIST, Role.PROOFREADER, Role.ADMIN, Role.SUPER_ADMIN];

/** A new active user of this role, signed in (staff with 2FA on, as they must be). */
export async function person(
  t: TestContext,
  name: string,
  role: Role = Role.CLIENT,
): Promise<Person> {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@projects.test`;
  const user = await createUser(
    t.db,
    { email, password: null, role, status: UserStatus.ACTIVE, firstname: name, lastname: 'Tester' },
    t.clock.now(),
  );
  if (staff.includes(role))
    await t.db.update(users).set({ mfaEnabled: true }).where(eq(users.id, user.id));
  const tokens = await startTestSession(t.app, user);
  return { id: user.id, role, email, headers: { authorization: `Bearer ${tokens.accessToken}` } };
}

/** A company owned by `ownerId`, with these members (the owner is one too). */
export async function company(db: Db, name: string, ownerId: number, memberIds: number[] = []) {
  const at = new Date();
  const [row] = await db
    .insert(companies)
    .values({ name, ownerId, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('no company');
  await db
    .insert(companyMembers)
    .values([ownerId, ...memberIds].map((userId) => ({ companyId: row.id, userId, joinedAt: at })));
  return row;
}

/** A project of `ownerId` (in their company, if any). */
export const project = (db: Db, ownerId: number, title = 'Board meetings', at = new Date()) =>
  insertProject(db, { ownerId, title }, at);

/** Access given to `person` on the project, accepted unless said otherwise. */
export async function share(
  db: Db,
  projectId: number,
  to: Pick<Person, 'id' | 'email'>,
  permission: ProjectPermission,
  state: 'accepted' | 'pending' = 'accepted',
) {
  await db.insert(projectPermissions).values({
    projectId,
    userId: state === 'accepted' ? to.id : null,
    email: to.email,
    permission,
    state,
    tokenHash: randomUUID(),
    expiresAt: new Date(Date.now() + 86_400_000),
    createdAt: new Date(),
  });
}

/** A media of `userId`, priced, in this state and project. */
export async function mediaOf(
  db: Db,
  userId: number,
  {
    projectId = null as number | null,
    status = 'ordered' as MediaStatus,
    title = 'Interview',
    duration = 60,
    at = new Date(),
  } = {},
) {
  const [row] = await db
    .insert(media)
    .values({
      userId,
      projectId,
      title,
      extension: 'mp3',
      mime: 'audio/mpeg',
      size: 1000,
      status,
      duration,
      billedDuration: Math.ceil(duration / 60) * 60,
      serviceOptions: { id: 1, turnaround: 604_800, speakers: '1', priceCalculationElements: {} },
      currency: 'GBP',
      fullPrice: 110,
      price: 110,
      grossPrice: 132,
      storageKey: randomUUID(),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error('no media');
  return row;
}

export const projectStatus = async (db: Db, id: number) =>
  (await db.select({ status: projects.status }).from(projects).where(eq(projects.id, id)))[0]
    ?.status;

/** Makes the media a live note-taking session: an hour's meeting starting at `startsAt`. */
export async function makeLive(
  db: Db,
  mediaId: number,
  startsAt = new Date(Date.UTC(2030, 0, 7, 10)),
) {
  await db.insert(liveSessions).values({
    mediaId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    meetingLink: 'https://meet.example/board',
  });
}
