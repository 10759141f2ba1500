import { eq, inArray } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { errorTexts } from '@portal/contracts/common/errors';
import type { JobType } from '@portal/contracts/common/statuses';
import type { Page } from '@portal/contracts/common/page-schema';
import type { ProjectMediaView, ProjectView } from '@portal/contracts/project/schema';
import type { CartView } from '@portal/contracts/cart/schema';
import { media, projects, transcriptDocuments, transcripts } from '../../db/schema.ts';
import { storeContent } from '../transcript-store/test-store.ts';
import { setupTestApp } from '../../test/helper.ts';
import { intoCart } from '../cart/test-fixtures.ts';
import { mediaOf, person, project, projectStatus, share, company } from './test-fixtures.ts';
import { mediaTexts } from '@portal/contracts/media/texts';
import { projectTexts } from '@portal/contracts/project/texts';
import type { Person } from './test-fixtures.ts';

const t = setupTestApp();
let alice: Person;
let bob: Person;
let admin: Person;

beforeAll(async () => {
  alice = await person(t, 'Alice');
  bob = await person(t, 'Bob');
  admin = await person(t, 'Admin', Role.ADMIN);
});

const call = (
  who: Person,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

const list = async (who: Person, query = '') => {
  const response = await call(who, 'GET', `/v1/project?page_size=100${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<Page<ProjectView>>();
};

describe('creating a project', () => {
  test('a client makes their own, in their company, with a short id to quote', async () => {
    const carol = await person(t, 'Carol');
    await company(t.db, 'Carol & Co', carol.id);
    const response = await call(carol, 'POST', '/v1/project/create', {
      title: 'Quarterly reviews',
      deadline: 1_900_000_000,
      po_number: 'PO-7',
      duplicate_on_completion: 'true',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProjectView>()).toMatchObject({
      title: 'Quarterly reviews',
      status: 'active',
      ownerId: carol.id,
      ownerName: 'Carol Tester',
      company: 'Carol & Co',
      deadline: 1_900_000_000,
      mediaDue: null,
      poNumber: 'PO-7',
      duplicateOnCompletion: true,
      mediaCount: 0,
      access: 'owner',
      shortId: expect.stringMatching(/^[2-9A-HJ-NP-Z]{8}$/),
    });
  });

  test('an admin makes one for the client they name, and must name one', async () => {
    const made = await call(admin, 'POST', '/v1/project/create', {
      title: 'For Alice',
      user_id: alice.id,
    });
    expect(made.json<ProjectView>()).toMatchObject({ ownerId: alice.id, access: 'staff' });

    const unnamed = await call(admin, 'POST', '/v1/project/create', { title: 'For nobody' });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json()).toEqual([{ field: 'user_id', message: projectTexts.clientRequired }]);
    const staffOwner = await call(admin, 'POST', '/v1/project/create', {
      title: 'For an admin',
      user_id: admin.id,
    });
    expect(staffOwner.json()).toEqual([{ field: 'user_id', message: projectTexts.notAClient }]);
  });

  test('a client cannot make one for someone else; bad input changes nothing', async () => {
    const before = (await list(bob)).total;
    const forAlice = await call(bob, 'POST', '/v1/project/create', {
      title: 'Sneaky',
      user_id: alice.id,
    });
    expect(forAlice.statusCode).toBe(403);
    expect(forAlice.json()).toEqual({ message: errorTexts.unauthorized });
    const untitled = await call(bob, 'POST', '/v1/project/create', { title: '  ' });
    expect(untitled.json()).toEqual([{ field: 'title', message: 'Required' }]);
    const tagged = await call(bob, 'POST', '/v1/project/create', { title: '<b>x</b>' });
    expect(tagged.json()).toEqual([
      { field: 'title', message: 'This symbol cannot be used here: <' },
    ]);
    expect((await list(bob)).total).toBe(before);
  });
});

describe('the project list', () => {
  let dave: Person;
  beforeAll(async () => {
    dave = await person(t, 'Dave');
    const erin = await person(t, 'Erin');
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    const own = await project(t.db, dave.id, 'Zeta interviews', at(1));
    await project(t.db, dave.id, 'alpha_minutes 100%', at(2));
    const gone = await project(t.db, dave.id, 'Old board', at(3));
    await t.db.update(projects).set({ status: 'deleted' }).where(eq(projects.id, gone.id));
    for (const [title, level, day] of [
      ['Shared full', 'full', 4],
      ['Shared read', 'read', 5],
      ['Shared write', 'write', 6],
    ] as const)
      await share(t.db, (await project(t.db, erin.id, title, at(day))).id, dave, level);
    await mediaOf(t.db, dave.id, { projectId: own.id });
    await mediaOf(t.db, dave.id, { projectId: own.id, status: 'deleted' });
  });

  const titles = (page: Page<ProjectView>) => page.result.map((row) => row.title);

  test('shows what the caller reaches, newest first, deleted ones hidden', async () => {
    const page = await list(dave);
    expect(titles(page)).toEqual([
      'Shared write',
      'Shared read',
      'Shared full',
      'alpha_minutes 100%',
      'Zeta interviews',
    ]);
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 100 });
    expect(page.result.map((row) => row.access)).toEqual([
      'write',
      'read',
      'full',
      'owner',
      'owner',
    ]);
    expect(page.result.at(-1)?.mediaCount).toBe(1);
  });

  test('each library tab lists one way of reaching a project', async () => {
    expect(titles(await list(dave, '&types_allowed[]=owner'))).toEqual([
      'alpha_minutes 100%',
      'Zeta interviews',
    ]);
    expect(titles(await list(dave, '&types_allowed[]=read'))).toEqual(['Shared read']);
    expect(titles(await list(dave, '&types_allowed[]=write'))).toEqual(['Shared write']);
    expect(titles(await list(dave, '&types_allowed[]=full&types_allowed[]=owner'))).toHaveLength(3);
  });

  test('filters match anywhere ignoring case, taking % and _ literally', async () => {
    expect(titles(await list(dave, '&title=SHARED%20R'))).toEqual(['Shared read']);
    expect(titles(await list(dave, '&title=_'))).toEqual(['alpha_minutes 100%']);
    expect(titles(await list(dave, '&title=0%25'))).toEqual(['alpha_minutes 100%']);
    expect(titles(await list(dave, '&owner_name=erin'))).toHaveLength(3);
    expect((await list(dave, '&company=acme')).total).toBe(0);
  });

  test('sorts on a chosen column and pages with the total', async () => {
    expect(titles(await list(dave, '&sort=title&order=asc'))).toEqual([
      'alpha_minutes 100%',
      'Shared full',
      'Shared read',
      'Shared write',
      'Zeta interviews',
    ]);
    const second = await call(dave, 'GET', '/v1/project?page=2&page_size=2&sort=title');
    expect(second.json()).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(titles(second.json())).toEqual(['Shared read', 'Shared full']);
    const past = await call(dave, 'GET', '/v1/project?page=9&page_size=2');
    expect(past.json()).toEqual({ result: [], total: 5, page: 9, pageSize: 2 });
  });

  test('deleted projects show when the status filter asks for them', async () => {
    expect(titles(await list(dave, '&status[]=deleted'))).toEqual(['Old board']);
    expect((await list(dave, '&status[]=active&status[]=deleted')).total).toBe(6);
  });

  test('admins list every project', async () => {
    const all = await t.db.$count(projects);
    expect((await list(admin, '&status[]=active&status[]=deleted')).total).toBe(all);
  });

  test('bad paging, sort or access types are refused with the field named', async () => {
    for (const [query, field] of [
      ['page_size=101', 'page_size'],
      ['page=0', 'page'],
      ['sort=password', 'sort'],
      ['order=sideways', 'order'],
      ['types_allowed[]=admin', 'types_allowed[0]'],
      ['status[]=lost', 'status[0]'],
    ]) {
      const response = await call(dave, 'GET', `/v1/project?${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual([expect.objectContaining({ field })]);
    }
  });
});

