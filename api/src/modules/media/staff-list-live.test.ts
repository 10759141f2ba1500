import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { setupTestApp } from '../../test/helper.ts';
import { callsAs, jobCast, orderedMedia, type JobCast } from '../job/test-fixtures.ts';
import {
  assignNoteTaker,
  booked,
  businessClient,
  hoursFromNow,
  liveService,
  moveSession,
  payOnAccount,
} from '../live-booking/test-fixtures.ts';

/**
 * GET /v1/media's `live` filter: the live note-taking grid lists the live sessions (media with a
 * live_sessions row) with their meeting and note-taker; the Transcription grid, which sends no
 * `live`, lists recordings only. Who may call it is in job/authorization.test.ts.
 */
const t = setupTestApp();
const { get, put } = callsAs(t);
let cast: JobCast;
/** Two paid sessions (the later one booked first) and one still in the client's cart. */
let sessions: { early: number; late: number; unpaid: number };
let recording: number;

beforeAll(async () => {
  cast = await jobCast(t);
  const client = await businessClient(t, 'Carla');
  const serviceId = await liveService(t);
  const [late, early] = await booked(t, client, serviceId, [
    { meeting_title: 'Late meeting', meeting_date: hoursFromNow(t, 72) },
    { meeting_title: 'Early meeting', meeting_date: hoursFromNow(t, 48) },
  ]);
  await payOnAccount(t, client);
  const [unpaid] = await booked(t, client, serviceId, [
    { meeting_title: 'Unpaid meeting', meeting_date: hoursFromNow(t, 96) },
  ]);
  sessions = { early: early!.id, late: late!.id, unpaid: unpaid!.id };
  recording = (await orderedMedia(t, cast.client.id, 600)).id;
});

const list = async (query: string) => {
  const response = await get(cast.admin, `/v1/media?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ result: StaffMedia[]; total: number }>();
};
const idsOf = async (query: string) => (await list(query)).result.map((row) => row.id);

describe("GET /v1/media's live filter", () => {
  test('live=true: the paid sessions only, with their meeting; no note-taker yet', async () => {
    const page = await list('live=true');
    expect(page.total).toBe(2);
    const early = page.result.find((row) => row.id === sessions.early);
    expect(early).toMatchObject({
      title: 'Early meeting',
      status: 'ordered',
      duration: 3600,
      jobs: [{ type: 'notes', typistId: null }],
      live: {
        meetingStart: hoursFromNow(t, 48),
        meetingEnd: hoursFromNow(t, 49),
        meetingLink: 'https://meet.example/board',
        attendedAt: null,
        noteTakerId: null,
        noteTakerName: null,
      },
    });
  });

  test('without live, or live=false: recordings only, as the Transcription grid lists them', async () => {
    expect(await idsOf('')).toEqual([recording]);
    expect(await idsOf('live=false')).toEqual([recording]);
    const recordingRow = await list('live=false');
    expect(recordingRow.result[0]?.live).toBeNull();
    expect(await idsOf('status[]=uploaded')).toEqual([]);
  });

  test("the other filters narrow the sessions: a status finds the one in the client's cart", async () => {
    expect(await idsOf('live=true&status[]=uploaded')).toEqual([sessions.unpaid]);
    expect(await idsOf('live=true&title=late')).toEqual([sessions.late]);
  });

  test('sorted by meeting start both ways', async () => {
    expect(await idsOf('live=true&sort=meetingStart&order=asc')).toEqual([
      sessions.early,
      sessions.late,
    ]);
    expect(await idsOf('live=true&sort=meetingStart&order=desc')).toEqual([
      sessions.late,
      sessions.early,
    ]);
  });

  test('a row names its note-taker and when the meeting was attended, in the batch query too', async () => {
    await assignNoteTaker(t, sessions.late, cast.typist.id);
    await moveSession(t, sessions.late, -0.25);
    expect((await put(cast.admin, `/v1/media/attend/${sessions.late}`)).statusCode).toBe(200);
    const now = Math.floor(t.clock.now().getTime() / 1000);

    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/media/batch-query',
      headers: cast.admin.headers,
      payload: { ids: [sessions.late, recording] },
    });

    const [late, other] = response.json<{ result: StaffMedia[] }>().result;
    expect(late?.live).toMatchObject({
      attendedAt: now,
      noteTakerId: cast.typist.id,
      noteTakerName: 'Tess Tester',
    });
    expect(other?.live).toBeNull();
  });

  test('a live value that is no flag is a 422 naming it', async () => {
    const response = await get(cast.admin, '/v1/media?live=maybe');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'live', message: expect.any(String) }]);
  });
});
