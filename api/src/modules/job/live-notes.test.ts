import { eq } from 'drizzle-orm';
import type { Job } from '@portal/contracts/job/schema';
import type { Transcript } from '@portal/contracts/transcript/schema';
import { media } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import {
  assignNoteTaker,
  booked,
  businessClient,
  hoursFromNow,
  liveService,
  moveSession,
  payOnAccount,
} from '../live-booking/test-fixtures.ts';
import type { Person } from '../project/test-fixtures.ts';
import {
  callsAs,
  jobCast,
  jobOn,
  jobRow,
  orderedMedia,
  section,
  type JobCast,
} from './test-fixtures.ts';

const t = setupTestApp();
let cast: JobCast;
let client: Person;
let serviceId: number;
let day = 2;

beforeAll(async () => {
  cast = await jobCast(t);
  client = await businessClient(t, 'Clara');
  serviceId = await liveService(t);
});

const { get, put } = callsAs(t);

/** A paid session whose notes job cast.typist takes; answers the media's id and its start. */
async function takenSession(): Promise<{ id: number; start: number }> {
  const start = hoursFromNow(t, 24 * day++);
  const [session] = await booked(t, client, serviceId, [{ meeting_date: start }]);
  const id = session?.id ?? 0;
  await payOnAccount(t, client);
  await assignNoteTaker(t, id, cast.typist.id);
  return { id, start };
}

const notes = (text: string) => ({ sections: [section('n1', 0, text)], speakers: [] });

describe('a live session in the job views', () => {
  test("the note-taker's list and the media's jobs give a live notes job its meeting start", async () => {
    const live = await takenSession();
    const recorded = await orderedMedia(t, cast.client.id, 600);
    await jobOn(t, recorded, { status: 'assigned', typistId: cast.typist.id });

    const list = await get(cast.typist, '/v1/job?scope=mine&page_size=100');
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ result: Job[] }>().result;
    expect(rows.find((job) => job.mediaId === live.id)).toMatchObject({
      type: 'notes',
      media: { meetingStart: live.start },
    });
    expect(rows.find((job) => job.mediaId === recorded.id)?.media.meetingStart).toBeNull();

    const ofMedia = await get(cast.typist, `/v1/media/job/${live.id}`);
    expect(ofMedia.json<Job[]>()[0]?.media.meetingStart).toBe(live.start);
  });
});

describe('the notes of a live session, from the note-taker to the client', () => {
  test('typed and submitted, proofread, returned: the client downloads the notes', async () => {
    const { id } = await takenSession();
    await moveSession(t, id, -2);
    const url = `/v1/transcript/${id}?kind=notes`;

    // The note-taker's editor saves the notes, then submits them.
    const saved = await put(cast.typist, url, { content: notes('Budget agreed.'), version: 0 });
    expect(saved.statusCode).toBe(200);
    const submitted = await put(cast.typist, url, {
      content: notes('Budget agreed. Hiring next month.'),
      version: saved.json<Transcript>().version,
      submit: true,
    });
    expect(submitted.statusCode).toBe(200);
    const job = (await get(cast.typist, `/v1/media/job/${id}`)).json<Job[]>()[0]!;
    expect(job).toMatchObject({ type: 'notes', status: 'partial-done' });

    // The usual workflow: an admin names the proofreader, who finishes in the editor.
    const assigned = await put(cast.admin, `/v1/job/assign/${job.id}`, {
      proofreader_id: cast.proofreader.id,
    });
    expect(assigned.statusCode).toBe(200);
    const proofread = await put(cast.proofreader, url, {
      content: notes('Budget agreed. Hiring starts next month.'),
      version: submitted.json<Transcript>().version,
      submit: true,
    });
    expect(proofread.statusCode).toBe(200);
    expect((await jobRow(t.db, job.id))?.status).toBe('done');
    const [ready] = await t.db.select().from(media).where(eq(media.id, id));
    expect(ready).toMatchObject({ status: 'done', subStatus: 'Ready for Return' });

    // Not the client's before the return; theirs to read and download after it.
    expect((await get(client, url)).statusCode).toBe(404);
    const returned = await put(cast.admin, '/v1/media/return', { ids: [id] });
    expect(returned.statusCode).toBe(200);
    const read = await get(client, url);
    expect(read.json<Transcript>()).toMatchObject({
      kind: 'notes',
      content: notes('Budget agreed. Hiring starts next month.'),
    });
    const file = await get(
      client,
      `/v1/media/download-product/${id}?documentType=TXT_headless&kind=notes`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('[00:00:00] Budget agreed. Hiring starts next month.\n');
  });
});
