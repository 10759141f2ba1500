import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../lib/caller.ts';
import { ownerOf } from '../../lib/owner.ts';
import { route } from '../../lib/route.ts';
import { mayUploadTo, uploadOwner } from '../media/acting-for.ts';
import { scheduleMediaImportCleanup } from './cleanup.ts';
import { findImport, requestImport } from './service.ts';

const ownerSecurity: Record<string, string[]>[] = [{ sessionId: [] }, { bearer: [] }];

/**
 * Import from a link (issue 43): who may upload may import, for themselves or, as an admin, for
 * a business client (`user_id`), into a project they may upload to. The server fetches the link
 * in the task queue; the upload page follows it by id.
 */
export default async function mediaImportRoutes(app: FastifyInstance) {
  const importOf = { tags: ['media'], security: ownerSecurity, onRequest: app.identify };

  route(app, 'POST /v1/media/import', {
    ...importOf,
    summary:
      'Import a media from a public link: fetched by the server in the background (public addresses only, a few redirects, the upload limits), then processed into the cart as an upload',
    handler: async ({ body }, request) => {
      const owner = await uploadOwner(app, request, body.userId);
      await mayUploadTo(app.db, callerOf(request), body.projectId);
      const requestedBy = request.auth && 'userId' in owner && owner.userId !== request.auth.userId;
      return requestImport(app.deps, owner, requestedBy ? request.auth!.userId : null, body);
    },
  });

  route(app, 'GET /v1/media/import/:id', {
    ...importOf,
    summary:
      'How far an import from a link is: bytes fetched (of those announced), then its media, or why it failed',
    handler: async ({ params }, request) => findImport(app.db, ownerOf(request), params.id),
  });

  scheduleMediaImportCleanup(app);
}
