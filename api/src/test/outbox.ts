import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { outboxMessages } from '../db/schema.ts';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

/** Every message sent to this recipient so far, oldest first. */
export async function outboxFor(db: Db, recipient: string): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient.toLowerCase()))
    .orderBy(outboxMessages.id);
}

export async function lastMessageTo(
  db: Db,
  recipient: string,
  channel: OutboxMessage['channel'] = 'email',
): Promise<OutboxMessage | undefined> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.recipient, recipient.toLowerCase()),
        eq(outboxMessages.channel, channel),
      ),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row;
}

/** The value of a query parameter in the first portal link of a message, e.g. `hash`. */
export function linkParameter(text: string, path: string, name: string): string {
  const url = text.match(new RegExp(`https?://\\S+/v3/${path}\\S*`))?.[0];
  const value = url && new URL(url).searchParams.get(name);
  if (!value) throw new Error(`No /v3/${path} link with ${name} in:\n${text}`);
  return value;
}
