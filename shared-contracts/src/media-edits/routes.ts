import { errorResponses } from '../common/errors-schema.ts';
import {
  adminChatSchema,
  notifiedSchema,
  notifyMediaSchema,
  staffMediaDetailsSchema,
} from './schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/**
 * The media's editable details on the assign grid (staff spec sections 2 and 7): what staff
 * read to edit them, the admins' chat, and the mails about the media. The edits themselves are
 * PUT /v1/media/{id} (media.ts).
 */
export const mediaEditRoutes = defineRoutes({
  'GET /v1/media/details/:id': {
    params: idParamsSchema,
    response: { 200: staffMediaDetailsSchema, ...errorResponses(401, 403, 404) },
  },
  'GET /v1/media/admin-chat/:id': {
    params: idParamsSchema,
    response: { 200: adminChatSchema, ...errorResponses(401, 403, 404) },
  },
  'PUT /v1/media/notify/:id': {
    params: idParamsSchema,
    body: notifyMediaSchema,
    response: { 200: notifiedSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
  },
});
