import { waitFor } from '@testing-library/react';
import { jobPageOf, testJob } from './test-job.ts';
import { json, startFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { signedInTestStore } from '../testing/signed-in-store.ts';
import { jobApi } from './client.ts';
import { mediaReturnApi } from '../media-return/client.ts';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
});
afterEach(() => server.restore());

const sent = (method: string, path: string) =>
  server.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
const { endpoints } = jobApi;

describe('job endpoints', () => {
  it('ask for a list in the wire format: snake_case names, bracket lists', async () => {
    server.on('GET', '/v1/job', () => json(200, jobPageOf([testJob(1)])));
    const store = signedInTestStore();
    const { data } = await store.dispatch(
      endpoints.getJobs.initiate({
        scope: 'mine',
        page: 2,
        pageSize: 100,
        status: ['assigned', 'in-progress'],
        title: 'interview',
        sort: 'title',
        order: 'desc',
      }),
    );
    expect(data?.result[0]?.id).toBe(1);
    expect(decodeURIComponent(new URL(sent('GET', '/v1/job')[0]!.url).search)).toBe(
      '?scope=mine&page=2&page_size=100&status[]=assigned&status[]=in-progress&title=interview&sort=title&order=desc',
    );
  });

  it('send a finish with its poor audio reason, and fetch the lists again after it', async () => {
    let lists = 0;
    server.on('GET', '/v1/job', () => {
      lists += 1;
      return json(200, jobPageOf([testJob(4)]));
    });
    server.on('PUT', '/v1/job/finish/4', () => json(200, testJob(4, { status: 'partial-done' })));
    const store = signedInTestStore();
    const list = store.dispatch(endpoints.getJobs.initiate({ scope: 'mine' }));
    await list;

    await store.dispatch(
      endpoints.finishJob.initiate({
        id: 4,
        poorAudioReason: 'Wind noise',
        dueToAudioQuality: true,
      }),
    );

    expect(await sent('PUT', '/v1/job/finish/4')[0]!.text()).toBe(
      'poor_audio_reason=Wind+noise&due_to_audio_quality=true',
    );
    await waitFor(() => expect(lists).toBe(2));
    list.unsubscribe();
  });

  it('fetch the lists again when a change is refused because the job moved on', async () => {
    let lists = 0;
    server.on('GET', '/v1/job', () => {
      lists += 1;
      return json(200, jobPageOf([]));
    });
    server.on('PUT', '/v1/job/assign/5', () =>
      json(409, { error: 'Another typist has just taken this job.', message: 'Conflict' }),
    );
    server.on('PUT', '/v1/job/drop/5', () => json(422, [{ message: 'Nope' }]));
    const store = signedInTestStore();
    const list = store.dispatch(endpoints.getJobs.initiate({ scope: 'offered' }));
    await list;

    const listRequest = () =>
      endpoints.getJobs.select({ scope: 'offered' })(store.getState()).requestId;
    const shown = listRequest();

    const refused = await store.dispatch(endpoints.dropJob.initiate(5));
    expect(refused.error).toMatchObject({ status: 422 });
    // Only the 409 refetches: a refused input (422) leaves the job as the list shows it. An
    // invalidated list starts its refetch as the refusal is dispatched, under a new request id.
    expect(listRequest()).toBe(shown);
    const taken = await store.dispatch(endpoints.assignJob.initiate({ id: 5 }));
    expect(taken.error).toMatchObject({ status: 409 });
    expect(await sent('PUT', '/v1/job/assign/5')[0]!.text()).toBe('');
    await waitFor(() => expect(lists).toBe(2));
    list.unsubscribe();
  });

  it('approve an issue with a GET, and read the live ranges as none when they cannot be had', async () => {
    server.on('GET', '/v1/job/approve-issue/6', () => json(200, testJob(6)));
    server.on('GET', '/v1/job/live-ranges-per-typist', () => json(403, { message: 'No' }));
    const store = signedInTestStore();

    const approved = await store.dispatch(endpoints.approveJobIssue.initiate(6));
    expect(approved.data?.id).toBe(6);
    const ranges = await store.dispatch(endpoints.getLiveRanges.initiate(101));
    expect(ranges.data).toEqual([]);
    expect(new URL(sent('GET', '/v1/job/live-ranges-per-typist')[0]!.url).search).toBe(
      '?media_id=101',
    );
  });

  it('extend a deadline with PUT /v1/job/{id}, and read the jobs of a media', async () => {
    server.on('PUT', '/v1/job/7', () => json(200, testJob(7)));
    server.on('GET', '/v1/media/job/107', () => json(200, [testJob(7)]));
    server.on('GET', '/v1/media/job-statuses/107', () =>
      json(200, [{ id: 7, status: 'assigned', typistName: 'Tom Typist' }]),
    );
    const store = signedInTestStore();

    await store.dispatch(endpoints.updateJob.initiate({ id: 7, deadline: 1_800_000_000 }));
    expect(await sent('PUT', '/v1/job/7')[0]!.text()).toBe('deadline=1800000000');
    expect((await store.dispatch(endpoints.getMediaJobs.initiate(107))).data).toHaveLength(1);
    const statuses = await store.dispatch(endpoints.getMediaJobStatuses.initiate(107));
    expect(statuses.data?.[0]?.status).toBe('assigned');
  });

  it("read the media's history of staff actions again after a change to one of its jobs", async () => {
    let histories = 0;
    server.on('GET', '/v1/media/history/101', () => {
      histories += 1;
      return json(200, []);
    });
    server.on('PUT', '/v1/job/comment/8', () => json(200, testJob(8, { mediaId: 101 })));
    const store = signedInTestStore();
    const history = store.dispatch(mediaReturnApi.endpoints.getMediaHistory.initiate(101));
    await history;

    await store.dispatch(endpoints.commentJob.initiate({ id: 8, comment: 'Mind the names' }));

    await waitFor(() => expect(histories).toBe(2));
    history.unsubscribe();
  });
});
