import { waitFor } from '@testing-library/react';
import { testMedia } from '../media/test-media.ts';
import { testStaffMedia } from '../media/test-staff-media.ts';
import { json, startFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { signedInTestStore } from '../testing/signed-in-store.ts';
import { mediaEditsApi } from './client.ts';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
});
afterEach(() => server.restore());

const { endpoints } = mediaEditsApi;

describe('media edits endpoints', () => {
  it('send an edit in snake_case with the row version, then read the grid row again', async () => {
    server.on('PUT', '/v1/media/3', () => json(200, testMedia(3)));
    server.on('POST', '/v1/media/batch-query', () => json(200, { result: [testStaffMedia(3)] }));
    const store = signedInTestStore();
    await store.dispatch(
      endpoints.editMediaDetails.initiate({ id: 3, clientComments: 'Two speakers.', updatedAt: 9 }),
    );
    const put = server.requests.find((request) => request.method === 'PUT')!;
    expect(await put.text()).toBe('client_comments=Two+speakers.&updated_at=9');
    await waitFor(() =>
      expect(server.requests.map((request) => request.method)).toEqual(['PUT', 'POST']),
    );
  });

  it('read nothing again when the edit is refused', async () => {
    server.on('PUT', '/v1/media/3', () =>
      json(422, [{ field: 'deadline', message: 'The deadline must be in the future.' }]),
    );
    const store = signedInTestStore();
    const result = await store.dispatch(
      endpoints.editMediaDetails.initiate({ id: 3, deadline: 1 }),
    );
    expect(result.error).toMatchObject({ status: 422 });
    // The row is read again once the edit settles, a few promise callbacks on: by the next task
    // they have all run, however slow the machine, so no row read by then means none at all.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.requests.map((request) => request.method)).toEqual(['PUT']);
  });

  it("answer the admins' chat as its list of messages", async () => {
    const message = { id: 1, authorId: 2, authorName: 'Ada Admin', message: 'Hi', at: 5 };
    server.on('GET', '/v1/media/admin-chat/3', () => json(200, { result: [message] }));
    const store = signedInTestStore();
    const result = await store.dispatch(endpoints.getAdminChat.initiate(3));
    expect(result.data).toEqual([message]);
  });
});