describe('changing a project', () => {
  test('whoever manages it updates the details; an empty value clears one', async () => {
    const own = await project(t.db, alice.id);
    await share(t.db, own.id, bob, 'full');
    const first = await call(bob, 'PUT', `/v1/project/${own.id}`, {
      title: 'Renamed',
      deadline: 1_900_000_000,
      po_number: 'PO-1',
    });
    expect(first.json()).toMatchObject({
      title: 'Renamed',
      deadline: 1_900_000_000,
      access: 'full',
    });
    const cleared = await call(alice, 'PUT', `/v1/project/${own.id}`, {
      deadline: '',
      po_number: '',
    });
    expect(cleared.json()).toMatchObject({ title: 'Renamed', deadline: null, poNumber: null });
  });

  test('bad input and deleted projects change nothing', async () => {
    const own = await project(t.db, alice.id, 'Keep me');
    const bad = await call(alice, 'PUT', `/v1/project/${own.id}`, { title: '', deadline: 'soon' });
    expect(bad.statusCode).toBe(422);
    await call(alice, 'DELETE', `/v1/project/${own.id}`);
    const late = await call(alice, 'PUT', `/v1/project/${own.id}`, { title: 'Too late' });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual([{ message: projectTexts.deleted }]);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, own.id));
    expect(row).toMatchObject({ title: 'Keep me', deadline: null, status: 'deleted' });
  });

  test('a copy has the details and the owner, not the media', async () => {
    const source = await project(t.db, alice.id, 'Weekly');
    await call(alice, 'PUT', `/v1/project/${source.id}`, {
      po_number: 'PO-9',
      duplicate_on_completion: true,
    });
    await mediaOf(t.db, alice.id, { projectId: source.id });
    const copy = await call(admin, 'POST', `/v1/project/copy/${source.id}`, { title: 'Weekly 2' });
    expect(copy.json<ProjectView>()).toMatchObject({
      title: 'Weekly 2',
      ownerId: alice.id,
      poNumber: 'PO-9',
      duplicateOnCompletion: true,
      mediaCount: 0,
    });
    expect(copy.json<ProjectView>().shortId).not.toBe(source.shortId);
  });

  test("assigning moves the caller's uploads in, and nobody else's", async () => {
    const own = await project(t.db, alice.id);
    const upload = await mediaOf(t.db, alice.id, { status: 'uploaded' });
    const ordered = await mediaOf(t.db, alice.id);
    const bobs = await mediaOf(t.db, bob.id, { status: 'uploaded' });
    const refused = await call(alice, 'PUT', `/v1/project/assign/${own.id}`, {
      media_list: [upload.id, bobs.id, ordered.id],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([
      { field: 'media_list[1]', message: mediaTexts.notFound },
      { field: 'media_list[2]', message: projectTexts.mediaOrdered },
    ]);
    const [untouched] = await t.db.select().from(media).where(eq(media.id, upload.id));
    expect(untouched?.projectId).toBeNull();

    const moved = await call(alice, 'PUT', `/v1/project/assign/${own.id}`, {
      media_list: [upload.id],
    });
    expect(moved.statusCode).toBe(200);
    const [row] = await t.db.select().from(media).where(eq(media.id, upload.id));
    expect(row?.projectId).toBe(own.id);
  });

  test('deleting marks the project deleted; it stays readable', async () => {
    const own = await project(t.db, alice.id);
    expect((await call(alice, 'DELETE', `/v1/project/${own.id}`)).statusCode).toBe(204);
    expect(await projectStatus(t.db, own.id)).toBe('deleted');
    expect((await call(alice, 'GET', `/v1/project/${own.id}`)).json()).toMatchObject({
      status: 'deleted',
    });
  });
});

