import { errorResponses } from '../common/errors-schema.ts';
import {
  spellCheckInputSchema,
  spellCheckSchema,
  spellWordActionSchema,
  spellWordPageSchema,
  spellWordResultSchema,
  spellWordsQuerySchema,
} from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/** The editor's spell checker and its shared custom word list (staff spec section 7). */
export const spellCheckerRoutes = defineRoutes({
  'POST /v1/spell-checker': {
    body: spellCheckInputSchema,
    response: { 200: spellCheckSchema, ...errorResponses(401, 403, 422) },
  },
  'POST /v1/spell-checker/list-words': {
    body: spellWordsQuerySchema,
    response: { 200: spellWordPageSchema, ...errorResponses(401, 403, 422) },
  },
  'POST /v1/spell-checker/word': {
    body: spellWordActionSchema,
    response: { 200: spellWordResultSchema, ...errorResponses(401, 403, 404, 409, 422) },
  },
});
