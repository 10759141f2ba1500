import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import type { Db } from '../../db/index.ts';
import { projects, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { bearer, signIn, type TestContext } from '../../test/helper.ts';
import { lastMessageTo } from '../../test/outbox.ts';
import { normaliseEmail } from '../user/service.ts';

// Hashing is slow by design: every test account shares one hash of the demo password.
let demoHash: Promise<string> | undefined;

/** An active account that signs in with the demo password, named after its email. */
export async function account(db: Db, email: string, at: Date, role: Role = Role.CLIENT) {
  const [firstname = 'Someone', lastname = 'Else'] = email.split('@')[0]?.split('.') ?? [];
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      email: normaliseEmail(email),
      passwordHash: await demoHash,
      role,
      status: UserStatus.ACTIVE,
      firstname,
      lastname,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error('no user');
  return row;
}

/** A new account, signed in: its row and the bearer header its calls carry. */
export async function signedInAccount(t: TestContext, email: string, role: Role = Role.CLIENT) {
  const row = await account(t.db, email, t.clock.now(), role);
  return { ...row, headers: bearer(await signIn(t.app, row.email)) };
}

/** Staff reach projects only once two-factor sign-in is on. */
export const withTwoFactor = (db: Db, userId: number) =>
  db.update(users).set({ mfaEnabled: true }).where(eq(users.id, userId));

export async function project(db: Db, ownerId: number, title: string, at: Date) {
  const [row] = await db
    .insert(projects)
    .values({ shortId: randomUUID().slice(0, 8), title, ownerId, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('no project');
  return row;
}

/** The secret at the end of the last invitation link mailed to this address. */
export async function mailedToken(db: Db, to: string, path: string): Promise<string> {
  const text = (await lastMessageTo(db, to))?.text ?? '';
  const token = new RegExp(`/v3/${path}/([A-Za-z0-9_-]+)`).exec(text)?.[1];
  if (!token) throw new Error(`No /v3/${path} link mailed to ${to}:\n${text}`);
  return token;
}