describe("a project's media", () => {
  test('lists ordered to returned media by default, newest first, with the service', async () => {
    const own = await project(t.db, alice.id);
    const returned = await mediaOf(t.db, alice.id, { projectId: own.id, status: 'returned' });
    await mediaOf(t.db, alice.id, { projectId: own.id, status: 'deleted' });
    await mediaOf(t.db, alice.id, { projectId: own.id, status: 'uploaded' });
    const page = (await call(alice, 'GET', `/v1/project/media/${own.id}`)).json<
      Page<ProjectMediaView>
    >();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(page.result[0]).toMatchObject({
      id: returned.id,
      serviceName: expect.any(String),
      hasTranscript: false,
    });
    const all = await call(alice, 'GET', `/v1/project/media/${own.id}?status[]=uploaded`);
    expect(all.json<Page<ProjectMediaView>>().total).toBe(1);
  });

  test('says which media have a transcript and which have notes, in the one list query', async () => {
    const own = await project(t.db, alice.id);
    const titled = (title: string) =>
      mediaOf(t.db, alice.id, { projectId: own.id, status: 'returned', title });
    const done = await titled('transcript.mp3');
    const minuted = await titled('notes.mp3');
    const both = await titled('both.mp3');
    await titled('none.mp3');
    const at = new Date();
    const write = (mediaId: number, kind: JobType) =>
      storeContent(t.db, { mediaId, kind, content: { sections: [], speakers: [] }, at });
    await write(done.id, 'default');
    await write(minuted.id, 'notes');
    await write(both.id, 'default');
    await write(both.id, 'notes');
    const page = (await call(alice, 'GET', `/v1/project/media/${own.id}`)).json<
      Page<ProjectMediaView>
    >();
    expect(page.result.map((row) => [row.title, row.hasTranscript, row.hasNotes])).toEqual([
      ['none.mp3', false, false],
      ['both.mp3', true, true],
      ['notes.mp3', false, true],
      ['transcript.mp3', true, false],
    ]);
    const info = await call(alice, 'GET', `/v1/media/${minuted.id}`);
    expect(info.json()).toMatchObject({ hasTranscript: false, hasNotes: true });
  });

  test('whoever the project is shared with never sees the meeting details; the owner’s cart has them', async () => {
    const own = await project(t.db, alice.id);
    const item = await mediaOf(t.db, alice.id, { projectId: own.id, status: 'uploaded' });
    const details = {
      meetingTitle: 'Board meeting',
      meetingAttendees: [{ attendeeName: 'Ada Lovelace', jobTitle: 'Chair' }],
    };
    await t.db.update(media).set({ extraFields: details }).where(eq(media.id, item.id));
    await intoCart(t.db, { userId: alice.id }, [item.id]);
    const uploader = await person(t, 'Uploader');
    const reader = await person(t, 'Reader');
    await share(t.db, own.id, uploader, 'write');
    await share(t.db, own.id, reader, 'read');

    for (const who of [uploader, reader]) {
      const list = await call(who, 'GET', `/v1/project/media/${own.id}?status[]=uploaded`);
      const [listed] = list.json<Page<ProjectMediaView>>().result;
      expect(listed).toMatchObject({ id: item.id });
      expect(listed).not.toHaveProperty('extraFields');
      const info = await call(who, 'GET', `/v1/media/${item.id}`);
      expect(info.json()).toMatchObject({ id: item.id });
      expect(info.json()).not.toHaveProperty('extraFields');
    }
    const cart = (await call(alice, 'GET', '/v1/cart')).json<CartView>();
    expect(cart.mediaList).toContainEqual(
      expect.objectContaining({ id: item.id, extraFields: details }),
    );
  });

  test('deleting an ordered media marks it deleted and keeps the record', async () => {
    const own = await project(t.db, alice.id);
    const ordered = await mediaOf(t.db, alice.id, { projectId: own.id });
    const response = await call(alice, 'DELETE', `/v1/media/${ordered.id}`);
    expect(response.json()).toEqual({ isSuccess: true });
    const [row] = await t.db.select().from(media).where(eq(media.id, ordered.id));
    expect(row?.status).toBe('deleted');
  });

  test('hard delete is refused where its flag is off, and changes nothing', async () => {
    const own = await project(t.db, alice.id);
    const ordered = await mediaOf(t.db, alice.id, { projectId: own.id });
    const response = await call(alice, 'DELETE', `/v1/media/remove-sensitive/${ordered.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Removing media data is not available here.' });
    const [row] = await t.db.select().from(media).where(eq(media.id, ordered.id));
    expect(row?.status).toBe('ordered');
  });

  test('hard delete, where on, removes the bytes, transcript, notes, their documents and the meeting details, keeps the record', async () => {
    const app = await t.build({ featureOverrides: { hardDelete: true } });
    const own = await project(t.db, alice.id);
    const ordered = await mediaOf(t.db, alice.id, { projectId: own.id });
    await t.db
      .update(media)
      .set({ extraFields: { meetingAttendees: [{ attendeeName: 'Ada Lovelace', jobTitle: '' }] } })
      .where(eq(media.id, ordered.id));
    await app.storage.write(ordered.storageKey, Buffer.from('audio'), 'audio/mpeg');
    const at = new Date();
    const documentKeys: string[] = [];
    for (const kind of ['default', 'notes'] as const) {
      const transcript = await storeContent(t.db, {
        mediaId: ordered.id,
        kind,
        content: { sections: [], speakers: [] },
        at,
      });
      const storageKey = `${kind}.pdf`;
      await app.storage.write(storageKey, Buffer.from('%PDF'), 'application/pdf');
      await t.db.insert(transcriptDocuments).values({
        transcriptId: transcript?.id ?? 0,
        documentType: 'PDF',
        version: 1,
        state: 'done',
        storageKey,
        updatedAt: at,
      });
      documentKeys.push(storageKey);
    }

    const response = await app.inject({
      method: 'DELETE',
      url: `/v1/media/remove-sensitive/${ordered.id}`,
      headers: alice.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(await app.storage.head(ordered.storageKey)).toBeUndefined();
    for (const key of documentKeys) expect(await app.storage.head(key)).toBeUndefined();
    expect(
      await t.db.$count(transcriptDocuments, inArray(transcriptDocuments.storageKey, documentKeys)),
    ).toBe(0);
    expect(await t.db.$count(transcripts, eq(transcripts.mediaId, ordered.id))).toBe(0);
    const [row] = await t.db.select().from(media).where(eq(media.id, ordered.id));
    expect(row).toMatchObject({
      status: 'deleted',
      extraFields: null,
      price: 110,
      grossPrice: 132,
    });
  });
});
