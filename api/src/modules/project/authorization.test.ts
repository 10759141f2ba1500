import type { InjectOptions } from 'fastify';
import { Role } from '@portal/contracts/policy/roles';
import type { Page } from '@portal/contracts/common/page-schema';
import type { ProjectView } from '@portal/contracts/project/schema';
import { setupTestApp } from '../../test/helper.ts';
import type { MediaRow, ProjectRow } from '../../db/rows.ts';
import {
  company,
  makeLive,
  mediaOf,
  person,
  project,
  share,
  type Person,
} from './test-fixtures.ts';

/**
 * Who may do what (client spec section 6, decided and enforced here): every project and media
 * route against every way of reaching a project. A client with no access gets the 404 of a
 * project that does not exist; one who sees the project but may not do this gets a 403.
 */
const t = setupTestApp({ featureOverrides: { hardDelete: true } });

const roles = [
  'owner',
  'full',
  'read',
  'write',
  'none',
  'invited',
  'otherCompany',
  'companyOwner',
  'typist',
  'proofreader',
  'admin',
  'superAdmin',
] as const;
type RoleName = (typeof roles)[number];

let people: Record<RoleName, Person>;

beforeAll(async () => {
  const entries = await Promise.all(
    roles.map(async (name) => {
      const role = {
        typist: Role.TYPIST,
        proofreader: Role.PROOFREADER,
        admin: Role.ADMIN,
        superAdmin: Role.SUPER_ADMIN,
      }[name as string];
      return [name, await person(t, name, role)] as const;
    }),
  );
  people = Object.fromEntries(entries) as Record<RoleName, Person>;
  // The owner works in the company owner's company; another company has its own people.
  await company(t.db, 'Acme', people.companyOwner.id, [people.owner.id]);
  const otherOwner = await person(t, 'otherOwner');
  await company(t.db, 'Globex', otherOwner.id, [people.otherCompany.id]);
});

interface World {
  project: ProjectRow;
  /** An ordered media of the owner in the project. */
  ordered: MediaRow;
  caller: Person;
}

/** A fresh project for each call: what one caller does cannot change what the next one meets. */
async function world(caller: Person): Promise<World> {
  const created = await project(t.db, people.owner.id);
  await share(t.db, created.id, people.full, 'full');
  await share(t.db, created.id, people.read, 'read');
  await share(t.db, created.id, people.write, 'write');
  await share(t.db, created.id, people.invited, 'full', 'pending');
  const ordered = await mediaOf(t.db, people.owner.id, { projectId: created.id });
  return { project: created, ordered, caller };
}

const isStaff = (caller: Person) => caller.role === Role.ADMIN || caller.role === Role.SUPER_ADMIN;

/** A media the caller may move: their own upload, or for staff the project owner's. */
const uploadFor = async ({ caller }: World) =>
  mediaOf(t.db, isStaff(caller) ? people.owner.id : caller.id, { status: 'uploaded' });

type Outcome = number | 'listed' | 'hidden';

interface RouteCase {
  route: string;
  request(world: World): Promise<InjectOptions> | InjectOptions;
  expected: Record<RoleName, Outcome>;
  /** For the list: whether the project is in the caller's answer. */
  listed?: boolean;
}

/** Same answer for the sharing levels and staff; what differs per route is written out. */
const table = (
  reader: Outcome,
  { full = reader, read = reader, write = reader, company = reader, staff = reader } = {},
  { outsider = 404 as Outcome, typist = 403 as Outcome } = {},
): Record<RoleName, Outcome> => ({
  owner: staff,
  full,
  read,
  write,
  none: outsider,
  invited: outsider,
  otherCompany: outsider,
  companyOwner: company,
  typist,
  proofreader: typist,
  admin: staff,
  superAdmin: staff,
});

