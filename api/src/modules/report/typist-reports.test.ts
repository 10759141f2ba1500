import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { reportTexts as texts } from '@portal/contracts/report/reports-texts';
import { users } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { callsAs, jobCast, jobOn, orderedMedia, type JobCast } from '../job/test-fixtures.ts';
import { finishedJob } from '../invoice/test-fixtures.ts';
import { person, type Person } from '../project/test-fixtures.ts';
import { activityOf, csvRows, xlsxRows } from './test-fixtures.ts';

/**
 * The typist reports on January 2026's work: Tina (grade 2, IVB, a mobile number) finished a
 * done, a substandard and a merged job in January and one on New Year's Eve, holds an assigned,
 * an in-progress (with an open issue) and a partial-done job, and was active on two January days
 * and on New Year's Eve; Tom is on hold and did nothing; Paula proofread on 10 January.
 */
const t = setupTestApp();
const calls = callsAs(t);
let cast: JobCast;
let tina: Person;
let tom: Person;
let doneJobId: number;
let substandardJobId: number;

const JANUARY = 'from_date=2026-01-01&to_date=2026-01-31';

beforeAll(async () => {
  cast = await jobCast(t);
  tina = await person(t, 'Tina', Role.TYPIST);
  tom = await person(t, 'Tom', Role.TYPIST);
  await t.db
    .update(users)
    .set({
      mobile: '+44 7700 900001',
      grade: 2,
      trainedIn: [{ shortName: 'IVB' }, { shortName: 'FG' }],
      lastLoginAt: new Date('2026-01-31T12:05:00Z'),
    })
    .where(eq(users.id, tina.id));
  await t.db
    .update(users)
    .set({ status: UserStatus.ON_HOLD, lastLoginAt: null })
    .where(eq(users.id, tom.id));
  const work = (finishedAt: string, end: number, status: 'done' | 'substandard' | 'merged') =>
    finishedJob(t, cast.client.id, { typistId: tina.id, finishedAt, end, status });
  doneJobId = (await work('2026-01-10T10:00:00Z', 600, 'done')).id;
  substandardJobId = (await work('2026-01-11T10:00:00Z', 300, 'substandard')).id;
  await work('2026-01-12T10:00:00Z', 120, 'merged');
  const newYearsEve = await work('2025-12-31T12:00:00Z', 600, 'done');
  const item = await orderedMedia(t, cast.client.id, 3600);
  await jobOn(t, item, { typistId: tina.id, status: 'assigned', end: 600 });
  await jobOn(t, item, {
    typistId: tina.id,
    status: 'in-progress',
    start: 600,
    end: 1200,
    hasIssue: true,
    issueStatus: 'Open',
  });
  await jobOn(t, item, { typistId: tina.id, status: 'partial-done', start: 1200, end: 1800 });
  await activityOf(t, tina.id, doneJobId, '2026-01-10', 1800);
  await activityOf(t, tina.id, substandardJobId, '2026-01-11', 900);
  await activityOf(t, tina.id, doneJobId, '2026-01-11', 100);
  await activityOf(t, tina.id, newYearsEve.id, '2025-12-31', 500);
  await activityOf(t, cast.proofreader.id, doneJobId, '2026-01-10', 60);
});

const report = (type: string, query: string, who = cast.superAdmin) =>
  calls.get(who, `/v1/report/${type}?${query}`);
const byEmail = (rows: Record<string, string>[], person: Pick<Person, 'email'>) =>
  rows.find((row) => row.Email === person.email);

describe('GET /v1/report/transcriber-update', () => {
  test('every typist by id, with the jobs and minutes finished in the span', async () => {
    const response = await report('transcriber-update', JANUARY);
    expect(response.headers['content-disposition']).toMatch(
      /filename="transcriber-update-report.csv"/,
    );
    const rows = csvRows(response);
    expect(rows.map((row) => row.Email)).toEqual([
      cast.typist.email,
      cast.otherTypist.email,
      tina.email,
      tom.email,
    ]);
    expect(byEmail(rows, tina)).toEqual({
      ID: String(tina.id),
      Name: 'Tina Tester',
      Email: tina.email,
      // A cell a spreadsheet would read as a formula keeps its text.
      Mobile: "'+44 7700 900001",
      Status: 'active',
      Grade: '2',
      'Trained in': 'IVB, FG',
      'Jobs finished': '3',
      'Minutes finished': '17',
      'Last login': '2026-01-31 12:05',
    });
    expect(byEmail(rows, tom)).toEqual(
      expect.objectContaining({ Status: 'on-hold', 'Jobs finished': '0', 'Last login': '' }),
    );
  });

  test.each([
    ['mobile_only=true', () => [tina]],
    [`typist_status[]=${UserStatus.ON_HOLD}`, () => [tom]],
    [`typist_status[]=${UserStatus.ON_HOLD}&mobile_only=1`, () => []],
  ])('%s keeps the typists it names', async (filter, expected) => {
    const rows = csvRows(await report('transcriber-update', `${JANUARY}&${filter}`));
    expect(rows.map((row) => row.Email)).toEqual(expected().map((typist) => typist.email));
  });
});

