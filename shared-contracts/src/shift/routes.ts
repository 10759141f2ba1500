import { z } from 'zod';
import { errorResponses } from '../common/errors-schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import {
  shiftCreateSchema,
  shiftListSchema,
  shiftModifySchema,
  shiftQuerySchema,
  shiftViewSchema,
} from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/**
 * Shifts (staff spec section 7 "Shifts"): typists, and proofreaders while their flag is on, book
 * and cancel places; admins and super admins plan shifts and see who booked.
 */
export const shiftRoutes = defineRoutes({
  'GET /v1/shift/list': {
    response: { 200: shiftListSchema, ...errorResponses(401, 403) },
  },
  'GET /v1/shift': {
    querystring: shiftQuerySchema,
    response: { 200: shiftListSchema, ...errorResponses(401, 403, 422) },
  },
  'POST /v1/shift': {
    body: shiftCreateSchema,
    response: { 200: shiftViewSchema, ...errorResponses(401, 403, 422) },
  },
  'PUT /v1/shift/book/:id': {
    params: idParamsSchema,
    response: { 200: shiftViewSchema, ...errorResponses(401, 403, 404, 409, 422) },
  },
  'PUT /v1/shift/cancel/:id': {
    params: idParamsSchema,
    response: { 200: shiftViewSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'PUT /v1/shift/modify/:id': {
    params: idParamsSchema,
    body: shiftModifySchema,
    response: { 200: shiftViewSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'DELETE /v1/shift/:id': {
    params: idParamsSchema,
    response: { 204: z.null(), ...errorResponses(401, 403, 404, 422) },
  },
});
