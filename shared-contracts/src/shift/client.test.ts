import { createPortalStore } from '../app/store.ts';
import { json, startFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { testPortalConfig } from '../testing/portal-config.ts';
import { shiftApi } from './client.ts';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
});
afterEach(() => server.restore());

const shift = {
  id: 4,
  startsAt: 1_780_000_000,
  endsAt: 1_780_014_400,
  audience: 'typist',
  capacity: 3,
  booked: 0,
  capacityLeft: 3,
  bookedByMe: false,
};

describe('shift endpoints', () => {
  it('ask for a week with its date and the bookings expanded', async () => {
    server.on('GET', '/v1/shift', () => json(200, { result: [shift] }));
    const store = createPortalStore({ config: testPortalConfig() });
    const answer = await store.dispatch(
      shiftApi.endpoints.getShifts.initiate({
        date: '2026-11-23',
        interval: 'week',
        expand: 'bookings',
      }),
    );
    expect(answer.data?.result).toEqual([shift]);
    expect(new URL(server.requests[0]?.url ?? '').search).toBe(
      '?date=2026-11-23&interval=week&expand=bookings',
    );
  });

  it('send a new shift and a change in the wire format', async () => {
    server.on('POST', '/v1/shift', () => json(200, shift));
    server.on('PUT', '/v1/shift/modify/4', () => json(200, shift));
    const store = createPortalStore({ config: testPortalConfig() });
    await store.dispatch(
      shiftApi.endpoints.createShift.initiate({
        date: '2026-11-23',
        startTime: '09:00',
        endTime: '13:00',
        capacity: 3,
        audience: 'typist',
      }),
    );
    await store.dispatch(shiftApi.endpoints.modifyShift.initiate({ id: 4, capacity: 5 }));
    const [created, modified] = server.requests;
    expect(await created?.text()).toBe(
      'date=2026-11-23&start_time=09%3A00&end_time=13%3A00&capacity=3&audience=typist',
    );
    expect(await modified?.text()).toBe('capacity=5');
  });
});
