import {
  approvedStatus,
  jobActionRule,
  jobActions,
  jobPartyOf,
  partyMay,
  ruleFor,
  type JobAction,
} from '@portal/contracts/job/rules';
import { inAudience } from '@portal/contracts/policy/policy';
import { jobStatuses, type JobStatus } from '@portal/contracts/common/statuses';
import { mediaProgress } from '@portal/contracts/media/progress';
import { routeActions } from '@portal/contracts/routes/actions';
import type { ApiRouteKey } from '@portal/contracts/routes/all';
import type { InjectOptions } from 'fastify';
import { setupTestApp } from '../../test/helper.ts';
import { person } from '../project/test-fixtures.ts';
import {
  jobCast,
  jobOn,
  jobRow,
  mediaRow,
  orderedMedia,
  section,
  signContracts,
  storeTranscript,
  type JobCast,
} from './test-fixtures.ts';
import type { JobRow } from './views.ts';
import { Role } from '@portal/contracts/policy/roles';

/**
 * Every action of the job rules, from every status, by every party, as the table says: allowed,
 * it moves the job where the rule leads and the media with it; refused, 409 to a party of the
 * job and 404 to anyone else (403 to whom the policy refuses the route or the admin party's
 * action, see `expectedStatus`), with the job and its media unchanged. Read from `jobRules`: a change to the table changes
 * these expectations.
 */
const t = setupTestApp();
let cast: JobCast & { untrainedTypist: Awaited<ReturnType<typeof person>> };

beforeAll(async () => {
  const untrainedTypist = await person(t, 'Ursula', Role.TYPIST);
  await signContracts(t, untrainedTypist);
  cast = { ...(await jobCast(t)), untrainedTypist };
});

const callers = [
  'admin',
  'restrictedAdmin',
  'superAdmin',
  'typist',
  'otherTypist',
  'untrainedTypist',
  'proofreader',
  'otherProofreader',
  'client',
] as const;
type Caller = (typeof callers)[number];

const HOUR = 3600;
const unixNow = () => Math.floor(t.clock.now().getTime() / 1000);

/** The job a case starts from: typed by the typist unless available (then offered to typists). */
const stateFor = (status: JobStatus, action: JobAction) => ({
  status,
  typistId: status === 'available' ? null : cast.typist.id,
  selfAssign: status === 'available',
  proofreaderId: cast.proofreader.id,
  hasIssue: action === 'resolveIssue',
  deadline: status === 'available' ? null : new Date((unixNow() + HOUR) * 1000),
});

/** The request that asks for the action. */
function requestFor(action: JobAction, job: JobRow): InjectOptions {
  const put = (url: string, payload: Record<string, unknown> = {}): InjectOptions => ({
    method: 'PUT',
    url,
    payload,
  });
  const requests: Record<JobAction, () => InjectOptions> = {
    assign: () => put(`/v1/job/assign/${job.id}`, { typist_id: cast.otherTypist.id }),
    offer: () => put(`/v1/job/assign/${job.id}`, { self_assign: true }),
    assignSelf: () => put(`/v1/job/assign/${job.id}`),
    drop: () => put(`/v1/job/drop/${job.id}`),
    finish: () => put(`/v1/job/finish/${job.id}`),
    finishAsTypist: () => put(`/v1/job/finish-as-typist/${job.id}`),
    approveRate: () => put(`/v1/job/approve/${job.id}`, { rate_percent: 100 }),
    reportIssue: () => put(`/v1/job/issue/${job.id}`, { issue_report: 'The audio cuts out.' }),
    resolveIssue: () => ({ method: 'GET', url: `/v1/job/approve-issue/${job.id}` }),
    removeTypist: () => put(`/v1/job/remove-typist/${job.id}`),
    sendBackToTypist: () => put(`/v1/job/${job.id}`, { send_back: true }),
    assignProofreader: () =>
      put(`/v1/job/assign/${job.id}`, { proofreader_id: cast.otherProofreader.id }),
    removeProofreader: () => put(`/v1/media/remove-proofreader/${job.mediaId}`),
    delete: () => ({ method: 'DELETE', url: `/v1/job/${job.id}` }),
    comment: () => put(`/v1/job/comment/${job.id}`, { comment: 'Please check the names.' }),
    commentToProofreader: () =>
      put(`/v1/job/proofreader-comment/${job.id}`, { proofreader_comment: 'Check the names.' }),
    changeDeadline: () => put(`/v1/job/${job.id}`, { deadline: unixNow() + 2 * HOUR }),
    writeReport: () => put(`/v1/job/${job.id}`, { report: 'Well typed.' }),
    edit: () => put(`/v1/job/${job.id}`, { custom_duration: 90 }),
  };
  return requests[action]();
}

