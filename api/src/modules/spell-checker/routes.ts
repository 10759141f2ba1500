import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { changeWords, checkSpelling, listWords } from './service.ts';

const tags = ['spell checker'];

/**
 * The editor's spell checker (staff spec section 7): a British English dictionary and the shared
 * custom word list, for whoever works in the editor; admins and super admins manage the list.
 */
export default async function spellCheckerRoutes(app: FastifyInstance) {
  const onRequest = app.authenticate;

  route(app, 'POST /v1/spell-checker', {
    tags,
    summary:
      'The words of a text the dictionary and the custom list do not know, each once, the first ones with suggestions',
    onRequest,
    handler: ({ body }) => checkSpelling(app.db, body.text),
  });

  route(app, 'POST /v1/spell-checker/list-words', {
    tags,
    summary: 'The shared custom words, alphabetically, filtered by q',
    onRequest,
    handler: ({ body }) => listWords(app.db, body),
  });

  route(app, 'POST /v1/spell-checker/word', {
    tags,
    summary:
      'add-word (anyone who edits), modify-word or delete-word (admins and super admins) in the custom list',
    onRequest,
    handler: ({ body }, request) => changeWords(app.db, actorOf(request), body, app.now()),
  });
}
