import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { errorTexts } from '@portal/contracts/common/errors';
import type { MediaStatus, ProjectStatus } from '@portal/contracts/common/statuses';
import type { Page } from '@portal/contracts/common/page-schema';
import type { ProjectMediaView, ProjectView } from '@portal/contracts/project/schema';
import { projects } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { makeLive, mediaOf, person, project, share, type Person } from './test-fixtures.ts';

/**
 * The live-note library's projects (client spec sections 2 and 4): GET /v1/project?live=true
 * lists the projects holding a live note-taking session, and a project's media carry their
 * session to whoever reads its booking.
 */
const t = setupTestApp();
let lara: Person;
let otto: Person;
let sam: Person;
let admin: Person;

const at = (day: number) => new Date(Date.UTC(2026, 0, day));

/** A project of `owner` with one media of this status, live or not. */
async function projectWith(
  owner: Person,
  title: string,
  day: number,
  {
    live = true,
    status = 'ordered' as MediaStatus,
    projectStatus = 'active' as ProjectStatus,
  } = {},
) {
  const made = await project(t.db, owner.id, title, at(day));
  if (projectStatus !== 'active')
    await t.db.update(projects).set({ status: projectStatus }).where(eq(projects.id, made.id));
  const item = await mediaOf(t.db, owner.id, { projectId: made.id, status, title: `${title}.mp3` });
  if (live) await makeLive(t.db, item.id);
  return { project: made, media: item };
}

const call = (who: Person, url: string) => t.app.inject({ url, headers: who.headers });

const titles = async (who: Person, query: string) => {
  const response = await call(who, `/v1/project?page_size=100&${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<Page<ProjectView>>().result.map((row) => row.title);
};

beforeAll(async () => {
  [lara, otto, sam, admin] = await Promise.all([
    person(t, 'Lara'),
    person(t, 'Otto'),
    person(t, 'Sam'),
    person(t, 'Admin', Role.ADMIN),
  ]);
  await projectWith(lara, 'Lara board', 1);
  await projectWith(lara, 'Lara uploads', 2, { live: false });
  await projectWith(lara, 'Lara cancelled', 3, { status: 'deleted' });
  await projectWith(lara, 'Lara booked', 4, { status: 'uploaded' });
  await projectWith(otto, 'Otto board', 5);
  const shared: [string, ProjectStatus, boolean][] = [
    ['Shared active', 'active', true],
    ['Shared completed', 'completed', true],
    ['Shared pending', 'pending', true],
    ['Shared special', 'special', true],
    ['Shared invoiced', 'invoiced', true],
    ['Shared uploads', 'active', false],
  ];
  for (const [index, [title, projectStatus, live]] of shared.entries()) {
    const { project: made } = await projectWith(otto, title, 10 + index, { live, projectStatus });
    await share(t.db, made.id, sam, 'write');
  }
});

describe('GET /v1/project?live=true', () => {
  test('lists only the projects holding a live session, from its booking on', async () => {
    expect(await titles(lara, 'live=true&types_allowed[]=owner')).toEqual([
      'Lara booked',
      'Lara board',
    ]);
    // Without the filter, the library lists every project, as before.
    expect(await titles(lara, 'types_allowed[]=owner')).toEqual([
      'Lara booked',
      'Lara cancelled',
      'Lara uploads',
      'Lara board',
    ]);
    expect(await titles(lara, 'live=false&types_allowed[]=owner')).toHaveLength(4);
  });

  test("a client never sees another client's live projects; admins see every one", async () => {
    expect(await titles(lara, 'live=true')).toEqual(['Lara booked', 'Lara board']);
    expect(await titles(otto, 'live=true&title=Lara')).toEqual([]);
    expect(await titles(sam, 'live=true&title=board')).toEqual([]);
    expect(await titles(admin, 'live=true&title=board')).toEqual(['Otto board', 'Lara board']);
  });

  test('the upload-only tab lists live projects of every status but invoiced', async () => {
    expect(await titles(sam, 'live=true&types_allowed[]=write')).toEqual([
      'Shared special',
      'Shared pending',
      'Shared completed',
      'Shared active',
    ]);
    expect(await titles(sam, 'live=true&types_allowed[]=write&status[]=invoiced')).toEqual([]);
    expect(
      await titles(sam, 'live=true&types_allowed[]=write&status[]=active&status[]=invoiced'),
    ).toEqual(['Shared active']);
    // The normal upload-only tab keeps invoiced projects.
    expect(await titles(sam, 'types_allowed[]=write')).toContain('Shared invoiced');
  });

  test('is not there while live note-taking is off', async () => {
    const app = await t.build({ featureOverrides: { liveNotetaking: false } });
    const off = await app.inject({ url: '/v1/project?live=true', headers: lara.headers });
    expect(off.statusCode).toBe(404);
    expect(off.json()).toEqual({ message: errorTexts.notFound });
    const normal = await app.inject({ url: '/v1/project', headers: lara.headers });
    expect(normal.statusCode).toBe(200);
  });

  test('a bad value is refused with the field named', async () => {
    const response = await call(lara, '/v1/project?live=maybe');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([expect.objectContaining({ field: 'live' })]);
  });
});

describe("a live project's media", () => {
  test('carry their session to those who read its booking, and to nobody else', async () => {
    const { project: made, media: session } = await projectWith(lara, 'Lara weekly', 30);
    const upload = await mediaOf(t.db, lara.id, { projectId: made.id, title: 'upload.mp3' });
    await share(t.db, made.id, sam, 'read');
    const listed = async (who: Person) => {
      const response = await call(who, `/v1/project/media/${made.id}`);
      expect(response.statusCode).toBe(200);
      const rows = response.json<Page<ProjectMediaView>>().result;
      return Object.fromEntries(rows.map((row) => [row.id, row.liveSession]));
    };
    const start = Date.UTC(2030, 0, 7, 10) / 1000;
    const shown = {
      meetingDate: start,
      meetingEnd: start + 3600,
      meetingLink: 'https://meet.example/board',
    };
    expect(await listed(lara)).toEqual({ [session.id]: shown, [upload.id]: null });
    expect(await listed(admin)).toEqual({ [session.id]: shown, [upload.id]: null });
    expect(await listed(sam)).toEqual({ [session.id]: null, [upload.id]: null });
  });
});
