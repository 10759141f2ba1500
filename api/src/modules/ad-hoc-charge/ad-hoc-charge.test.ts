import { eq } from 'drizzle-orm';
import { adHocChargeTexts as texts } from '@portal/contracts/ad-hoc-charge/texts';
import type { AdHocCharge } from '@portal/contracts/ad-hoc-charge/schema';
import { adHocCharges, users } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { callsAs, jobCast, jobOn, orderedMedia, type JobCast } from '../job/test-fixtures.ts';
import { project } from '../project/test-fixtures.ts';
import { invoiceCharge } from './test-fixtures.ts';

const t = setupTestApp();
const calls = callsAs(t);
let cast: JobCast;
let projectId: number;
let jobId: number;
let openJobId: number;

beforeAll(async () => {
  cast = await jobCast(t);
  projectId = (await project(t.db, cast.client.id, 'Board meetings', t.clock.now())).id;
  const item = await orderedMedia(t, cast.client.id);
  jobId = (await jobOn(t, item, { status: 'assigned', typistId: cast.typist.id })).id;
  openJobId = (await jobOn(t, item, { start: 0, end: 30 })).id;
});

const create = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/ad-hoc-charge',
    headers: cast.admin.headers,
    payload,
  });

async function charged(payload: Record<string, unknown>): Promise<AdHocCharge> {
  const response = await create({ description: 'Urgent rework', amount: 1250, ...payload });
  expect(response.statusCode).toBe(200);
  return response.json<AdHocCharge>();
}

const chargeCount = async () => (await t.db.select().from(adHocCharges)).length;
const stored = async (id: number) =>
  (await t.db.select().from(adHocCharges).where(eq(adHocCharges.id, id)))[0];

describe('POST /v1/ad-hoc-charge', () => {
  test("a charge about a job pays the job's typist, in GBP", async () => {
    expect(await charged({ job_id: jobId })).toMatchObject({
      kind: 'typist',
      jobId,
      typistId: cast.typist.id,
      typistName: 'Tess Tester',
      projectId: null,
      amount: 1250,
      currency: 'GBP',
      invoiceId: null,
    });
  });

  test('a charge about a job may name another typist to pay', async () => {
    const made = await charged({ job_id: jobId, typist_id: cast.otherTypist.id });
    expect(made).toMatchObject({ jobId, typistId: cast.otherTypist.id });
  });

  test("a charge naming only a project is the client's, in the project owner's currency", async () => {
    await t.db.update(users).set({ currency: 'USD' }).where(eq(users.id, cast.client.id));
    const made = await charged({ project_id: projectId });
    await t.db.update(users).set({ currency: 'GBP' }).where(eq(users.id, cast.client.id));
    expect(made).toMatchObject({ kind: 'client', projectId, typistId: null, currency: 'USD' });
  });

  const refusals: [string, () => Record<string, unknown>, string, string][] = [
    ['a zero amount', () => ({ job_id: jobId, amount: 0 }), 'amount', texts.amount],
    ['a negative amount', () => ({ job_id: jobId, amount: -500 }), 'amount', texts.amount],
    [
      'an amount that is no number',
      () => ({ job_id: jobId, amount: 'ten' }),
      'amount',
      texts.amount,
    ],
    ['a fraction of a minor unit', () => ({ job_id: jobId, amount: 12.5 }), 'amount', texts.amount],
    [
      'an unknown currency',
      () => ({ project_id: projectId, currency: 'XYZ' }),
      'currency',
      'Must be one of: USD, GBP, EUR, CAD',
    ],
    ['an unknown project', () => ({ project_id: 999_999 }), 'project_id', texts.unknownProject],
    ['an unknown job', () => ({ job_id: 999_999 }), 'job_id', texts.unknownJob],
    ['a job with no typist', () => ({ job_id: openJobId }), 'job_id', texts.jobHasNoTypist],
    [
      'a client as the typist',
      () => ({ typist_id: cast.client.id }),
      'typist_id',
      texts.unknownTypist,
    ],
    ['an unknown typist', () => ({ typist_id: 999_999 }), 'typist_id', texts.unknownTypist],
    [
      'a client charge without a project',
      () => ({ kind: 'client' }),
      'project_id',
      texts.projectNeeded,
    ],
    [
      'a typist paid in USD',
      () => ({ job_id: jobId, currency: 'USD' }),
      'currency',
      texts.typistCurrency,
    ],
    [
      "a client's charge in another currency than its owner's",
      () => ({ project_id: projectId, currency: 'EUR' }),
      'currency',
      texts.ownerCurrency('GBP'),
    ],
  ];

  test.each(refusals)(
    '%s is refused (422 naming the field), nothing stored',
    async (_, fields, field, message) => {
      const before = await chargeCount();
      const response = await create({ description: 'Courier', amount: 900, ...fields() });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual([{ field, message }]);
      expect(await chargeCount()).toBe(before);
    },
  );
});

