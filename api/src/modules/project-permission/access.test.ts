import { Role } from '@portal/contracts/policy/roles';
import { setupTestApp } from '../../test/helper.ts';
import { projectCan, type ProjectAccess } from '@portal/contracts/project/access';
import { projectAccess } from './access.ts';
import { company, person, project, share, type Person } from '../project/test-fixtures.ts';
import { projectListQuerySchema } from '@portal/contracts/project/schema';
import { listProjects } from '../project/views.ts';
import { domainInput } from '../../lib/domain-input.ts';

const t = setupTestApp();

test('what each way of reaching a project allows', () => {
  const ways: (ProjectAccess | null)[] = [
    'staff',
    'owner',
    'full',
    'read',
    'write',
    'company',
    null,
  ];
  const table = Object.fromEntries(
    ways.map((way) => [
      String(way),
      Object.entries(projectCan)
        .filter(([, can]) => can(way))
        .map(([name]) => name),
    ]),
  );
  expect(table).toEqual({
    staff: ['read', 'see', 'upload', 'manage', 'own'],
    owner: ['read', 'see', 'upload', 'manage', 'own'],
    full: ['read', 'see', 'upload', 'manage'],
    read: ['read', 'see'],
    write: ['see', 'upload'],
    company: ['read', 'see'],
    null: [],
  });
});

describe('projectAccess', () => {
  let people: Record<string, Person>;
  let projectId: number;

  beforeAll(async () => {
    const names = ['owner', 'full', 'read', 'write', 'invited', 'boss', 'stranger'];
    people = Object.fromEntries(
      await Promise.all(names.map(async (name) => [name, await person(t, name)] as const)),
    );
    people.admin = await person(t, 'admin', Role.ADMIN);
    people.typist = await person(t, 'typist', Role.TYPIST);
    // The owner works in boss's company: boss reaches the project through it.
    await company(t.db, 'Initech', people.boss?.id ?? 0, [people.owner?.id ?? 0]);
    projectId = (await project(t.db, people.owner?.id ?? 0)).id;
    for (const level of ['full', 'read', 'write'] as const)
      await share(t.db, projectId, people[level] as Person, level);
    await share(t.db, projectId, people.invited as Person, 'full', 'pending');
  });

  const accessOf = (name: string) => {
    const who = people[name] as Person;
    return projectAccess(t.db, { userId: who.id, role: who.role }, projectId);
  };

  test('answers how each user reaches the project, null for no way at all', async () => {
    const answers = Object.fromEntries(
      await Promise.all(Object.keys(people).map(async (name) => [name, await accessOf(name)])),
    );
    expect(answers).toEqual({
      owner: 'owner',
      full: 'full',
      read: 'read',
      write: 'write',
      invited: null,
      boss: 'company',
      stranger: null,
      admin: 'staff',
      typist: null,
    });
  });

  test('a project that does not exist is null even for staff', async () => {
    const admin = people.admin as Person;
    expect(await projectAccess(t.db, { userId: admin.id, role: admin.role }, 2e9)).toBeNull();
  });

  test("the list's access column agrees with projectAccess for every caller", async () => {
    const query = domainInput(projectListQuerySchema, projectListQuerySchema.parse({}));
    for (const who of Object.values(people)) {
      const actor = { userId: who.id, role: who.role };
      if (who.role === Role.TYPIST) continue; // the routes refuse typists before any lookup
      const page = await listProjects(t.db, actor, query);
      const listed = page.result.find((row) => row.id === projectId);
      expect([who.email, listed?.access ?? null]).toEqual([
        who.email,
        await projectAccess(t.db, actor, projectId),
      ]);
    }
  });
});
