import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { assignJob } from './assignment.ts';
import {
  commentJob,
  commentToProofreader,
  reportIssue,
  resolveIssue,
  setExtraFields,
} from './comments.ts';
import { maxDeadlineOf } from './deadlines.ts';
import { listJobs } from './list.ts';
import { demoJob, getJob, liveRanges } from './read.ts';
import {
  approveJob,
  deleteJob,
  dropJob,
  finishAsTypist,
  finishJob,
  removeTypist,
} from './transitions.ts';
import { jobWork } from './staff.ts';
import { updateJob } from './update.ts';

const tags = ['job'];

/**
 * Jobs (staff spec section 7 "Jobs"): the typists' and proofreaders' work on a media, moved by
 * the job rules of the contracts. Staff only, typists and proofreaders once their contracts are
 * signed; a job the caller has no part in answers 404 as if
 * it did not exist, and a move the rules refuse 409, nothing changed.
 */
export default async function jobRouteModule(app: FastifyInstance) {
  const deps = app.deps;
  const onRequest = jobWork(app);

  route(app, 'GET /v1/job', {
    tags,
    summary:
      "A page of jobs: a typist's own (scope mine) or the offers open to them (offered, self-assign offers flag); a proofreader's queue (proofreading); admins: all, filtered",
    onRequest,
    handler: async ({ query }, request) => listJobs(deps, actorOf(request), query),
  });

  route(app, 'GET /v1/job/:id(^\\d+$)', {
    tags,
    summary:
      'A job the caller has a part in; expand=childrenJobs and typistTranscript (the sections of its range)',
    onRequest,
    handler: async ({ params, query }, request) =>
      getJob(deps, actorOf(request), params.id, query.expand),
  });

  route(app, 'GET /v1/job/demo/:id', {
    tags,
    summary: 'A job of a demo recording with its transcript, read-only, for the typist demo',
    onRequest,
    handler: async ({ params }) => demoJob(app.db, params.id),
  });

  route(app, 'PUT /v1/job/assign/:id', {
    tags,
    summary:
      'Admins: assign a typist (typist_id), offer the job (self_assign) or name its proofreader. A typist, with no body: take an offered job',
    onRequest,
    handler: async ({ params, body }, request) =>
      assignJob(deps, actorOf(request), params.id, body ?? {}),
  });

  route(app, 'PUT /v1/job/drop/:id', {
    tags,
    summary: 'The typist gives the job back',
    onRequest,
    handler: async ({ params }, request) => dropJob(deps, actorOf(request), params.id),
  });

  route(app, 'PUT /v1/job/finish/:id', {
    tags,
    summary:
      'The typist finishes typing (audio quality found from the transcript; poor audio asks for poor_audio_reason), or the proofreader finishes the typed job',
    onRequest,
    handler: async ({ params, body }, request) =>
      finishJob(deps, actorOf(request), params.id, body ?? {}),
  });

  // Routes that serve one grid action answer 403 to the roles the grid does not offer it to.
  route(app, 'PUT /v1/job/finish-as-typist/:id', {
    tags,
    summary: 'Admins: submit the job for its typist',
    onRequest: jobWork(app),
    handler: async ({ params }, request) => finishAsTypist(deps, actorOf(request), params.id),
  });

  route(app, 'PUT /v1/job/approve/:id', {
    tags,
    summary: 'Admins: approve the rate percentage of a finished job (below 100: substandard)',
    onRequest: jobWork(app),
    handler: async ({ params, body }, request) =>
      approveJob(deps, actorOf(request), params.id, body.ratePercent),
  });

  route(app, 'PUT /v1/job/comment/:id', {
    tags,
    summary:
      "The comment to the typist: an admin's, or the proofreader's as they send the job back",
    onRequest,
    handler: async ({ params, body }, request) =>
      commentJob(deps, actorOf(request), params.id, body.comment),
  });

  route(app, 'PUT /v1/job/proofreader-comment/:id', {
    tags,
    summary:
      "Admins: the comment to the job's proofreader (proofreaderComment), while it is to be proofread",
    onRequest,
    handler: async ({ params, body }, request) =>
      commentToProofreader(deps, actorOf(request), params.id, body.proofreaderComment),
  });

  route(app, 'PUT /v1/job/issue/:id', {
    tags,
    summary: 'The typist or proofreader reports an issue with the job',
    onRequest,
    handler: async ({ params, body }, request) =>
      reportIssue(deps, actorOf(request), params.id, body.issueReport),
  });

  route(app, 'PUT /v1/job/remove-typist/:id', {
    tags,
    summary: 'Admins: take the job from its typist, back to the pool',
    onRequest,
    handler: async ({ params }, request) => removeTypist(deps, actorOf(request), params.id),
  });

  route(app, 'PUT /v1/job/extra-fields/:id', {
    tags,
    summary: "Admins: replace the job's extra fields",
    onRequest,
    handler: async ({ params, body }, request) =>
      setExtraFields(deps, actorOf(request), params.id, body.extraFields),
  });

  route(app, 'PUT /v1/job/:id(^\\d+$)', {
    tags,
    summary:
      'Send a typed job back (send_back), a new deadline (the typist up to the maximum, under its flag; admins), custom duration and inaudibles (admins), the report (its proofreader or admins, under the proofreader reports flag)',
    onRequest,
    handler: async ({ params, body }, request) =>
      updateJob(deps, actorOf(request), params.id, body),
  });

  route(app, 'GET /v1/job/approve-issue/:id', {
    tags,
    summary: "An admin or the typist resolves the job's issue",
    onRequest,
    handler: async ({ params }, request) => resolveIssue(deps, actorOf(request), params.id),
  });

  route(app, 'DELETE /v1/job/:id(^\\d+$)', {
    tags,
    summary: 'Admins: delete a job nobody has taken',
    onRequest,
    handler: async ({ params }, request) => {
      await deleteJob(deps, actorOf(request), params.id);
      return { isSuccess: true as const };
    },
  });

  route(app, 'GET /v1/job/live-ranges-per-typist', {
    tags,
    summary:
      'Who types which ranges of a media now, for staff who may see its jobs; an empty list when anything is amiss',
    onRequest,
    handler: async ({ query }, request) => liveRanges(app.db, actorOf(request), query.mediaId),
  });

  route(app, 'GET /v1/job/max-typist-deadline/:id', {
    tags,
    summary: "The latest deadline the job's typist may extend it to",
    onRequest,
    handler: async ({ params }, request) => maxDeadlineOf(deps, actorOf(request), params.id),
  });
}
