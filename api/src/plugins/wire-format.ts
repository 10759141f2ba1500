import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import qs from 'qs';
import { errorTexts } from '@portal/contracts/common/errors';
import { ApiError } from '../lib/http-errors.ts';

/** Every request body is at most 1 MB; media bytes go to presigned storage URLs, not here. */
export const BODY_LIMIT = 1_048_576;

// Bracket nesting as the client writes it (`service_options[turnaround]=86400`), with limits
// that keep a hostile body from building huge or deep objects. Lists may be longer than any
// schema allows (100 meeting attendees, 1000 media ids), so that the schema names the field.
const nesting: qs.IParseOptions = {
  depth: 5,
  arrayLimit: 1000,
  parameterLimit: 1000,
  plainObjects: true,
  allowPrototypes: false,
};
const strictNesting: qs.IParseOptions = {
  ...nesting,
  strictDepth: true,
  throwOnLimitExceeded: true,
};

/**
 * Query strings use the same bracket syntax. Fastify cannot fail a request from its query
 * parser, so here the limits truncate instead of throwing and validation names the field.
 */
export const parseQuery = (query: string): Record<string, unknown> => qs.parse(query, nesting);

/**
 * The form-encoded body parser. A scope whose bodies hold long lists (the parts of a multipart
 * upload) replaces it with higher list limits; the 1 MB body limit still bounds what is built.
 */
export function addFormParser(
  app: FastifyInstance,
  limits: Pick<qs.IParseOptions, 'arrayLimit' | 'parameterLimit'> = {},
): void {
  const options = { ...strictNesting, ...limits };
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, qs.parse(body as string, options));
      } catch {
        done(new ApiError(400, errorTexts.malformedBody), undefined);
      }
    },
  );
}

/**
 * Request bodies: form-encoded (the portal's wire format) or JSON. Fastify's text/plain parser
 * is removed so that any other type is a 415.
 */
export default fp(
  async function wireFormat(app: FastifyInstance) {
    app.removeContentTypeParser('text/plain');
    addFormParser(app);
  },
  { name: 'wire-format' },
);