describe('GET /v1/ad-hoc-charge', () => {
  test("a job's charges, newest first, and a project's apart from them", async () => {
    const first = await charged({ job_id: jobId, description: 'Speaker list' });
    t.clock.advance(60_000);
    const second = await charged({ job_id: jobId, description: 'Glossary' });
    const clients = await charged({ project_id: projectId, description: 'Courier' });
    const ofJob = await calls.get(cast.admin, `/v1/ad-hoc-charge?job_id=${jobId}&page_size=2`);
    expect(ofJob.json()).toMatchObject({
      result: [{ id: second.id }, { id: first.id }],
      page: 1,
      pageSize: 2,
    });
    const ofProject = await calls.get(cast.admin, `/v1/ad-hoc-charge?project_id=${projectId}`);
    expect(ofProject.json().result.map((charge: AdHocCharge) => charge.id)).toContain(clients.id);
    expect(ofProject.json().result.every((charge: AdHocCharge) => charge.kind === 'client')).toBe(
      true,
    );
  });

  test('an unknown kind is refused naming it', async () => {
    const response = await calls.get(cast.admin, '/v1/ad-hoc-charge?kind=company');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([expect.objectContaining({ field: 'kind' })]);
  });
});

describe('PUT and DELETE /v1/ad-hoc-charge/{id}', () => {
  test('change the description and amount, then remove it', async () => {
    const made = await charged({ job_id: jobId });
    const changed = await calls.put(cast.admin, `/v1/ad-hoc-charge/${made.id}`, {
      description: 'Urgent rework, two hours',
      amount: '2500',
    });
    expect(changed.json()).toMatchObject({ description: 'Urgent rework, two hours', amount: 2500 });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/ad-hoc-charge/${made.id}`,
      headers: cast.admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await stored(made.id)).toBeUndefined();
  });

  test('a negative amount is refused naming it, nothing changed', async () => {
    const made = await charged({ job_id: jobId });
    const response = await calls.put(cast.admin, `/v1/ad-hoc-charge/${made.id}`, { amount: -1 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([expect.objectContaining({ field: 'amount' })]);
    expect((await stored(made.id))?.amount).toBe(1250);
  });

  test('a charge on an invoice can no longer be changed or removed (409)', async () => {
    const made = await charged({ job_id: jobId });
    await invoiceCharge(t, cast.typist.id, made.id);
    const changed = await calls.put(cast.admin, `/v1/ad-hoc-charge/${made.id}`, { amount: 1 });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/ad-hoc-charge/${made.id}`,
      headers: cast.admin.headers,
    });
    expect([changed.statusCode, removed.statusCode]).toEqual([409, 409]);
    expect(changed.json().message).toBe(texts.invoiced);
    expect(await stored(made.id)).toMatchObject({ amount: 1250 });
  });

  test('an unknown charge is not found', async () => {
    const response = await calls.put(cast.admin, '/v1/ad-hoc-charge/999999', { amount: 5 });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /v1/project/remove-adhoc/{id}', () => {
  const removeAdhoc = (id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/project/remove-adhoc/${id}`,
      headers: cast.admin.headers,
    });

  test("takes the client's charge off its project", async () => {
    const made = await charged({ project_id: projectId });
    expect((await removeAdhoc(made.id)).statusCode).toBe(204);
    expect(await stored(made.id)).toBeUndefined();
  });

  test("leaves a typist's charge alone: it is on no project", async () => {
    const made = await charged({ job_id: jobId });
    expect((await removeAdhoc(made.id)).statusCode).toBe(404);
    expect(await stored(made.id)).toBeDefined();
  });
});

describe("the client's cost breakdown", () => {
  test('their project lists its client charges as additional charges, not the typists’', async () => {
    const courier = await charged({ project_id: projectId, description: 'Courier', amount: 2400 });
    await charged({ job_id: jobId, description: 'Paid to the typist' });
    const response = await calls.get(cast.client, `/v1/project/${projectId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().additionalCharges).toContainEqual({
      id: courier.id,
      description: 'Courier',
      amount: 2400,
      currency: 'GBP',
    });
    expect(
      response
        .json()
        .additionalCharges.map((charge: { description: string }) => charge.description),
    ).not.toContain('Paid to the typist');
  });
});
