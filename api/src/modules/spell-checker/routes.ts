import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { spellCheckerRoutes as contracts } from '@portal/contracts/spell-checker/routes';
import { actorOf } from '../../lib/caller.ts';
import { changeWords, checkSpelling, listWords } from './service.ts';

const tags = ['spell checker'];
const security = [{ bearer: [] }];

/**
 * The editor's spell checker (staff spec section 7): a British English dictionary and the shared
 * custom word list, for whoever works in the editor; admins and super admins manage the list.
 */
export default async function spellCheckerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/v1/spell-checker', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        'The words of a text the dictionary and the custom list do not know, each once, the first ones with suggestions',
      security,
      ...contracts['POST /v1/spell-checker'],
    },
    handler: (request) => checkSpelling(app.db, request.body.text),
  });

  app.post('/v1/spell-checker/list-words', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'The shared custom words, alphabetically, filtered by q',
      security,
      ...contracts['POST /v1/spell-checker/list-words'],
    },
    handler: (request) => listWords(app.db, request.body),
  });

  app.post('/v1/spell-checker/word', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        'add-word (anyone who edits), modify-word or delete-word (admins and super admins) in the custom list',
      security,
      ...contracts['POST /v1/spell-checker/word'],
    },
    handler: (request) => changeWords(app.db, actorOf(request), request.body, app.now()),
  });
}
