import { z } from 'zod';
import { errorResponses } from '../common/errors-schema.ts';
import {
  approveJobSchema,
  assignJobSchema,
  jobCommentSchema,
  jobExtraFieldsSchema,
  jobIssueSchema,
  jobListQuerySchema,
  jobPageSchema,
  jobQuerySchema,
  jobSchema,
  liveRangesQuerySchema,
  liveRangesSchema,
  maxTypistDeadlineSchema,
  proofreaderCommentSchema,
  updateJobSchema,
} from './schema.ts';
import { finishJobSchema } from './finish-schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { successSchema } from '../user/account-schema.ts';
import { defineRoutes } from '../routes/contract.ts';

const change = <Body extends z.ZodType>(body: Body) => ({
  params: idParamsSchema,
  body,
  response: { 200: jobSchema, ...errorResponses(401, 403, 404, 409, 422) },
});
const empty = z.object({});

/**
 * Jobs (staff spec section 7 "Jobs"): the typist's and proofreader's work on a media, moved
 * through the job rules of the contracts (`jobRules`); a refused move is a 409.
 */
export const jobRoutes = defineRoutes({
  'GET /v1/job': {
    querystring: jobListQuerySchema,
    response: { 200: jobPageSchema, ...errorResponses(401, 403, 422) },
  },
  'GET /v1/job/:id(^\\d+$)': {
    params: idParamsSchema,
    querystring: jobQuerySchema,
    response: { 200: jobSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'GET /v1/job/demo/:id': {
    params: idParamsSchema,
    response: { 200: jobSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'PUT /v1/job/assign/:id': change(assignJobSchema),
  'PUT /v1/job/drop/:id': change(empty),
  'PUT /v1/job/finish/:id': change(finishJobSchema),
  'PUT /v1/job/finish-as-typist/:id': change(empty),
  'PUT /v1/job/approve/:id': change(approveJobSchema),
  'PUT /v1/job/comment/:id': change(jobCommentSchema),
  'PUT /v1/job/proofreader-comment/:id': change(proofreaderCommentSchema),
  'PUT /v1/job/issue/:id': change(jobIssueSchema),
  'PUT /v1/job/remove-typist/:id': change(empty),
  'PUT /v1/job/extra-fields/:id': change(jobExtraFieldsSchema),
  'PUT /v1/job/:id(^\\d+$)': change(updateJobSchema),
  'GET /v1/job/approve-issue/:id': {
    params: idParamsSchema,
    response: { 200: jobSchema, ...errorResponses(401, 403, 404, 409, 422) },
  },
  'DELETE /v1/job/:id(^\\d+$)': {
    params: idParamsSchema,
    response: { 200: successSchema, ...errorResponses(401, 403, 404, 409, 422) },
  },
  'GET /v1/job/live-ranges-per-typist': {
    querystring: liveRangesQuerySchema,
    response: { 200: liveRangesSchema, ...errorResponses(401, 403, 422) },
  },
  'GET /v1/job/max-typist-deadline/:id': {
    params: idParamsSchema,
    response: { 200: maxTypistDeadlineSchema, ...errorResponses(401, 403, 404, 422) },
  },
});
