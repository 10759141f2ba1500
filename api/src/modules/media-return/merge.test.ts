import { mediaReturnTexts } from '@portal/contracts/media-return/texts';
import { setupTestApp } from '../../test/helper.ts';
import { findTranscript } from '../transcript/service.ts';
import {
  callsAs,
  jobCast,
  jobRow,
  mediaRow,
  section,
  storeTranscript,
  type JobCast,
} from '../job/test-fixtures.ts';
import { historyOf, splitMedia } from './test-fixtures.ts';

/** PUT /v1/media/merge-transcripts/{id}: the finished parts of a split media made one. */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const { put } = callsAs(t);

test('the finished parts are merged in range order: jobs merged, the media Merged', async () => {
  const { item, halves } = await splitMedia(t, cast, ['done', 'substandard']);
  // Stored out of order, as an import could leave it.
  await storeTranscript(t, item.id, {
    sections: [section('b', 320, 'Second half.'), section('a', 0, 'First half.')],
    speakers: [],
  });
  const merged = await put(cast.admin, `/v1/media/merge-transcripts/${item.id}`);
  expect(merged.statusCode).toBe(200);
  expect(merged.json().map((job: { status: string }) => job.status)).toEqual(['merged', 'merged']);
  const transcript = await findTranscript(t.db, item.id, 'default');
  expect(transcript?.content.sections.map((s) => s.id)).toEqual(['a', 'b']);
  expect(await mediaRow(t.db, item.id)).toMatchObject({ status: 'done', subStatus: 'Merged' });
  expect((await historyOf(t, item.id)).map((row) => [row.action, row.jobId, row.after])).toEqual(
    halves.map((job) => ['mergeTranscripts', job.id, { status: 'merged' }]),
  );

  const returned = await put(cast.admin, '/v1/media/return', { ids: [item.id] });
  expect(returned.statusCode).toBe(200);
});

test('an unfinished part refuses the merge, naming it; nothing changed', async () => {
  const { item, halves } = await splitMedia(t, cast, ['in-progress', 'done']);
  const refused = await put(cast.admin, `/v1/media/merge-transcripts/${item.id}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(
    mediaReturnTexts.mergeUnfinished('0:00 to 5:00 (in-progress)'),
  );
  expect((await jobRow(t.db, halves[1].id))?.status).toBe('done');
  expect(await historyOf(t, item.id)).toEqual([]);
});

test('a media merged already, or unknown, has nothing to merge', async () => {
  const { item } = await splitMedia(t, cast);
  await put(cast.admin, `/v1/media/merge-transcripts/${item.id}`);
  const again = await put(cast.admin, `/v1/media/merge-transcripts/${item.id}`);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe(mediaReturnTexts.nothingToMerge);
  expect((await put(cast.admin, '/v1/media/merge-transcripts/999999')).statusCode).toBe(404);
});
