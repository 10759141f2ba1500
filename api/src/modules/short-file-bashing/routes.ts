import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shortFileBashingRoutes as routes } from '@portal/contracts/short-file-bashing/routes';
import { actorOf } from '../../lib/caller.ts';
import { getSetting, putSetting, shortFileBashing } from './service.ts';

const tags = ['short-file bashing'];
const security = [{ bearer: [] }];

/**
 * Short-file bashing (staff spec section 7): whoever runs the assign grid reads the settings of
 * its short-file view; admins and super admins change them.
 */
export default async function shortFileBashingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get('/v1/short-file-bashing', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Every short-file bashing setting: the longest short file and the batch size',
      security,
      ...routes['GET /v1/short-file-bashing'],
    },
    handler: () => shortFileBashing(db),
  });

  app.get('/v1/setting/short-file-bashing-:name', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'One short-file bashing setting, with when it was last changed',
      security,
      ...routes['GET /v1/setting/short-file-bashing-:name'],
    },
    handler: (request) => getSetting(db, request.params.name),
  });

  app.put('/v1/setting/short-file-bashing-:name', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Change one short-file bashing setting (admins and super admins)',
      security,
      ...routes['PUT /v1/setting/short-file-bashing-:name'],
    },
    handler: (request) =>
      putSetting(db, request.params.name, request.body.value, {
        by: actorOf(request).userId,
        now: app.now(),
      }),
  });
}
