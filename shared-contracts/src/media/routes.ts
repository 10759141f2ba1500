import { fileBytesSchema, productQuerySchema } from '../documents/schema.ts';
import { errorResponses } from '../common/errors-schema.ts';
import { successSchema } from '../user/account-schema.ts';
import {
  createMediaSchema,
  mediaInfoSchema,
  mediaSchema,
  presignedPartUrlQuerySchema,
  presignedUrlQuerySchema,
  presignedUrlSchema,
  processMediaSchema,
  updateMediaSchema,
} from './schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { demoInitSchema, renditionSchema, waveformSchema } from './playback-schema.ts';
import { jobSchema, mediaJobStatusesSchema } from '../job/schema.ts';
import {
  staffMediaBatchSchema,
  staffMediaListQuerySchema,
  staffMediaListSchema,
  staffMediaPageSchema,
} from './staff-media-schema.ts';
import {
  estimatePriceQuerySchema,
  priceEstimateSchema,
  sendEstimatedPriceSchema,
} from '../services/schema.ts';
import { z } from 'zod';
import { defineRoutes } from '../routes/contract.ts';

/**
 * Media (client spec sections 4 to 9, staff spec section 7): the staff list (the assign grid) and
 * its batch query, the upload, the media info and its removal, price estimates and quotes, and
 * the media's file and transcript documents.
 */
export const mediaRoutes = defineRoutes({
  'GET /v1/media': {
    querystring: staffMediaListQuerySchema,
    response: { 200: staffMediaPageSchema, ...errorResponses(401, 403, 422) },
  },
  'POST /v1/media/batch-query': {
    body: staffMediaBatchSchema,
    response: { 200: staffMediaListSchema, ...errorResponses(400, 401, 403, 422) },
  },
  'POST /v1/media': {
    body: createMediaSchema,
    response: { 200: mediaSchema, ...errorResponses(400, 401, 403, 404, 422) },
  },
  'GET /v1/media/get-presigned-url': {
    querystring: presignedUrlQuerySchema,
    response: { 200: presignedUrlSchema, ...errorResponses(401, 404, 422) },
  },
  'GET /v1/media/get-presigned-url-multipart': {
    querystring: presignedPartUrlQuerySchema,
    response: { 200: presignedUrlSchema, ...errorResponses(401, 404, 422) },
  },
  'PUT /v1/media/process/:id(^\\d+$)': {
    params: idParamsSchema,
    body: processMediaSchema,
    response: { 200: mediaSchema, ...errorResponses(400, 401, 404, 422) },
  },
  'GET /v1/media/:id(^\\d+$)': {
    params: idParamsSchema,
    response: { 200: mediaInfoSchema, ...errorResponses(401, 404) },
  },
  'PUT /v1/media/:id(^\\d+$)': {
    params: idParamsSchema,
    body: updateMediaSchema,
    response: { 200: mediaSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
  },
  /** 409 while the media is worked on (`clientMayRemoveMedia`): nothing changed. */
  'DELETE /v1/media/:id(^\\d+$)': {
    params: idParamsSchema,
    response: { 200: successSchema, ...errorResponses(401, 403, 404, 409, 422) },
  },
  'DELETE /v1/media/remove-sensitive/:id(^\\d+$)': {
    params: idParamsSchema,
    response: { 204: z.null(), ...errorResponses(401, 403, 404, 409, 422) },
  },
  'GET /v1/media/estimate-price': {
    querystring: estimatePriceQuerySchema,
    response: { 200: priceEstimateSchema, ...errorResponses(400, 401, 422) },
  },
  'POST /v1/media/send-estimated-price': {
    body: sendEstimatedPriceSchema,
    response: { 200: successSchema, ...errorResponses(400, 401, 422, 429) },
  },
  'GET /v1/media/download-product/:id': {
    params: idParamsSchema,
    querystring: productQuerySchema,
    response: { 200: fileBytesSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'GET /v1/media/download/:id': {
    params: idParamsSchema,
    response: { 200: presignedUrlSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'GET /v1/media/job-statuses/:id': {
    params: idParamsSchema,
    response: { 200: mediaJobStatusesSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'GET /v1/media/job/:id': {
    params: idParamsSchema,
    response: { 200: z.array(jobSchema), ...errorResponses(401, 403, 404, 422) },
  },
  'PUT /v1/media/remove-proofreader/:id': {
    params: idParamsSchema,
    response: { 200: z.array(jobSchema), ...errorResponses(401, 403, 404, 409, 422) },
  },
  /** The editor's player: the rendition of what the caller may hear (staff spec section 2). */
  'GET /v1/media/rendition/:id': {
    params: idParamsSchema,
    response: { 200: renditionSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'GET /v1/media/waveform/:id': {
    params: idParamsSchema,
    response: { 200: waveformSchema, ...errorResponses(401, 403, 404, 422) },
  },
  /** The typist demo (/v3/editor/demo, staff spec section 7). */
  'GET /v1/media/demo/init': {
    response: { 200: demoInitSchema, ...errorResponses(401, 403) },
  },
  'GET /v1/media/demo/download/:id': {
    params: idParamsSchema,
    response: { 200: presignedUrlSchema, ...errorResponses(401, 403, 404, 422) },
  },
});
