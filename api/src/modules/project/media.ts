import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { JobType } from '@portal/contracts/common/statuses';
import type { Db } from '../../db/index.ts';
import { liveSessions, media, services, transcripts } from '../../db/schema.ts';
import { UPLOAD_CHUNK_SIZE } from '@portal/contracts/common/constants';
import { uploadPartCount } from '@portal/contracts/storage/uploads';
import type { Media } from '@portal/contracts/media/schema';
import { can } from '@portal/contracts/policy/policy';
import { projectCan } from '@portal/contracts/project/access';
import type { Actor } from '../../lib/caller.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import type { MediaInfo } from '@portal/contracts/media/schema';
import type { ProjectMediaInput, ProjectMediaView } from '@portal/contracts/project/schema';
import { requireProject } from '../project-permission/gate.ts';
import type { MediaRow } from '../../db/rows.ts';

// The media as the API answers it, alone and as the library lists it: here, below the media,
// cart and project routes that all answer it.

/** The media as the API answers it. */
export const toMedia = (row: MediaRow): Media => ({
  id: row.id,
  projectId: row.projectId,
  title: row.title,
  extension: row.extension,
  mime: row.mime,
  size: row.size,
  status: row.status,
  duration: row.duration,
  billedDuration: row.billedDuration,
  extraFields: row.extraFields,
  currency: row.currency,
  serviceOptions: row.serviceOptions,
  fullPrice: row.fullPrice,
  price: row.price,
  grossPrice: row.grossPrice,
  partCount: uploadPartCount(row.size, UPLOAD_CHUNK_SIZE),
  createdAt: Math.floor(row.createdAt.getTime() / 1000),
});

const serviceName = sql<string | null>`(select ${services.name} from ${services}
  where ${services.id} = (${media.serviceOptions} ->> 'id')::int)`;
// Columns named through their tables: drizzle leaves a column unqualified in a select, and
// inside the subquery an unqualified "id" would be the transcript's own.
const exists = (kind: JobType) => sql<boolean>`exists (select 1 from ${transcripts}
  where ${transcripts}.${sql.identifier(transcripts.mediaId.name)} = ${media}.${sql.identifier(media.id.name)}
  and ${transcripts}.${sql.identifier(transcripts.kind.name)} = ${kind})`;
const hasTranscript = exists('default');
const hasNotes = exists('notes');

/** The columns of a media with what its info shows besides it. */
export const infoColumns = { media, serviceName, hasTranscript, hasNotes };

export interface InfoRow {
  media: MediaRow;
  serviceName: string | null;
  hasTranscript: boolean;
  hasNotes: boolean;
}

export const toInfo = (row: InfoRow): MediaInfo => {
  // The meeting details are the owner's, for checkout: never shown to the project's sharers.
  const { extraFields: _ownersOnly, ...shown } = toMedia(row.media);
  return {
    ...shown,
    serviceName: row.serviceName,
    hasTranscript: row.hasTranscript,
    hasNotes: row.hasNotes,
  };
};

type LiveSessionRow = typeof liveSessions.$inferSelect;

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * A media of the list with its live session, if it is one: the meeting's time and link go to
 * whoever reads its booking (its client, admins), like its other meeting details.
 */
function toProjectMedia(
  actor: Actor,
  row: InfoRow & { session: LiveSessionRow | null },
): ProjectMediaView {
  const { session } = row;
  const reads = row.media.userId === actor.userId || can(actor, 'project.reachAny');
  return {
    ...toInfo(row),
    liveSession:
      session && reads
        ? {
            meetingDate: seconds(session.startsAt),
            meetingEnd: seconds(session.endsAt),
            meetingLink: session.meetingLink,
          }
        : null,
  };
}

/** GET /v1/project/media/{id}: a page of the project's media, newest first. */
export async function projectMediaPage(
  db: Db,
  actor: Actor,
  projectId: number,
  query: DomainInput<ProjectMediaInput>,
) {
  await requireProject(db, actor, projectId, projectCan.see);
  const rows = await db
    .select({
      ...infoColumns,
      session: liveSessions,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(media)
    .leftJoin(liveSessions, eq(liveSessions.mediaId, media.id))
    .where(and(eq(media.projectId, projectId), inArray(media.status, query.status)))
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    result: rows.map((row) => toProjectMedia(actor, row)),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
