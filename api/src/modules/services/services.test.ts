import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { errorTexts } from '@portal/contracts/common/errors';
import type { Tokens } from '@portal/contracts/auth/schema';
import {
  serviceOptionsForm,
  type ServiceOptionsFormModel,
} from '@portal/contracts/services/options-form';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import { services, users } from '../../db/schema.ts';
import { migrationsFolder } from '../../paths.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { serviceCatalogue } from '../../seed/service-catalogue.ts';
import { bearer, setupTestApp, signIn } from '../../test/helper.ts';

const t = setupTestApp();
const tokens: Record<string, Tokens> = {};
beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
  for (const role of ['client', 'typist', 'admin', 'superadmin', 'radmin'])
    tokens[role] = await signIn(t.app, `${role}@demo.test`);
  // Staff pass the two-factor rule; it has its own tests (modules/mfa).
  await t.db.update(users).set({ mfaEnabled: true });
  // One service of each status besides the active catalogue.
  await t.db.update(services).set({ status: 'inactive' }).where(eq(services.shortName, 'BSF'));
  await t.db.update(services).set({ status: 'deleted' }).where(eq(services.shortName, 'MFA'));
});

const get = (url: string, who?: string) =>
  t.app.inject({ url, headers: who ? bearer(tokens[who] as Tokens) : {} });
const shortNames = (body: TranscriptionService[]) => body.map((service) => service.shortName);
const ACTIVE = ['IVB', 'NOT', 'INT', 'CAP', '3BR', '3BC', '3BD'];
// What typists earn is staff data: the service's answer leaves it out.
const {
  typistGradeRates: _rates,
  notesTypistRates: _notes,
  ...firstService
} = serviceCatalogue[0]!;

describe('guest services and the active list', () => {
  test('anyone sees the active services, by id, as seeded', async () => {
    const response = await get('/v1/new-service/guest-services');
    expect(response.statusCode).toBe(200);
    const body = response.json<TranscriptionService[]>();
    expect(shortNames(body)).toEqual(ACTIVE);
    expect(body.map((service) => service.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(body[0]).toEqual({ id: 1, ...firstService });
  });

  test('the active list needs a signed-in user', async () => {
    expect((await get('/v1/new-service/active-list')).statusCode).toBe(401);
    const response = await get('/v1/new-service/active-list', 'client');
    expect(response.statusCode).toBe(200);
    expect(shortNames(response.json())).toEqual(ACTIVE);
  });
});

describe('meeting details', () => {
  test('each service says which meeting details it needs: attendees for INT, the full form for Minutes', async () => {
    const forms = (body: TranscriptionService[]) =>
      Object.fromEntries(body.map((service) => [service.shortName, service.meetingDetails]));
    expect(forms((await get('/v1/new-service/guest-services')).json())).toEqual({
      IVB: 'none',
      NOT: 'none',
      INT: 'simple',
      CAP: 'none',
      '3BR': 'multiField',
      '3BC': 'multiField',
      '3BD': 'multiField',
    });
    expect(forms((await get('/v1/new-service', 'admin')).json())).toMatchObject({
      BSF: 'none',
      MFA: 'multiField',
    });
  });
});

test('migration 0007 gives the services of a database migrated from before it the forms the catalogue seeds', async () => {
  // The migration names the services by short name; run on the services as they were before it
  // (all 'none'), its statements must leave each with the catalogue's form.
  const migration = await readFile(
    join(migrationsFolder, '0007_meeting_details_and_notes.sql'),
    'utf8',
  );
  const updates = migration
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.startsWith('UPDATE "services"'));
  expect(updates).not.toHaveLength(0);
  await t.db.update(services).set({ meetingDetails: 'none' });
  for (const statement of updates) await t.db.execute(sql.raw(statement));
  const rows = await t.db
    .select({ shortName: services.shortName, meetingDetails: services.meetingDetails })
    .from(services);
  const forms = (list: readonly { shortName: string; meetingDetails: string }[]) =>
    Object.fromEntries(list.map((service) => [service.shortName, service.meetingDetails]));
  expect(forms(rows)).toEqual(forms(serviceCatalogue));
});

describe('GET /v1/new-service', () => {
  test('admins and super admins list every service, or those in one status', async () => {
    for (const who of ['admin', 'superadmin']) {
      const all = await get('/v1/new-service', who);
      expect(all.statusCode).toBe(200);
      expect(shortNames(all.json())).toEqual(serviceCatalogue.map((s) => s.shortName));
      expect(shortNames((await get('/v1/new-service?status=active', who)).json())).toEqual(ACTIVE);
      expect(shortNames((await get('/v1/new-service?status=inactive', who)).json())).toEqual([
        'BSF',
      ]);
      expect(shortNames((await get('/v1/new-service?status=deleted', who)).json())).toEqual([
        'MFA',
      ]);
    }
  });

  test('other roles are refused; nobody signed in is asked to sign in', async () => {
    for (const who of ['client', 'typist', 'radmin']) {
      const response = await get('/v1/new-service', who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: errorTexts.unauthorized });
    }
    expect((await get('/v1/new-service')).statusCode).toBe(401);
  });

  test('an admin without two-factor authentication is held back', async () => {
    await t.db.update(users).set({ mfaEnabled: false }).where(eq(users.email, 'admin@demo.test'));
    try {
      const response = await get('/v1/new-service', 'admin');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: errorTexts.twoFactorRequired });
    } finally {
      await t.db.update(users).set({ mfaEnabled: true }).where(eq(users.email, 'admin@demo.test'));
    }
  });

  test('an unknown status is a field error', async () => {
    const response = await get('/v1/new-service?status=archived', 'admin');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      { field: 'status', message: 'Must be one of: active, inactive, deleted' },
    ]);
  });
});

