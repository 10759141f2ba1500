import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobRoutes as contracts } from '@portal/contracts/job/routes';
import { actorOf } from '../../lib/caller.ts';
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
const security = [{ bearer: [] }];

/**
 * Jobs (staff spec section 7 "Jobs"): the typists' and proofreaders' work on a media, moved by
 * the job rules of the contracts. Staff only, typists and proofreaders once their contracts are
 * signed; a job the caller has no part in answers 404 as if
 * it did not exist, and a move the rules refuse 409, nothing changed.
 */
export default async function jobRouteModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const onRequest = jobWork(app);
  const schema = (summary: string) => ({ tags, summary, security });

  app.get('/v1/job', {
    onRequest,
    schema: {
      ...schema(
        "A page of jobs: a typist's own (scope mine) or the offers open to them (offered, self-assign offers flag); a proofreader's queue (proofreading); admins: all, filtered",
      ),
      ...contracts['GET /v1/job'],
    },
    handler: async (request) => listJobs(deps, actorOf(request), request.query),
  });

  app.get('/v1/job/:id(^\\d+$)', {
    onRequest,
    schema: {
      ...schema(
        'A job the caller has a part in; expand=childrenJobs and typistTranscript (the sections of its range)',
      ),
      ...contracts['GET /v1/job/:id(^\\d+$)'],
    },
    handler: async (request) =>
      getJob(deps, actorOf(request), request.params.id, request.query.expand),
  });

  app.get('/v1/job/demo/:id', {
    onRequest,
    schema: {
      ...schema('A job of a demo recording with its transcript, read-only, for the typist demo'),
      ...contracts['GET /v1/job/demo/:id'],
    },
    handler: async (request) => demoJob(app.db, request.params.id),
  });

  app.put('/v1/job/assign/:id', {
    onRequest,
    schema: {
      ...schema(
        'Admins: assign a typist (typist_id), offer the job (self_assign) or name its proofreader. A typist, with no body: take an offered job',
      ),
      ...contracts['PUT /v1/job/assign/:id'],
    },
    handler: async (request) =>
      assignJob(deps, actorOf(request), request.params.id, request.body ?? {}),
  });

  app.put('/v1/job/drop/:id', {
    onRequest,
    schema: { ...schema('The typist gives the job back'), ...contracts['PUT /v1/job/drop/:id'] },
    handler: async (request) => dropJob(deps, actorOf(request), request.params.id),
  });

  app.put('/v1/job/finish/:id', {
    onRequest,
    schema: {
      ...schema(
        'The typist finishes typing (audio quality found from the transcript; poor audio asks for poor_audio_reason), or the proofreader finishes the typed job',
      ),
      ...contracts['PUT /v1/job/finish/:id'],
    },
    handler: async (request) =>
      finishJob(deps, actorOf(request), request.params.id, request.body ?? {}),
  });

  // Routes that serve one grid action answer 403 to the roles the grid does not offer it to.
  app.put('/v1/job/finish-as-typist/:id', {
    onRequest: jobWork(app),
    schema: {
      ...schema('Admins: submit the job for its typist'),
      ...contracts['PUT /v1/job/finish-as-typist/:id'],
    },
    handler: async (request) => finishAsTypist(deps, actorOf(request), request.params.id),
  });

  app.put('/v1/job/approve/:id', {
    onRequest: jobWork(app),
    schema: {
      ...schema('Admins: approve the rate percentage of a finished job (below 100: substandard)'),
      ...contracts['PUT /v1/job/approve/:id'],
    },
    handler: async (request) =>
      approveJob(deps, actorOf(request), request.params.id, request.body.rate_percent),
  });

  app.put('/v1/job/comment/:id', {
    onRequest,
    schema: {
      ...schema(
        "The comment to the typist: an admin's, or the proofreader's as they send the job back",
      ),
      ...contracts['PUT /v1/job/comment/:id'],
    },
    handler: async (request) =>
      commentJob(deps, actorOf(request), request.params.id, request.body.comment),
  });

  app.put('/v1/job/proofreader-comment/:id', {
    onRequest,
    schema: {
      ...schema(
        "Admins: the comment to the job's proofreader (proofreaderComment), while it is to be proofread",
      ),
      ...contracts['PUT /v1/job/proofreader-comment/:id'],
    },
    handler: async (request) =>
      commentToProofreader(
        deps,
        actorOf(request),
        request.params.id,
        request.body.proofreader_comment,
      ),
  });

  app.put('/v1/job/issue/:id', {
    onRequest,
    schema: {
      ...schema('The typist or proofreader reports an issue with the job'),
      ...contracts['PUT /v1/job/issue/:id'],
    },
    handler: async (request) =>
      reportIssue(deps, actorOf(request), request.params.id, request.body.issue_report),
  });

  app.put('/v1/job/remove-typist/:id', {
    onRequest,
    schema: {
      ...schema('Admins: take the job from its typist, back to the pool'),
      ...contracts['PUT /v1/job/remove-typist/:id'],
    },
    handler: async (request) => removeTypist(deps, actorOf(request), request.params.id),
  });

  app.put('/v1/job/extra-fields/:id', {
    onRequest,
    schema: {
      ...schema("Admins: replace the job's extra fields"),
      ...contracts['PUT /v1/job/extra-fields/:id'],
    },
    handler: async (request) =>
      setExtraFields(deps, actorOf(request), request.params.id, request.body.extra_fields),
  });

  app.put('/v1/job/:id(^\\d+$)', {
    onRequest,
    schema: {
      ...schema(
        'Send a typed job back (send_back), a new deadline (the typist up to the maximum, under its flag; admins), custom duration and inaudibles (admins), the report (its proofreader or admins, under the proofreader reports flag)',
      ),
      ...contracts['PUT /v1/job/:id(^\\d+$)'],
    },
    handler: async (request) => updateJob(deps, actorOf(request), request.params.id, request.body),
  });

  app.get('/v1/job/approve-issue/:id', {
    onRequest,
    schema: {
      ...schema("An admin or the typist resolves the job's issue"),
      ...contracts['GET /v1/job/approve-issue/:id'],
    },
    handler: async (request) => resolveIssue(deps, actorOf(request), request.params.id),
  });

  app.delete('/v1/job/:id(^\\d+$)', {
    onRequest,
    schema: {
      ...schema('Admins: delete a job nobody has taken'),
      ...contracts['DELETE /v1/job/:id(^\\d+$)'],
    },
    handler: async (request) => {
      await deleteJob(deps, actorOf(request), request.params.id);
      return { isSuccess: true as const };
    },
  });

  app.get('/v1/job/live-ranges-per-typist', {
    onRequest,
    schema: {
      ...schema(
        'Who types which ranges of a media now, for staff who may see its jobs; an empty list when anything is amiss',
      ),
      ...contracts['GET /v1/job/live-ranges-per-typist'],
    },
    handler: async (request) => liveRanges(app.db, actorOf(request), request.query.media_id),
  });

  app.get('/v1/job/max-typist-deadline/:id', {
    onRequest,
    schema: {
      ...schema("The latest deadline the job's typist may extend it to"),
      ...contracts['GET /v1/job/max-typist-deadline/:id'],
    },
    handler: async (request) => maxDeadlineOf(deps, actorOf(request), request.params.id),
  });
}
