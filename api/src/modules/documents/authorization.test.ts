import { and, eq } from 'drizzle-orm';
import type { BulkDownload } from '@portal/contracts/documents/schema';
import { Role } from '@portal/contracts/policy/roles';
import { documentTexts } from '@portal/contracts/media/texts';
import { projectPermissions } from '../../db/schema.ts';
import { drainTasks } from '../../test/tasks.ts';
import { setupTestApp } from '../../test/helper.ts';
import { company, person, project, share, type Person } from '../project/test-fixtures.ts';
import { documentTestData } from './test-data.ts';
import { fixtureContent } from './test-fixture.ts';

/**
 * Who may have a project's transcripts zipped in the background, and who may then follow and
 * download it: whoever may read the project asks (the immediate zip's rule); the bulk download
 * is theirs alone, while they may still read the project. Anyone else meets the 404 of one that
 * does not exist. Every zip is made in the background here.
 */
const t = setupTestApp({ bulkDownloadImmediateSeconds: 0 });

const roles = [
  'owner',
  'full',
  'read',
  'write',
  'none',
  'companyOwner',
  'typist',
  'admin',
  'superAdmin',
] as const;
type RoleName = (typeof roles)[number];

let people: Record<RoleName, Person>;

beforeAll(async () => {
  const staff: Partial<Record<RoleName, Role>> = {
    typist: Role.TYPIST,
    admin: Role.ADMIN,
    superAdmin: Role.SUPER_ADMIN,
  };
  const entries = [];
  for (const name of roles) entries.push([name, await person(t, name, staff[name])] as const);
  people = Object.fromEntries(entries) as Record<RoleName, Person>;
  await company(t.db, 'Acme', people.companyOwner.id, [people.owner.id]);
});

/** The owner's project with a returned, transcribed media, shared each way. */
async function sharedProject() {
  const data = documentTestData(t.db, t.clock.now);
  const created = await project(t.db, people.owner.id);
  for (const level of ['full', 'read', 'write'] as const)
    await share(t.db, created.id, people[level], level);
  const item = await data.media(people.owner.id, created.id);
  await data.transcript(item.id, fixtureContent);
  return created;
}

const inject = (caller: Person, url: string) => t.app.inject({ url, headers: caller.headers });

const askZip = (caller: Person, projectId: number) =>
  inject(caller, `/v1/project/download-product/${projectId}?documentType=TXT_clean`);

/** A bulk download the owner asked for, made when `ready`. */
async function ownersBulkDownload({ ready = false } = {}): Promise<BulkDownload> {
  const response = await askZip(people.owner, (await sharedProject()).id);
  expect(response.statusCode).toBe(202);
  if (ready) await drainTasks(t.app);
  return response.json<BulkDownload>();
}

/** Everyone but the asker: the 404 of a bulk download that does not exist. */
const askerOnly = Object.fromEntries(
  roles.map((name) => [name, name === 'owner' ? 200 : 404]),
) as Record<RoleName, number>;

const routes: { route: string; status(caller: Person): Promise<number>; expected: object }[] = [
  {
    route: 'GET /v1/project/download-product/{id} (too large: queued)',
    status: async (caller) => (await askZip(caller, (await sharedProject()).id)).statusCode,
    // Write access is upload-only; typists never reach a client's project.
    expected: {
      ...askerOnly,
      owner: 202,
      full: 202,
      read: 202,
      companyOwner: 202,
      admin: 202,
      superAdmin: 202,
    },
  },
  {
    route: "GET /v1/bulk-download/{id} (the owner's)",
    status: async (caller) =>
      (await inject(caller, `/v1/bulk-download/${(await ownersBulkDownload()).id}`)).statusCode,
    expected: askerOnly,
  },
  {
    route: "GET /v1/bulk-download/{id}/file (the owner's, ready)",
    status: async (caller) => {
      const { id } = await ownersBulkDownload({ ready: true });
      return (await inject(caller, `/v1/bulk-download/${id}/file`)).statusCode;
    },
    expected: askerOnly,
  },
];

test.each(routes)('$route', async (route) => {
  const actual: Partial<Record<RoleName, number>> = {};
  for (const name of roles) actual[name] = await route.status(people[name]);
  expect(actual).toEqual(route.expected);
});

test("another's bulk download answers exactly as one that does not exist", async () => {
  const { id } = await ownersBulkDownload({ ready: true });
  for (const path of ['', '/file']) {
    const theirs = await inject(people.full, `/v1/bulk-download/${id}${path}`);
    const missing = await inject(people.full, `/v1/bulk-download/2000000000${path}`);
    expect([theirs.statusCode, theirs.json()]).toEqual([missing.statusCode, missing.json()]);
    expect(theirs.json()).toEqual({ message: documentTexts.bulkDownloadNotFound });
  }
});

test('a reader whose access is taken back can no longer follow or download their zip', async () => {
  const shared = await sharedProject();
  const response = await askZip(people.read, shared.id);
  const { id } = response.json<BulkDownload>();
  await drainTasks(t.app);
  expect((await inject(people.read, `/v1/bulk-download/${id}/file`)).statusCode).toBe(200);
  await t.db
    .delete(projectPermissions)
    .where(
      and(
        eq(projectPermissions.projectId, shared.id),
        eq(projectPermissions.userId, people.read.id),
      ),
    );
  for (const path of ['', '/file'])
    expect((await inject(people.read, `/v1/bulk-download/${id}${path}`)).statusCode).toBe(404);
});

test('bad input: an id that is not a number is a 422', async () => {
  expect((await inject(people.owner, '/v1/bulk-download/zip')).statusCode).toBe(422);
});
