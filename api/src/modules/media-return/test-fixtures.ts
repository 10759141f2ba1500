import { asc, eq } from 'drizzle-orm';
import { media, staffActions } from '../../db/schema.ts';
import type { TestContext } from '../../test/helper.ts';
import {
  jobOn,
  orderedMedia,
  section,
  storeTranscript,
  type JobCast,
} from '../job/test-fixtures.ts';
import { project } from '../project/test-fixtures.ts';

/**
 * A media of the client's project split in two halves typed by the two typists (each half in
 * the status given, done unless told), with a transcript of one section in each half.
 */
export async function splitMedia(
  t: TestContext,
  cast: JobCast,
  [first, second]: [
    'done' | 'in-progress' | 'substandard',
    'done' | 'in-progress' | 'substandard',
  ] = ['done', 'done'],
) {
  const item = await orderedMedia(t, cast.client.id, 600);
  const { id: projectId } = await project(t.db, cast.client.id);
  await t.db.update(media).set({ projectId }).where(eq(media.id, item.id));
  const firstHalf = await jobOn(t, item, {
    start: 0,
    end: 300,
    status: first,
    typistId: cast.typist.id,
  });
  const secondHalf = await jobOn(t, item, {
    start: 300,
    end: 600,
    status: second,
    typistId: cast.otherTypist.id,
  });
  await storeTranscript(t, item.id, {
    sections: [section('a', 0, 'First half.'), section('b', 320, 'Second half.')],
    speakers: [],
  });
  return { item, halves: [firstHalf, secondHalf] as const };
}

/** The staff actions recorded on the media, oldest first. */
export const historyOf = (t: TestContext, mediaId: number) =>
  t.db
    .select()
    .from(staffActions)
    .where(eq(staffActions.mediaId, mediaId))
    .orderBy(asc(staffActions.id));