/** The route each action's request calls: its action in the policy is who may call it at all. */
const routeOf: Record<JobAction, ApiRouteKey> = {
  assign: 'PUT /v1/job/assign/:id',
  offer: 'PUT /v1/job/assign/:id',
  assignSelf: 'PUT /v1/job/assign/:id',
  drop: 'PUT /v1/job/drop/:id',
  finish: 'PUT /v1/job/finish/:id',
  finishAsTypist: 'PUT /v1/job/finish-as-typist/:id',
  approveRate: 'PUT /v1/job/approve/:id',
  reportIssue: 'PUT /v1/job/issue/:id',
  resolveIssue: 'GET /v1/job/approve-issue/:id',
  removeTypist: 'PUT /v1/job/remove-typist/:id',
  sendBackToTypist: 'PUT /v1/job/:id(^\\d+$)',
  assignProofreader: 'PUT /v1/job/assign/:id',
  removeProofreader: 'PUT /v1/media/remove-proofreader/:id',
  delete: 'DELETE /v1/job/:id(^\\d+$)',
  comment: 'PUT /v1/job/comment/:id',
  commentToProofreader: 'PUT /v1/job/proofreader-comment/:id',
  changeDeadline: 'PUT /v1/job/:id(^\\d+$)',
  writeReport: 'PUT /v1/job/:id(^\\d+$)',
  edit: 'PUT /v1/job/:id(^\\d+$)',
};

/**
 * What the table expects of the caller's action on the job: 200 when allowed, else the refusal:
 * 403 outside the route's audience (the policy's gate) or to an admin role the policy does not
 * give the admin party's action, 404 to who has no part in the job, 409 to a party the rules
 * refuse now.
 */
function expectedStatus(caller: Caller, action: JobAction, job: JobRow): number {
  const user = cast[caller];
  if (!inAudience(user, routeActions[routeOf[action]])) return 403;
  const party = jobPartyOf(user, job);
  const sees = party !== 'candidate' || caller !== 'untrainedTypist';
  if (!party || !sees) return 404;
  if (!partyMay(user, party, action)) return 403;
  return jobActionRule(user, job, action) ? 200 : 409;
}

/** A 409 tells what the client shows (`error`); the other refusals carry a message only. */
const refusalBody = (status: number) =>
  status === 409
    ? { error: expect.any(String), message: expect.any(String) }
    : { message: expect.any(String) };

async function fixture(status: JobStatus, action: JobAction) {
  const item = await orderedMedia(t, cast.client.id, 600);
  await storeTranscript(t, item.id, { sections: [section('s1', 10)], speakers: [] });
  return { item, job: await jobOn(t, item, stateFor(status, action)) };
}

const snapshot = async (job: JobRow) => ({
  job: await jobRow(t.db, job.id),
  media: await mediaRow(t.db, job.mediaId),
});

const cases = jobStatuses.flatMap((status) =>
  jobActions.flatMap((action) => callers.map((caller) => ({ status, action, caller }))),
);
// Refused calls change nothing, so they share one fixture per status and action.
const shared = new Map<string, Awaited<ReturnType<typeof fixture>>>();

describe.each(jobStatuses)('from %s', (status) => {
  test.each(cases.filter((c) => c.status === status))(
    '$action by $caller',
    async ({ action, caller }) => {
      const key = `${status} ${action}`;
      const probe = shared.get(key) ?? (await fixture(status, action));
      shared.set(key, probe);
      const expected = expectedStatus(caller, action, probe.job);
      const { job } = expected === 200 ? await fixture(status, action) : probe;
      const before = await snapshot(job);
      const response = await t.app.inject({
        ...requestFor(action, job),
        headers: cast[caller].headers,
      });
      expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
        status: expected,
        body: expected === 200 ? expect.anything() : refusalBody(expected),
      });
      const after = await snapshot(job);
      if (expected !== 200) {
        expect(after).toEqual(before);
        return;
      }
      const rule = ruleFor(action, jobPartyOf(cast[caller], job));
      const moved = action === 'approveRate' ? approvedStatus(100) : (rule.to ?? status);
      expect(after.job?.status).toBe(action === 'delete' ? undefined : moved);
      const jobs = after.job ? [after.job] : [];
      expect(after.media).toMatchObject(mediaProgress(before.media!, jobs));
    },
  );
});