describe('GET /v1/new-service/:id', () => {
  test('an active service is open to anyone', async () => {
    for (const who of [undefined, 'client', 'typist', 'admin']) {
      const response = await get('/v1/new-service/1', who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: 1, ...firstService });
    }
  });

  test('inactive and deleted services only for admins and super admins; others get a 404', async () => {
    for (const id of [8, 9]) {
      for (const who of ['admin', 'superadmin']) {
        const response = await get(`/v1/new-service/${id}`, who);
        expect(response.statusCode).toBe(200);
        expect(response.json<TranscriptionService>().shortName).toBe(id === 8 ? 'BSF' : 'MFA');
      }
      for (const who of [undefined, 'client', 'typist', 'radmin']) {
        const response = await get(`/v1/new-service/${id}`, who);
        expect(response.statusCode).toBe(404);
        // The same answer as for a service that does not exist.
        expect(response.json()).toEqual((await get('/v1/new-service/999', who)).json());
      }
    }
  });

  test('a bad token is a 401 even on an open route; a huge id is refused, not a failure', async () => {
    const response = await t.app.inject({
      url: '/v1/new-service/1',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
    expect((await get('/v1/new-service/99999999999')).statusCode).toBe(422);
    expect((await get('/v1/new-service/abc')).statusCode).toBe(404);
  });
});

describe('GET /v1/new-service/get-form', () => {
  test("answers the contracts' form model for an active service", async () => {
    const ivb = (await get('/v1/new-service/1')).json<TranscriptionService>();
    const response = await get('/v1/new-service/get-form?id=1&currency=EUR');
    expect(response.statusCode).toBe(200);
    const form = response.json<ServiceOptionsFormModel>();
    expect(form).toEqual(serviceOptionsForm(ivb, undefined, 'EUR'));
    expect(form.options.map((option) => option.name)).toEqual([
      'turnaround',
      'speakers',
      'timestamps',
    ]);
    expect(form.modifiers.find((m) => m.name === 'speaker_id')).toMatchObject({
      priceLabel: 'Included FREE',
      locked: false,
    });
  });

  test('four or more speakers lock the speaker-ID add-on on', async () => {
    const response = await get('/v1/new-service/get-form?id=1&currency=GBP&speakers=4%2B');
    const form = response.json<ServiceOptionsFormModel>();
    expect(form.modifiers.find((m) => m.name === 'speaker_id')?.locked).toBe(true);
  });

  test('unknown or inactive services are a 404; a bad currency a field error', async () => {
    for (const id of [8, 9, 999])
      expect((await get(`/v1/new-service/get-form?id=${id}&currency=GBP`)).statusCode).toBe(404);
    const response = await get('/v1/new-service/get-form?id=1&currency=JPY');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      { field: 'currency', message: 'Must be one of: USD, GBP, EUR, CAD' },
    ]);
  });
});
