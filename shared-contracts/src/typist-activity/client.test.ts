import { json, startFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { signedInTestStore } from '../testing/signed-in-store.ts';
import { typistActivityApi } from './client.ts';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
});
afterEach(() => server.restore());

describe('typist activity endpoint', () => {
  it("report a job's active seconds in the wire format and read the day's total", async () => {
    server.on('POST', '/v1/typist-activity', () =>
      json(200, { jobId: 7, day: '2026-11-24', seconds: 95 }),
    );
    const store = signedInTestStore();
    const answer = await store.dispatch(
      typistActivityApi.endpoints.recordTypistActivity.initiate({ jobId: 7, seconds: 35 }),
    );
    expect(answer.data?.seconds).toBe(95);
    expect(await server.requests[0]!.text()).toBe('job_id=7&seconds=35');
  });
});
