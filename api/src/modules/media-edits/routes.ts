import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mediaEditRoutes as contracts } from '@portal/contracts/media-edits/routes';
import { actorOf } from '../../lib/caller.ts';
import { notifyMedia } from './notify.ts';
import { adminChat, staffMediaDetails } from './read.ts';

const tags = ['media', 'job'];
const security = [{ bearer: [] }];

/**
 * The media's editable details on the assign grid (staff spec sections 2 and 7): the details
 * the edit dialogs start from and the admins' chat, for whoever works the grid; the mails,
 * each for the roles of its row action.
 */
export default async function mediaEditRouteModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = (summary: string) => ({ tags, summary, security });

  app.get('/v1/media/details/:id', {
    onRequest: app.authenticate,
    schema: {
      ...schema(
        "What staff edit on a media: its deadline, service options with the client's comments, meeting details and poor audio reason",
      ),
      ...contracts['GET /v1/media/details/:id'],
    },
    handler: async (request) => staffMediaDetails(app.db, request.params.id),
  });

  app.get('/v1/media/admin-chat/:id', {
    onRequest: app.authenticate,
    schema: {
      ...schema("The admins' chat on the media, oldest message first"),
      ...contracts['GET /v1/media/admin-chat/:id'],
    },
    handler: async (request) => ({ result: await adminChat(app.db, request.params.id) }),
  });

  app.put('/v1/media/notify/:id', {
    onRequest: app.authenticate,
    schema: {
      ...schema(
        "Mail the media's typists and proofreaders its deadline (deadline_changed), or its client an admin's message (customer_email)",
      ),
      ...contracts['PUT /v1/media/notify/:id'],
    },
    handler: async (request) =>
      notifyMedia(app.deps, actorOf(request), request.params.id, request.body),
  });
}