describe('GET /v1/report/typist-status-report', () => {
  test("each typist's jobs now and those finished in the span", async () => {
    const rows = csvRows(await report('typist-status-report', JANUARY));
    expect(byEmail(rows, tina)).toEqual({
      Name: 'Tina Tester',
      Email: tina.email,
      Status: 'active',
      Grade: '2',
      Assigned: '1',
      'In progress': '1',
      'Partial done': '1',
      Done: '1',
      Substandard: '1',
      'Open issues': '1',
    });
    const december = csvRows(
      await report('typist-status-report', 'from_date=2025-12-01&to_date=2025-12-31'),
    );
    expect(byEmail(december, tina)).toEqual(
      expect.objectContaining({ Done: '1', Substandard: '0' }),
    );
  });

  test('the status filter keeps the typists of those statuses', async () => {
    const rows = csvRows(
      await report('typist-status-report', `${JANUARY}&typist_status[]=${UserStatus.ON_HOLD}`),
    );
    expect(rows.map((row) => row.Email)).toEqual([tom.email]);
  });
});

describe('GET /v1/report/typist-activity-group-by-user-report', () => {
  test('per person active in the span, by id: days, active time, jobs, minutes finished', async () => {
    const rows = csvRows(await report('typist-activity-group-by-user-report', JANUARY));
    // Paula came with the cast, before Tina.
    expect(rows).toEqual([
      {
        Name: 'Paula Tester',
        Email: cast.proofreader.email,
        'Days active': '1',
        'Active time': '0:01:00',
        'Jobs worked': '1',
        'Media minutes finished': '0',
      },
      {
        Name: 'Tina Tester',
        Email: tina.email,
        'Days active': '2',
        'Active time': '0:46:40',
        'Jobs worked': '2',
        'Media minutes finished': '17',
      },
    ]);
  });

  test('as XLSX, active time is a duration the sheet can add', async () => {
    const response = await report(
      'typist-activity-group-by-user-report',
      `${JANUARY}&format=xlsx&mobile_only=true`,
    );
    const [header, ...rows] = await xlsxRows(response);
    expect(rows).toHaveLength(1);
    const active = rows[0]![header!.indexOf('Active time')];
    // A fraction of a day, which the reader gives back as a time on Excel's day 0.
    expect(active).toEqual(new Date('1899-12-30T00:46:40Z'));
  });
});

describe('GET /v1/report/typist-activity-report', () => {
  test("every day's active time of each person on each job, by day, person and job", async () => {
    const response = await report('typist-activity-report', JANUARY);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="activity-report.csv"/);
    const rows = csvRows(response);
    expect(rows.map((row) => [row.Date, row.Email, row['Job ID'], row['Active seconds']])).toEqual([
      ['2026-01-10', cast.proofreader.email, String(doneJobId), '60'],
      ['2026-01-10', tina.email, String(doneJobId), '1800'],
      ['2026-01-11', tina.email, String(doneJobId), '100'],
      ['2026-01-11', tina.email, String(substandardJobId), '900'],
    ]);
    expect(rows[1]).toEqual(
      expect.objectContaining({ Typist: 'Tina Tester', Media: 'Board meeting' }),
    );
  });

  test('the status filter keeps the activity of people in those statuses', async () => {
    const rows = csvRows(
      await report('typist-activity-report', `${JANUARY}&typist_status[]=${UserStatus.ON_HOLD}`),
    );
    expect(rows).toEqual([]);
  });

  test('is a 404 while the admin activity report is off', async () => {
    const app = await t.build({ featureOverrides: { adminActivityReport: false } });
    const response = await calls.get(
      cast.superAdmin,
      `/v1/report/typist-activity-report?${JANUARY}`,
      app,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: texts.activityReportOff });
  });
});

describe('refused spans and filters', () => {
  test.each([
    [
      'a span that ends before it starts',
      'from_date=2026-02-01&to_date=2026-01-31',
      'to_date',
      texts.backwards,
    ],
    [
      'a span over the longest',
      'from_date=2025-01-01&to_date=2026-02-05',
      'to_date',
      texts.tooLong(400),
    ],
    ['a day that is not one', 'from_date=2026-02-30&to_date=2026-03-01', 'from_date', texts.day],
  ])('%s is a 422 naming the field', async (_case, query, field, message) => {
    for (const type of ['transcriber-update', 'typist-activity-report']) {
      const response = await report(type, query);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual([{ field, message }]);
    }
  });

  test.each([
    ['typist_status[]=9', 'typist_status'],
    ['format=pdf', 'format'],
    ['project_status[]=lost', 'project_status'],
  ])('%s is a 422', async (filter, field) => {
    const response = await report('client', `${JANUARY}&${filter}`);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ field: string }[]>()[0]?.field).toMatch(new RegExp(`^${field}`));
  });
});
