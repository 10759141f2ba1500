import { z } from 'zod';
import { errorResponses } from '../common/errors-schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import {
  invitationListQuerySchema,
  invitationOutcomeSchema,
  invitationPageSchema,
  invitationReviewSchema,
  listedInvitationQuerySchema,
} from '../project-permission/schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/** The pending invitations page (client spec sections 2, 4, 7 and 9): every kind, by id. */
export const activatorRoutes = defineRoutes({
  'GET /v1/activator': {
    querystring: invitationListQuerySchema,
    response: { 200: invitationPageSchema, ...errorResponses(401, 403, 422) },
  },
  'PUT /v1/activator/accept/:id': {
    params: idParamsSchema,
    querystring: listedInvitationQuerySchema,
    response: { 200: invitationOutcomeSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'PUT /v1/activator/decline/:id': {
    params: idParamsSchema,
    querystring: listedInvitationQuerySchema,
    response: { 200: invitationOutcomeSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'GET /v1/activator/project-permission/:id': {
    params: idParamsSchema,
    response: { 200: invitationReviewSchema, ...errorResponses(401, 404, 422) },
  },
  'DELETE /v1/activator/project-permission/:id': {
    params: idParamsSchema,
    response: { 204: z.null(), ...errorResponses(401, 404, 422) },
  },
});
