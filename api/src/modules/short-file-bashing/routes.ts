import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { getSetting, putSetting, shortFileBashing } from './service.ts';

const tags = ['short-file bashing'];

/**
 * Short-file bashing (staff spec section 7): whoever runs the assign grid reads the settings of
 * its short-file view; admins and super admins change them.
 */
export default async function shortFileBashingRoutes(app: FastifyInstance) {
  const { db } = app;
  const onRequest = app.authenticate;

  route(app, 'GET /v1/short-file-bashing', {
    tags,
    summary: 'Every short-file bashing setting: the longest short file and the batch size',
    onRequest,
    handler: () => shortFileBashing(db),
  });

  route(app, 'GET /v1/setting/short-file-bashing-:name', {
    tags,
    summary: 'One short-file bashing setting, with when it was last changed',
    onRequest,
    handler: ({ params }) => getSetting(db, params.name),
  });

  route(app, 'PUT /v1/setting/short-file-bashing-:name', {
    tags,
    summary: 'Change one short-file bashing setting (admins and super admins)',
    onRequest,
    handler: ({ params, body }, request) =>
      putSetting(db, params.name, body.value, {
        by: actorOf(request).userId,
        now: app.now(),
      }),
  });
}
