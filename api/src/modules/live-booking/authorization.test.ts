import type { InjectOptions } from 'fastify';
import { setupTestApp } from '../../test/helper.ts';
import { answers, matrixCases, putRequest, type MatrixRow } from '../../test/role-matrix.ts';
import { jobCast, type JobCast } from '../job/test-fixtures.ts';
import { type Person } from '../project/test-fixtures.ts';
import {
  assignNoteTaker,
  booked,
  businessClient,
  hoursFromNow,
  liveService,
  moveSession,
  payOnAccount,
  sessionInput,
} from './test-fixtures.ts';

/**
 * Who may use live bookings: per role, the answer of each route on a fresh session of a client
 * of its own (Carla, not the cast's client), paid for, whose notes job the cast's typist takes
 * and whose meeting has started unless the route needs it ahead. A client books and reads their
 * own only; admins and super admins book for a client and change any session; restricted admins
 * read them; the note-taker reads theirs and marks it attended.
 */
const t = setupTestApp();
let cast: JobCast;
let carla: Person;
let serviceId: number;
// Every case books at a time of its own: the matrix's sessions never crowd each other.
let slot = 0;
const nextSlot = () => hoursFromNow(t, 48 + 2 * slot++);

interface Target {
  /** Carla's paid session, with cast.typist its note-taker. */
  sessionId: number;
}

beforeAll(async () => {
  cast = await jobCast(t);
  carla = await businessClient(t, 'Carla');
  serviceId = await liveService(t);
});

const bookingFor = (clientId?: number): InjectOptions => ({
  method: 'POST',
  url: '/v1/live-booking',
  payload: {
    ...(clientId === undefined ? {} : { client_id: clientId }),
    transcription_service_id: serviceId,
    bookings: [sessionInput(t, { meeting_date: nextSlot() })],
  },
});

//               anon client typist proof radmin admin super
const matrix: MatrixRow<Target>[] = [
  {
    route: 'POST /v1/live-booking for oneself',
    expected: answers(401, 200, 403, 403, 403, 422, 422),
    request: () => bookingFor(),
  },
  {
    route: 'POST /v1/live-booking for a client',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: () => bookingFor(carla.id),
  },
  {
    route: "GET /v1/live-booking of a client's sessions",
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: () => ({ method: 'GET', url: `/v1/live-booking?client_id=${carla.id}` }),
  },
  {
    route: "GET /v1/live-booking/{id} of another's session",
    expected: answers(401, 404, 200, 403, 200, 200, 200),
    request: ({ sessionId }) => ({ method: 'GET', url: `/v1/live-booking/${sessionId}` }),
  },
  {
    route: "PUT /v1/live-booking/{id} of another's session",
    expected: answers(401, 404, 403, 403, 403, 200, 200),
    request: ({ sessionId }) =>
      putRequest(`/v1/live-booking/${sessionId}`, { meeting_link: 'https://meet.example/new' }),
  },
  {
    route: 'GET /v1/media/capacity-checker',
    expected: answers(401, 200, 200, 200, 200, 200, 200),
    request: () => ({
      method: 'GET',
      url: `/v1/media/capacity-checker?start=${nextSlot()}&duration=3600`,
    }),
  },
  {
    route: "PUT /v1/media/attend/{id} of the typist's session",
    expected: answers(401, 403, 200, 403, 403, 200, 200),
    request: ({ sessionId }) => putRequest(`/v1/media/attend/${sessionId}`),
  },
];

/** Carla's session, paid, with the cast's typist as its note-taker; started when asked. */
async function target(route: string): Promise<Target> {
  const [session] = await booked(t, carla, serviceId, [{ meeting_date: nextSlot() }]);
  const sessionId = session?.id ?? 0;
  await payOnAccount(t, carla);
  await assignNoteTaker(t, sessionId, cast.typist.id);
  if (route.startsWith('PUT /v1/media/attend')) await moveSession(t, sessionId, -0.5);
  return { sessionId };
}

describe('authorization matrix of live bookings', () => {
  test.each(matrixCases(matrix))('$route as $who → $status', async ({ who, status, row }) => {
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({ ...row.request(await target(row.route)), headers });
    expect(response.statusCode).toBe(status);
  });
});
