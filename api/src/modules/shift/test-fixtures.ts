import type { FastifyInstance } from 'fastify';
import type { ShiftAudience, ShiftView } from '@portal/contracts/shift/schema';
import type { Db } from '../../db/index.ts';
import { shiftBookings, shifts } from '../../db/schema.ts';
import type { Person } from '../project/test-fixtures.ts';

const HOUR_MS = 3_600_000;

/** A shift starting `hoursFromNow` (negative: already started), straight into the table. */
export async function shiftAt(
  db: Db,
  now: Date,
  hoursFromNow: number,
  { capacity = 3, hours = 4, audience = 'typist' as ShiftAudience } = {},
): Promise<number> {
  const startsAt = new Date(now.getTime() + hoursFromNow * HOUR_MS);
  const [row] = await db
    .insert(shifts)
    .values({
      startsAt,
      endsAt: new Date(startsAt.getTime() + hours * HOUR_MS),
      capacity,
      audience,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: shifts.id });
  if (!row) throw new Error('no shift');
  return row.id;
}

/** A booking made straight into the table (past shifts included). */
export const bookedBy = (db: Db, shiftId: number, userId: number, at: Date) =>
  db.insert(shiftBookings).values({ shiftId, userId, bookedAt: at });

/** Calls a shift route as a person; a payload goes as JSON. */
export const asPerson = (
  app: FastifyInstance,
  who: Person,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });

export const shiftOf = (response: { json<T>(): T }): ShiftView => response.json<ShiftView>();