const routes: RouteCase[] = [
  {
    route: 'GET /v1/project (is the project listed)',
    request: ({ project: p }) => ({ url: `/v1/project?short_id=${p.shortId}` }),
    listed: true,
    expected: table('listed', {}, { outsider: 'hidden' }),
  },
  {
    route: 'GET /v1/project?live=true (is the live project listed)',
    request: async ({ project: p, ordered }) => {
      await makeLive(t.db, ordered.id);
      return { url: `/v1/project?live=true&short_id=${p.shortId}` };
    },
    listed: true,
    expected: table('listed', {}, { outsider: 'hidden' }),
  },
  {
    route: 'GET /v1/project/{id}',
    request: ({ project: p }) => ({ url: `/v1/project/${p.id}` }),
    expected: table(200),
  },
  {
    route: 'GET /v1/project/media/{id}',
    request: ({ project: p }) => ({ url: `/v1/project/media/${p.id}` }),
    expected: table(200),
  },
  {
    route: 'POST /v1/project/create',
    request: ({ caller }) => ({
      method: 'POST',
      url: '/v1/project/create',
      payload: { title: 'New', ...(isStaff(caller) ? { user_id: people.owner.id } : {}) },
    }),
    expected: table(200, {}, { outsider: 200 }),
  },
  {
    route: 'PUT /v1/project/{id}',
    request: ({ project: p }) => ({
      method: 'PUT',
      url: `/v1/project/${p.id}`,
      payload: { title: 'Renamed' },
    }),
    expected: table(403, { full: 200, staff: 200 }),
  },
  {
    route: 'POST /v1/project/copy/{id}',
    request: ({ project: p }) => ({
      method: 'POST',
      url: `/v1/project/copy/${p.id}`,
      payload: { title: 'Copy' },
    }),
    expected: table(403, { staff: 200 }),
  },
  {
    route: 'PUT /v1/project/assign/{id}',
    request: async (w) => ({
      method: 'PUT',
      url: `/v1/project/assign/${w.project.id}`,
      payload: { media_list: [(await uploadFor(w)).id] },
    }),
    expected: table(403, { full: 200, write: 200, staff: 200 }),
  },
  {
    route: 'DELETE /v1/project/{id}',
    request: ({ project: p }) => ({ method: 'DELETE', url: `/v1/project/${p.id}` }),
    expected: table(403, { staff: 204 }),
  },
  {
    route: 'GET /v1/media/{id} (an ordered media of the project)',
    request: ({ ordered }) => ({ url: `/v1/media/${ordered.id}` }),
    expected: table(200, {}, { typist: 404 }),
  },
  {
    route: 'DELETE /v1/media/{id} (an ordered media of the project)',
    request: ({ ordered }) => ({ method: 'DELETE', url: `/v1/media/${ordered.id}` }),
    // Deleting is a grid action typists and proofreaders never have, whichever the media.
    expected: table(403, { full: 200, staff: 200 }),
  },
  {
    route: 'DELETE /v1/media/remove-sensitive/{id}',
    request: ({ ordered }) => ({
      method: 'DELETE',
      url: `/v1/media/remove-sensitive/${ordered.id}`,
    }),
    expected: table(403, { staff: 204 }),
  },
  {
    route: 'POST /v1/media into the project',
    request: ({ project: p }) => ({
      method: 'POST',
      url: '/v1/media',
      payload: { title: 'Call', extension: 'mp3', size: 1000, currency: 'GBP', project_id: p.id },
    }),
    expected: table(403, { full: 200, write: 200, staff: 200 }, { typist: 404 }),
  },
  {
    route: "PUT /v1/media/{id} into the project (the caller's own upload)",
    request: async (w) => ({
      method: 'PUT',
      url: `/v1/media/${(await mediaOf(t.db, w.caller.id, { status: 'uploaded' })).id}`,
      payload: { project_id: w.project.id },
    }),
    expected: table(403, { full: 200, write: 200, staff: 200 }, { typist: 404 }),
  },
];

async function outcome(route: RouteCase, name: RoleName): Promise<Outcome> {
  const caller = people[name];
  const options = await route.request(await world(caller));
  const response = await t.app.inject({
    ...options,
    headers: { ...options.headers, ...caller.headers },
  });
  if (!route.listed || response.statusCode !== 200) return response.statusCode;
  return response.json<Page<ProjectView>>().total > 0 ? 'listed' : 'hidden';
}

test.each(routes)('$route', async (route) => {
  const actual: Partial<Record<RoleName, Outcome>> = {};
  for (const name of roles) actual[name] = await outcome(route, name);
  expect(actual).toEqual(route.expected);
});

test("another client's project answers exactly as one that does not exist", async () => {
  const { project: theirs, ordered } = await world(people.none);
  const missing = 2_000_000_000;
  for (const [seen, unseen] of [
    [`/v1/project/${theirs.id}`, `/v1/project/${missing}`],
    [`/v1/project/media/${theirs.id}`, `/v1/project/media/${missing}`],
    [`/v1/media/${ordered.id}`, `/v1/media/${missing}`],
  ] as const) {
    const a = await t.app.inject({ url: seen, headers: people.none.headers });
    const b = await t.app.inject({ url: unseen, headers: people.none.headers });
    expect([a.statusCode, a.json()]).toEqual([b.statusCode, b.json()]);
    expect(a.statusCode).toBe(404);
  }
});
