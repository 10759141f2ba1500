import { z } from 'zod';
import { errorResponses } from '../common/errors-schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import {
  changeShareSchema,
  invitationOutcomeSchema,
  projectShareSchema,
  projectSharesQuerySchema,
  shareProjectSchema,
} from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/** Sharing a project by email, and the invited user's answer (client spec sections 4, 6, 7). */
export const projectPermissionRoutes = defineRoutes({
  'GET /v1/project-permission': {
    querystring: projectSharesQuerySchema,
    response: { 200: z.array(projectShareSchema), ...errorResponses(401, 403, 404, 422) },
  },
  'POST /v1/project-permission': {
    body: shareProjectSchema,
    response: { 200: projectShareSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'PUT /v1/project-permission/:id': {
    params: idParamsSchema,
    body: changeShareSchema,
    response: { 200: projectShareSchema, ...errorResponses(401, 404, 422) },
  },
  'DELETE /v1/project-permission/:id': {
    params: idParamsSchema,
    response: { 204: z.null(), ...errorResponses(401, 404, 422) },
  },
  'PUT /v1/project-permission/accept-invitation/:id': {
    params: idParamsSchema,
    response: { 200: invitationOutcomeSchema, ...errorResponses(401, 404, 422) },
  },
  'PUT /v1/project-permission/decline-invitation/:id': {
    params: idParamsSchema,
    response: { 200: invitationOutcomeSchema, ...errorResponses(401, 404, 422) },
  },
});
