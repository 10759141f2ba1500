import { Role } from '@portal/contracts/policy/roles';
import { jobs, projectPermissions } from './db/schema.ts';
import { company, mediaOf, person, project, share } from './modules/project/test-fixtures.ts';
import { signContracts } from './modules/job/test-fixtures.ts';
import { setupTestApp } from './test/helper.ts';

const t = setupTestApp();

type Kind = 'user' | 'project' | 'media' | 'company' | 'access' | 'mfa';
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

// Bodies that pass validation, so that each route reaches its check of the caller's rights.
const routes: [Method, Kind, (id: number) => string, Record<string, unknown>?][] = [
  ['PUT', 'user', (id) => `/v1/user/${id}`, { firstname: 'X' }],
  ['GET', 'project', (id) => `/v1/project/${id}`],
  ['GET', 'project', (id) => `/v1/project/media/${id}`],
  ['PUT', 'project', (id) => `/v1/project/${id}`, { title: 'X' }],
  ['POST', 'project', (id) => `/v1/project/copy/${id}`, { title: 'X' }],
  ['PUT', 'project', (id) => `/v1/project/assign/${id}`, { media_list: [1] }],
  ['DELETE', 'project', (id) => `/v1/project/${id}`],
  ['POST', 'project', (id) => `/v1/project/transfer-ownership/${id}`, { email: 'x@y.test' }],
  ['GET', 'project', (id) => `/v1/project/download-product/${id}?documentType=PDF`],
  ['GET', 'project', (id) => `/v1/project-permission?project_id=${id}`],
  ['POST', 'project', () => '/v1/project-permission', { email: 'x@y.test', permission: 'read' }],
  ['PUT', 'access', (id) => `/v1/project-permission/${id}`, { permission: 'read' }],
  ['DELETE', 'access', (id) => `/v1/project-permission/${id}`],
  ['GET', 'access', (id) => `/v1/activator/project-permission/${id}`],
  ['DELETE', 'access', (id) => `/v1/activator/project-permission/${id}`],
  ['GET', 'media', (id) => `/v1/media/${id}`],
  ['PUT', 'media', (id) => `/v1/media/${id}`, { title: 'X' }],
  ['DELETE', 'media', (id) => `/v1/media/${id}`],
  ['GET', 'media', (id) => `/v1/media/download/${id}`],
  ['GET', 'media', (id) => `/v1/media/download-product/${id}?documentType=PDF`],
  ['GET', 'media', (id) => `/v1/transcript/${id}`],
  ['GET', 'media', (id) => `/v1/live-booking/${id}`],
  ['PUT', 'media', (id) => `/v1/live-booking/${id}`, { meeting_title: 'X' }],
  ['GET', 'company', (id) => `/v1/company/${id}`],
  ['PUT', 'company', (id) => `/v1/company/${id}`, { name: 'X' }],
  ['GET', 'company', (id) => `/v1/company/members/${id}`],
  ['POST', 'company', (id) => `/v1/company/invite/${id}`, { email: 'x@y.test' }],
  ['PUT', 'company', (id) => `/v1/company/revoke-membership/${id}`, { user_id: 1 }],
  ['GET', 'user', (id) => `/v1/company/member-projects/${id}`],
  ['GET', 'mfa', (id) => `/v1/multi-factor-auth/${id}`],
];

test("a client gets the same answer for someone else's resource as for an id nobody has", async () => {
  const owner = await person(t, 'Owner');
  const stranger = await person(t, 'Stranger');
  const owned = await project(t.db, owner.id);
  await share(t.db, owned.id, { id: owner.id, email: 'invited@y.test' }, 'read', 'pending');
  const [access] = await t.db.select().from(projectPermissions);
  const settings = await t.app.inject({
    method: 'POST',
    url: '/v1/multi-factor-auth',
    headers: owner.headers,
  });
  const ids: Record<Kind, number> = {
    user: owner.id,
    project: owned.id,
    media: (await mediaOf(t.db, owner.id, { projectId: owned.id })).id,
    company: (await company(t.db, 'Acme', owner.id)).id,
    access: access?.id ?? 0,
    mfa: settings.json<{ id: number }>().id,
  };
  const answers = [];
  for (const [method, kind, url, body] of routes) {
    const call = (id: number) =>
      t.app.inject({
        method,
        url: url(id),
        headers: stranger.headers,
        ...(body && { payload: { ...body, project_id: id } }),
      });
    const [someone, nobody] = [await call(ids[kind]), await call(999_999)];
    answers.push({
      route: `${method} ${url(0)}`,
      someone: `${someone.statusCode} ${someone.body}`,
      nobody: `${nobody.statusCode} ${nobody.body}`,
      status: someone.statusCode,
    });
  }
  for (const answer of answers) {
    expect(answer).toEqual({ ...answer, someone: answer.nobody });
    expect(answer).toEqual({ ...answer, status: 404 });
  }
});

// Every job route naming a job, with a body that passes validation.
const jobRoutes: [Method, (id: number) => string, Record<string, unknown>?][] = [
  ['GET', (id) => `/v1/job/${id}`],
  ['GET', (id) => `/v1/job/max-typist-deadline/${id}`],
  ['GET', (id) => `/v1/job/approve-issue/${id}`],
  ['PUT', (id) => `/v1/job/assign/${id}`],
  ['PUT', (id) => `/v1/job/drop/${id}`],
  ['PUT', (id) => `/v1/job/finish/${id}`],
  ['PUT', (id) => `/v1/job/finish-as-typist/${id}`],
  ['PUT', (id) => `/v1/job/approve/${id}`, { rate_percent: 100 }],
  ['PUT', (id) => `/v1/job/comment/${id}`, { comment: 'X' }],
  ['PUT', (id) => `/v1/job/proofreader-comment/${id}`, { proofreader_comment: 'X' }],
  ['PUT', (id) => `/v1/job/issue/${id}`, { issue_report: 'X' }],
  ['PUT', (id) => `/v1/job/remove-typist/${id}`],
  ['PUT', (id) => `/v1/job/extra-fields/${id}`, { extra_fields: { a: 'b' } }],
  ['PUT', (id) => `/v1/job/${id}`, { report: 'X' }],
  ['DELETE', (id) => `/v1/job/${id}`],
];

test("a typist gets the same answer for another typist's job as for an id nobody has", async () => {
  const owner = await person(t, 'Owner');
  const typist = await person(t, 'Typist', Role.TYPIST);
  const stranger = await person(t, 'Stranger', Role.TYPIST);
  await signContracts(t, stranger);
  const item = await mediaOf(t.db, owner.id);
  const at = new Date();
  const [job] = await t.db
    .insert(jobs)
    .values({
      mediaId: item.id,
      start: 0,
      end: 60,
      status: 'in-progress',
      typistId: typist.id,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  for (const [method, url, body] of jobRoutes) {
    const call = (id: number) =>
      t.app.inject({ method, url: url(id), headers: stranger.headers, payload: body ?? {} });
    const [someone, nobody] = [await call(job?.id ?? 0), await call(999_999)];
    expect({
      route: `${method} ${url(0)}`,
      status: someone.statusCode,
      body: someone.body,
    }).toEqual({ route: `${method} ${url(0)}`, status: nobody.statusCode, body: nobody.body });
    expect([403, 404]).toContain(nobody.statusCode);
  }
});
