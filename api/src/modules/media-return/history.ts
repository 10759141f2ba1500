import { asc, eq } from 'drizzle-orm';
import type { StaffAction } from '@portal/contracts/media-return/schema';
import type { Db } from '../../db/index.ts';
import { staffActions, users } from '../../db/schema.ts';
import { seconds } from '../../lib/time.ts';
import { findMedia } from './standing.ts';

/** The columns of a staff member's name, selected beside what they did. */
export const nameColumns = { firstname: users.firstname, lastname: users.lastname };

/** Their name as the media's history and chat show it; null once their account is gone. */
export const staffName = ({
  firstname,
  lastname,
}: {
  firstname: string | null;
  lastname: string | null;
}) => (firstname === null ? null : `${firstname} ${lastname ?? ''}`.trim());

/**
 * GET /v1/media/history/{id}: every staff action on the media and its jobs (the audit trail),
 * oldest first, each with who took it, when, and its fields before and after.
 */
export async function mediaHistory(db: Db, mediaId: number): Promise<StaffAction[]> {
  await findMedia(db, mediaId);
  const rows = await db
    .select({ action: staffActions, ...nameColumns })
    .from(staffActions)
    .leftJoin(users, eq(users.id, staffActions.actorId))
    .where(eq(staffActions.mediaId, mediaId))
    .orderBy(asc(staffActions.at), asc(staffActions.id));
  return rows.map(({ action: row, ...name }) => ({
    id: row.id,
    action: row.action,
    jobId: row.jobId,
    actorId: row.actorId,
    actorName: staffName(name),
    before: row.before,
    after: row.after,
    at: seconds(row.at),
  }));
}
