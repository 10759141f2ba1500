import { z } from 'zod';
import {
  bulkDownloadSchema,
  fileBytesSchema,
  projectProductQuerySchema,
} from '../documents/schema.ts';
import { errorResponses } from '../common/errors-schema.ts';
import { hashParamsSchema, idParamsSchema } from '../common/params-schema.ts';
import {
  invitationOutcomeSchema,
  invitationReviewSchema,
  invitationViewSchema,
  transferOwnershipSchema,
} from '../project-permission/schema.ts';
import {
  assignMediaSchema,
  copyProjectSchema,
  createProjectSchema,
  projectListQuerySchema,
  projectMediaPageSchema,
  projectMediaQuerySchema,
  projectPageSchema,
  projectViewSchema,
  updateProjectSchema,
} from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/** The projects of the client library, and the links of the invitations to one (client spec 4, 6, 7). */
export const projectRoutes = defineRoutes({
  'GET /v1/project': {
    querystring: projectListQuerySchema,
    // 404: the live filter while live note-taking is off.
    response: { 200: projectPageSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'GET /v1/project/:id(^\\d+$)': {
    params: idParamsSchema,
    response: { 200: projectViewSchema, ...errorResponses(401, 403, 404) },
  },
  'GET /v1/project/media/:id(^\\d+$)': {
    params: idParamsSchema,
    querystring: projectMediaQuerySchema,
    response: { 200: projectMediaPageSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'POST /v1/project/create': {
    body: createProjectSchema,
    response: { 200: projectViewSchema, ...errorResponses(401, 403, 422) },
  },
  'PUT /v1/project/:id(^\\d+$)': {
    params: idParamsSchema,
    body: updateProjectSchema,
    response: { 200: projectViewSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'POST /v1/project/copy/:id(^\\d+$)': {
    params: idParamsSchema,
    body: copyProjectSchema,
    response: { 200: projectViewSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'PUT /v1/project/assign/:id(^\\d+$)': {
    params: idParamsSchema,
    body: assignMediaSchema,
    response: { 200: projectViewSchema, ...errorResponses(401, 403, 404, 422) },
  },
  /** 409 for a client while any of its media is worked on (`clientMayRemoveMedia`). */
  'DELETE /v1/project/:id(^\\d+$)': {
    params: idParamsSchema,
    response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
  },
  /**
   * Served by the documents module, which makes the zip: at once (200), or, when too large for
   * one request, in the background (202: GET /v1/bulk-download/{id} follows it).
   */
  'GET /v1/project/download-product/:id': {
    params: idParamsSchema,
    querystring: projectProductQuerySchema,
    response: {
      200: fileBytesSchema,
      202: bulkDownloadSchema,
      ...errorResponses(401, 403, 404, 422),
    },
  },
  'POST /v1/project/transfer-ownership/:id': {
    params: idParamsSchema,
    body: transferOwnershipSchema,
    response: { 200: invitationViewSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'GET /v1/project/review-ownership/:hash': {
    params: hashParamsSchema,
    response: { 200: invitationReviewSchema, ...errorResponses(401, 404, 422, 429) },
  },
  'GET /v1/project/accept-ownership/:hash': {
    params: hashParamsSchema,
    response: { 200: invitationOutcomeSchema, ...errorResponses(401, 404, 422, 429) },
  },
  'GET /v1/project/decline-ownership/:hash': {
    params: hashParamsSchema,
    response: { 200: invitationOutcomeSchema, ...errorResponses(401, 404, 422, 429) },
  },
  /**
   * Served by the ad-hoc-charge module: removes the client's charge of this id from its
   * project's cost breakdown (a typist's charge is not found here).
   */
  'POST /v1/project/remove-adhoc/:id': {
    params: idParamsSchema,
    response: { 204: z.null(), ...errorResponses(401, 403, 404) },
  },
  'GET /v1/project/review-permission/:hash': {
    params: hashParamsSchema,
    response: { 200: invitationReviewSchema, ...errorResponses(401, 404, 422, 429) },
  },
});
