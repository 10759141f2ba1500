import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { notifyMedia } from './notify.ts';
import { adminChat, staffMediaDetails } from './read.ts';

const tags = ['media', 'job'];

/**
 * The media's editable details on the assign grid (staff spec sections 2 and 7): the details
 * the edit dialogs start from and the admins' chat, for whoever works the grid; the mails,
 * each for the roles of its row action.
 */
export default async function mediaEditRouteModule(app: FastifyInstance) {
  const onRequest = app.authenticate;

  route(app, 'GET /v1/media/details/:id', {
    tags,
    summary:
      "What staff edit on a media: its deadline, service options with the client's comments, meeting details and poor audio reason",
    onRequest,
    handler: async ({ params }) => staffMediaDetails(app.db, params.id),
  });

  route(app, 'GET /v1/media/admin-chat/:id', {
    tags,
    summary: "The admins' chat on the media, oldest message first",
    onRequest,
    handler: async ({ params }) => ({ result: await adminChat(app.db, params.id) }),
  });

  route(app, 'PUT /v1/media/notify/:id', {
    tags,
    summary:
      "Mail the media's typists and proofreaders its deadline (deadline_changed), or its client an admin's message (customer_email)",
    onRequest,
    handler: async ({ params, body }, request) =>
      notifyMedia(app.deps, actorOf(request), params.id, body),
  });
}
