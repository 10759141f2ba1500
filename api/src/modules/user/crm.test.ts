import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Role } from '@portal/contracts/policy/roles';
import { errorTexts } from '@portal/contracts/common/errors';
import type { CartView } from '@portal/contracts/cart/schema';
import type { CrmConfig } from '../../config.ts';
import { users } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { person } from '../project/test-fixtures.ts';

const TOKEN = 'pat-na1-stand-in';

interface Received {
  authorization: string | undefined;
  path: string | undefined;
  body: unknown;
}

const ok = { status: 200, body: JSON.stringify({ status: 'COMPLETE', results: [{ id: '101' }] }) };

/**
 * A local stand-in of HubSpot's contacts API: answers every request with `answer` and keeps
 * what it got in `received`.
 */
const hubSpot = {
  received: [] as Received[],
  answer: ok,
  server: createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      hubSpot.received.push({
        authorization: request.headers.authorization,
        path: request.url,
        body: JSON.parse(Buffer.concat(chunks).toString()),
      });
      response.writeHead(hubSpot.answer.status, { 'content-type': 'application/json' });
      response.end(hubSpot.answer.body);
    });
  }),
};
/** Its URL is known once it listens, before the app is built. */
const crm: CrmConfig = { url: '', accessToken: TOKEN };

beforeAll(async () => {
  await new Promise<void>((resolve) => hubSpot.server.listen(0, '127.0.0.1', resolve));
  crm.url = `http://127.0.0.1:${(hubSpot.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => hubSpot.server.close(() => resolve())));

const t = setupTestApp({ crm });
const logLines: string[] = [];
let withLog: FastifyInstance;
beforeAll(async () => {
  withLog = await t.build({ logLevel: 'error' }, undefined, {
    logStream: { write: (line) => logLines.push(line) },
  });
});
beforeEach(() => {
  hubSpot.received.length = 0;
  hubSpot.answer = ok;
});

const addToHubSpot = (id: number, headers: Record<string, string>, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: `/v1/user/add-to-hub-spot/${id}`, headers });

const contactIdOf = async (id: number) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]?.crmContactId;

describe('POST /v1/user/add-to-hub-spot/{id}', () => {
  test('upserts the client as a HubSpot contact by email and keeps its id', async () => {
    const client = await person(t, 'Ann');
    await t.db.update(users).set({ mobile: '+44 7700 900123' }).where(eq(users.id, client.id));

    const response = await addToHubSpot(client.id, client.headers);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, contactId: '101' });
    expect(hubSpot.received).toEqual([
      {
        authorization: `Bearer ${TOKEN}`,
        path: '/crm/v3/objects/contacts/batch/upsert',
        body: {
          inputs: [
            {
              idProperty: 'email',
              id: client.email,
              properties: {
                email: client.email,
                firstname: 'Ann',
                lastname: 'Tester',
                phone: '+44 7700 900123',
              },
            },
          ],
        },
      },
    ]);
    expect(await contactIdOf(client.id)).toBe('101');
    // The contact id is the cart's infusionsoftId.
    const cart = await t.app.inject({ method: 'GET', url: '/v1/cart', headers: client.headers });
    expect(cart.json<CartView>().infusionsoftId).toBe('101');
  });

  test('an admin adds a client; a client without a mobile sends no phone', async () => {
    const admin = await person(t, 'Adam', Role.ADMIN);
    const client = await person(t, 'Bea');

    expect((await addToHubSpot(client.id, admin.headers)).statusCode).toBe(200);

    const [sent] = hubSpot.received;
    expect(sent?.body).toEqual({
      inputs: [
        {
          idProperty: 'email',
          id: client.email,
          properties: { email: client.email, firstname: 'Bea', lastname: 'Tester' },
        },
      ],
    });
  });

  test('a CRM failure is logged and answered 502, changing nothing', async () => {
    const client = await person(t, 'Cyd');
    hubSpot.answer = { status: 500, body: '{"message":"internal error"}' };

    const response = await addToHubSpot(client.id, client.headers, withLog);

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: errorTexts.somethingWentWrong });
    expect(await contactIdOf(client.id)).toBeNull();
    expect(logLines.join('\n')).toContain(
      'HubSpot answered 500: {\\"message\\":\\"internal error\\"}',
    );
  });

  test('an answer naming no contact is a failure too', async () => {
    const client = await person(t, 'Dot');
    hubSpot.answer = { status: 200, body: JSON.stringify({ results: [] }) };

    expect((await addToHubSpot(client.id, client.headers)).statusCode).toBe(502);
    expect(await contactIdOf(client.id)).toBeNull();
  });

  test('HubSpot out of reach is a failure, logged', async () => {
    const client = await person(t, 'Eve');
    const unreachable = await t.build(
      { crm: { url: 'http://127.0.0.1:1', accessToken: TOKEN }, logLevel: 'error' },
      undefined,
      { logStream: { write: (line) => logLines.push(line) } },
    );

    expect((await addToHubSpot(client.id, client.headers, unreachable)).statusCode).toBe(502);
    expect(logLines.join('\n')).toContain('HubSpot could not be reached');
  });

  test('without a CRM configured there is nothing to do: 204, and nothing sent', async () => {
    const client = await person(t, 'Fay');
    const withoutCrm = await t.build({ crm: undefined });

    const response = await addToHubSpot(client.id, client.headers, withoutCrm);

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(hubSpot.received).toEqual([]);
    expect(await contactIdOf(client.id)).toBeNull();
  });

  test('nobody else adds a client, and staff are never contacts (nor ask: the gate refuses them)', async () => {
    const client = await person(t, 'Gil');
    const other = await person(t, 'Hal');
    const typist = await person(t, 'Ivy', Role.TYPIST);
    const admin = await person(t, 'Jon', Role.ADMIN);

    expect((await addToHubSpot(client.id, other.headers)).statusCode).toBe(404);
    expect((await addToHubSpot(typist.id, typist.headers)).statusCode).toBe(403);
    expect((await addToHubSpot(typist.id, admin.headers)).statusCode).toBe(404);
    expect((await addToHubSpot(client.id, {})).statusCode).toBe(401);
    expect(hubSpot.received).toEqual([]);
  });
});
