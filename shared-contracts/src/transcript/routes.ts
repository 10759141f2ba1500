import { fileBytesSchema, previewQuerySchema } from '../documents/schema.ts';
import { errorResponses } from '../common/errors-schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { saveTranscriptSchema } from './save-schema.ts';
import { saveChangesSchema, transcriptVersionSchema } from './changes-schema.ts';
import {
  kindQuerySchema,
  startingSpeakersSchema,
  transcriptConflictSchema,
  transcriptSchema,
} from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/** Transcripts (staff spec section 7), addressed by their MEDIA's id; ?kind=notes: its notes. */
export const transcriptRoutes = defineRoutes({
  'GET /v1/transcript/:id': {
    params: idParamsSchema,
    querystring: kindQuerySchema,
    response: { 200: transcriptSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'PUT /v1/transcript/:id': {
    params: idParamsSchema,
    querystring: kindQuerySchema,
    body: saveTranscriptSchema,
    response: {
      200: transcriptSchema,
      409: transcriptConflictSchema,
      ...errorResponses(401, 403, 404, 422),
    },
  },
  /** The editor's save of what changed: sections written and removed, speakers if changed. */
  'PATCH /v1/transcript/:id': {
    params: idParamsSchema,
    querystring: kindQuerySchema,
    body: saveChangesSchema,
    response: {
      200: transcriptVersionSchema,
      409: transcriptConflictSchema,
      ...errorResponses(401, 403, 404, 422),
    },
  },
  /** Who a new transcript starts with in its speakers list, for whoever may write it. */
  'GET /v1/transcript/starting-speakers/:id': {
    params: idParamsSchema,
    querystring: kindQuerySchema,
    response: { 200: startingSpeakersSchema, ...errorResponses(401, 403, 404, 422) },
  },
  /** The transcript as a document, shown inline (the editor's preview). */
  'GET /v1/transcript/preview/:id': {
    params: idParamsSchema,
    querystring: previewQuerySchema,
    response: { 200: fileBytesSchema, ...errorResponses(401, 403, 404, 422) },
  },
});
