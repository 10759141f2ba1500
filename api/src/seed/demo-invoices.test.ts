import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Invoice } from '@portal/contracts/invoice/schema';
import { invoiceLines, invoices, jobs, media, projects, users } from '../db/schema.ts';
import { bearer, setupTestApp, startTestSession } from '../test/helper.ts';
import { DEMO_SECOND_TYPIST } from './demo-accounts.ts';
import { DEMO_EARLIER_PROJECT_TITLE, seedDemoInvoices } from './demo-invoices.ts';
import { earlierRecordings } from './demo-recordings.ts';
import { seedDemoWork } from './demo-work.ts';
import { seedDemoAccounts } from './seed.ts';

const t = setupTestApp();
let made: boolean[];

// The test clock stands on 2 March 2026: last month is February.
const lastMonth = '2026-02';

beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
  await seedDemoWork(t.app.deps);
  // Two instances starting together: one seeds, the other finds the second typist there.
  made = await Promise.all([seedDemoInvoices(t.app.deps), seedDemoInvoices(t.app.deps)]);
}, 120_000);

const userByEmail = async (email: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No ${email}`);
  return row;
};
const allInvoices = () => t.db.select().from(invoices).orderBy(asc(invoices.number));

test('two starts at once make last month once, and a later start nothing again', async () => {
  expect([...made].sort()).toEqual([false, true]);
  const before = await allInvoices();
  expect(await seedDemoInvoices(t.app.deps)).toBe(false);
  expect(await allInvoices()).toEqual(before);
  const [people] = await t.db
    .select({ n: count() })
    .from(users)
    .where(eq(users.email, DEMO_SECOND_TYPIST.email));
  expect(people?.n).toBe(1);
});

test("each demo typist has last month's invoice, numbered in turn; the second typist's is paid", async () => {
  const [typist, second] = await Promise.all([
    userByEmail('typist@demo.test'),
    userByEmail(DEMO_SECOND_TYPIST.email),
  ]);
  expect(second).toMatchObject({ role: typist.role, grade: typist.grade, status: typist.status });
  expect(
    (await allInvoices()).map((row) => [row.number, row.month, row.typistId, row.status]),
  ).toEqual([
    [1, lastMonth, typist.id, 'raised'],
    [2, lastMonth, second.id, 'paid'],
  ]);
});

test("each invoice's total is the sum of its lines: the job its typist finished last month", async () => {
  for (const invoice of await allInvoices()) {
    const lines = await t.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id));
    expect(lines.length).toBeGreaterThan(0);
    expect(invoice.amountTotal).toBe(lines.reduce((sum, line) => sum + line.amount, 0));
    expect(invoice.amountTotal).toBeGreaterThan(0);
    const paid = await t.db
      .select({ job: jobs, title: media.title, project: projects.title })
      .from(jobs)
      .innerJoin(media, eq(media.id, jobs.mediaId))
      .innerJoin(projects, eq(projects.id, media.projectId))
      .where(
        inArray(
          jobs.id,
          lines.flatMap((line) => (line.jobId ? [line.jobId] : [])),
        ),
      );
    expect(invoice.jobsCount).toBe(paid.length);
    for (const { job, project } of paid) {
      expect(job).toMatchObject({ typistId: invoice.typistId, status: 'done' });
      expect(job.finishedAt?.toISOString().slice(0, 7)).toBe(lastMonth);
      expect(project).toBe(DEMO_EARLIER_PROJECT_TITLE);
    }
  }
  const titles = await t.db
    .select({ title: media.title })
    .from(media)
    .innerJoin(projects, eq(projects.id, media.projectId))
    .where(eq(projects.title, DEMO_EARLIER_PROJECT_TITLE));
  expect(titles.map((row) => row.title).sort()).toEqual(
    earlierRecordings.map((recording) => recording.title).sort(),
  );
});

test('a demo typist lists their own invoice only', async () => {
  // Typists have their second factor on before they reach their work.
  await t.db.update(users).set({ mfaEnabled: true }).where(eq(users.email, 'typist@demo.test'));
  const typist = await userByEmail('typist@demo.test');
  const headers = bearer(await startTestSession(t.app, typist));
  const answer = await t.app.inject({ url: '/v1/invoice', headers });
  expect(answer.statusCode).toBe(200);
  expect(answer.json<{ result: Invoice[] }>().result).toEqual([
    expect.objectContaining({ typistId: typist.id, monthStamp: lastMonth, status: 'raised' }),
  ]);
});
