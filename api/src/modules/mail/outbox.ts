import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { outboxMessages } from '../../db/schema.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;
type NewOutboxRow = Omit<typeof outboxMessages.$inferInsert, 'id'>;

/** Where mail goes when no SMTP server is configured: a development page and the tests read it. */
const outboxDir = (dataDir: string): string => join(dataDir, 'outbox');

/** Sorts by time in a listing; the random part keeps two messages of one millisecond apart. */
export const emlFileName = (at: Date): string =>
  `${at.toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}.eml`;

export async function writeEml(dataDir: string, fileName: string, eml: Buffer): Promise<void> {
  await mkdir(outboxDir(dataDir), { recursive: true });
  await writeFile(join(outboxDir(dataDir), fileName), eml);
}

export async function insertOutboxRow(db: Db, row: NewOutboxRow): Promise<OutboxRow> {
  const [saved] = await db.insert(outboxMessages).values(row).returning();
  if (!saved) throw new Error('The outbox row was not saved');
  return saved;
}

/** Recipients are stored lower-case, so the filter ignores case. */
export async function listOutbox(db: Db, to: string | undefined, limit: number) {
  return db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.recipient, to.toLowerCase()) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}

export async function findOutboxRow(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

/**
 * The message as sent, as text: nodemailer writes 7-bit mail (encoded headers, bodies in
 * quoted-printable or base64). Undefined for an SMS or a file removed from DATA_DIR.
 */
export async function readEml(dataDir: string, row: OutboxRow): Promise<string | undefined> {
  if (!row.emlFile) return undefined;
  try {
    // basename: the row names a file in the outbox folder, never a path elsewhere.
    return await readFile(join(outboxDir(dataDir), basename(row.emlFile)), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
