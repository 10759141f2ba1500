import { encapsulated } from '../../lib/encapsulated.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { featureFlagsFor } from '@portal/contracts/portal/flags';
import { addFormParser } from '../../plugins/wire-format.ts';
import { ownerOf } from '../../lib/owner.ts';
import { route } from '../../lib/route.ts';
import { passBotCheck } from '../bot-check/pass-bot-check.ts';
import { disposition, type DocumentFile } from '../documents/service.ts';
import { sendQuote } from '../pricing/send-quote.ts';
import { estimatePrice } from '../pricing/service.ts';
import { actorOf, callerOf } from '../../lib/caller.ts';
import { readableMediaUrl, transcriptDocument } from '../transcript/documents.ts';
import { removeMediaProofreader } from '../job/assignment.ts';
import { mediaJobs, mediaJobStatuses } from '../job/read.ts';
import { jobWork } from '../job/staff.ts';
import { isStaffEdit, isStaffOrderEdit, staffEditMedia } from '../media-return/staff-edit.ts';
import { mayUploadTo, mediaOwner, uploadOwner } from './acting-for.ts';
import { scheduleAbandonedUploadCleanup } from './cleanup.ts';
import { demoDownloadUrl, initDemo } from './demo.ts';
import { deleteMedia, mediaInfo, removeSensitive } from './info.ts';
import { mediaRendition, mediaWaveform } from './playback.ts';
import { batchStaffMedia, listStaffMedia } from './staff-list.ts';
import {
  createMedia,
  presignedPartUrl,
  presignedUrl,
  processMedia,
  updateMedia,
} from './service.ts';

const ownerSecurity: Record<string, string[]>[] = [{ sessionId: [] }, { bearer: [] }];
const anyoneSecurity: Record<string, string[]>[] = [{}, { sessionId: [] }, { bearer: [] }];

// A request's own logger: what goes wrong while serving it is logged with its id.
const depsOf = (app: FastifyInstance, request: FastifyRequest) => ({
  ...app.deps,
  log: request.log,
});

const sendFile = (reply: FastifyReply, file: DocumentFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', disposition('attachment', file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.bytes);

/** The assign grid's and the jobs' routes: staff signed in, their contracts signed. */
const dispatchOf = (app: FastifyInstance) => ({ tags: ['media', 'job'], onRequest: jobWork(app) });

/** The upload's routes: the owner's, a signed-in user or an anonymous visitor by session id. */
const uploadOf = (app: FastifyInstance) => ({
  tags: ['media'],
  security: ownerSecurity,
  onRequest: app.identify,
});

/** The assign grid: its page of media, and its rows again after an action. */
function assignGridRoutes(app: FastifyInstance) {
  route(app, 'GET /v1/media', {
    ...dispatchOf(app),
    summary:
      'The assign grid: a page of media with their client, service and jobs, filtered and sorted; with no status, media ordered, assigned or done without issue; live=true, the live note-taking sessions with their meeting and note-taker, else recordings only',
    handler: async ({ query }) => listStaffMedia(app.db, query),
  });

  route(app, 'POST /v1/media/batch-query', {
    ...dispatchOf(app),
    summary: "The assign grid's rows of these media again, after an action changed them",
    handler: async ({ body }) => batchStaffMedia(app.db, body.ids),
  });
}

/** The upload: announce the file, the URLs to PUT its bytes to, then process it into the cart. */
async function uploadRoutes(app: FastifyInstance) {
  route(app, 'POST /v1/media', {
    ...uploadOf(app),
    summary:
      'Announce a file to upload: a pending media with its storage; files over 10 MB are uploaded in parts',
    handler: async ({ body }, request) => {
      const owner = await uploadOwner(app, request, body.userId);
      await mayUploadTo(app.db, callerOf(request), body.projectId);
      return createMedia(depsOf(app, request), owner, body);
    },
  });

  route(app, 'GET /v1/media/get-presigned-url', {
    ...uploadOf(app),
    summary: 'The URL to PUT the whole file to (files of one 10 MB chunk at most)',
    handler: async ({ query }, request) => ({
      presignedUrl: await presignedUrl(
        depsOf(app, request),
        await mediaOwner(app, request, query.id),
        query.id,
      ),
    }),
  });

  route(app, 'GET /v1/media/get-presigned-url-multipart', {
    ...uploadOf(app),
    summary: 'The URL to PUT one 10 MB part of the file to; its answer carries the ETag',
    handler: async ({ query }, request) => ({
      presignedUrl: await presignedPartUrl(
        depsOf(app, request),
        await mediaOwner(app, request, query.id),
        query.id,
        query.partNumber,
      ),
    }),
  });

  // The part list of a 5 GB file is 512 entries: more than the portal's usual form limits.
  await app.register(
    encapsulated(async function processScope(scope) {
      scope.removeContentTypeParser('application/x-www-form-urlencoded');
      addFormParser(scope, { arrayLimit: 10_000, parameterLimit: 20_010 });
      route(scope, 'PUT /v1/media/process/:id(^\\d+$)', {
        ...uploadOf(app),
        summary:
          'After the upload: assemble the parts, read the real duration, price the media and put it in the cart',
        handler: async ({ params, body }, request) =>
          processMedia(
            depsOf(app, request),
            await mediaOwner(app, request, params.id),
            params.id,
            body ?? {},
          ),
      });
    }),
  );
}

/** One media: its info, its change (the owner's before the order, staff's after), its removal. */
function mediaItemRoutes(app: FastifyInstance) {
  // The environment's flag (client spec section 6): off locally and in e2e unless overridden.
  const hardDeleteOn = featureFlagsFor(
    app.config.portalEnv,
    app.config.featureOverrides,
  ).hardDelete;

  route(app, 'GET /v1/media/:id(^\\d+$)', {
    ...uploadOf(app),
    summary: 'One of your media, or a media of a project you can see (the media info)',
    handler: async ({ params }, request) =>
      mediaInfo(app.db, ownerOf(request), callerOf(request), params.id),
  });

  route(app, 'PUT /v1/media/:id(^\\d+$)', {
    ...uploadOf(app),
    summary:
      "Change the title, currency, service options, meeting details (extra_fields, replacing those saved) or project (one you can upload to) of a media not yet ordered; staff, on an ordered media: on hold, cancelled, return notes, priority, difficulty, deadline, service options (the price kept), client comments, meeting details, poor audio and a message to the admins' chat",
    handler: async ({ params, body }, request) => {
      const caller = callerOf(request);
      if (isStaffEdit(body) || (await isStaffOrderEdit(app.db, caller, params.id, body)))
        return staffEditMedia(app.deps, caller, params.id, body);
      await mayUploadTo(app.db, caller, body.projectId);
      const owner = await mediaOwner(app, request, params.id);
      return updateMedia(depsOf(app, request), owner, params.id, body);
    },
  });

  route(app, 'DELETE /v1/media/:id(^\\d+$)', {
    ...uploadOf(app),
    summary:
      'Remove your media not yet ordered, with its bytes (cancels an upload; takes it out of the cart), or mark an ordered media of a project you manage deleted',
    handler: async ({ params }, request) => {
      const owner = await mediaOwner(app, request, params.id);
      await deleteMedia(depsOf(app, request), owner, callerOf(request), params.id);
      return { isSuccess: true as const };
    },
  });

  route(app, 'DELETE /v1/media/remove-sensitive/:id(^\\d+$)', {
    tags: ['media'],
    summary:
      "Hard delete (when the environment's flag is on): remove an ordered media's bytes and transcript, keeping its record for billing",
    // Open to a visitor's own media by the policy, yet it answers only to a signed-in caller.
    security: [{ bearer: [] }],
    onRequest: app.authenticate,
    handler: async ({ params }, request, reply) => {
      await removeSensitive(
        depsOf(app, request),
        hardDeleteOn,
        ownerOf(request),
        callerOf(request),
        params.id,
      );
      return reply.code(204).send(null);
    },
  });
}

/** Price estimates and quotes, open to anyone: the server prices every line itself. */
function pricingRoutes(app: FastifyInstance) {
  route(app, 'GET /v1/media/estimate-price', {
    tags: ['pricing'],
    summary:
      "A recording's price at every turnaround its service offers: full price, price and price with VAT, in minor units",
    security: anyoneSecurity,
    onRequest: app.identify,
    handler: async ({ query }) => estimatePrice(app.db, query, app.config.vatPercent),
  });

  route(app, 'POST /v1/media/send-estimated-price', {
    tags: ['pricing'],
    summary: 'Mail a quote for one or more recordings, with the quote as a PDF',
    security: anyoneSecurity,
    onRequest: app.identify,
    preHandler: passBotCheck(app.botCheck),
    handler: async ({ body }, request) => {
      await sendQuote(app.deps, body, request.ip);
      return { isSuccess: true as const };
    },
  });
}

/** The transcript as a document file, and the media file itself. */
function documentRoutes(app: FastifyInstance) {
  route(app, 'GET /v1/media/download-product/:id', {
    tags: ['documents'],
    summary:
      'The transcript of a media (kind=notes: its notes) as a document file (SRT_S: SRT with inline speakers); kept per transcript version, made again on regenerate',
    onRequest: app.authenticate,
    handler: async ({ params, query }, request, reply) =>
      sendFile(
        reply,
        await transcriptDocument(depsOf(app, request), actorOf(request), params.id, query),
      ),
  });

  route(app, 'GET /v1/media/download/:id', {
    tags: ['documents', 'media'],
    summary: 'A signed URL to download the media file itself, named by its title',
    onRequest: app.authenticate,
    handler: async ({ params }, request) => ({
      presignedUrl: await readableMediaUrl(depsOf(app, request), actorOf(request), params.id),
    }),
  });
}

/** A media's jobs: their statuses, the jobs themselves, the proofreader taken off. */
function mediaJobRoutes(app: FastifyInstance) {
  route(app, 'GET /v1/media/job-statuses/:id', {
    ...dispatchOf(app),
    summary:
      'The status of every job of a media, for admins and the typists and proofreaders working on it',
    handler: async ({ params }, request) => mediaJobStatuses(app.db, actorOf(request), params.id),
  });

  route(app, 'GET /v1/media/job/:id', {
    ...dispatchOf(app),
    summary: "A media's jobs: every one for admins, a typist's or proofreader's own",
    handler: async ({ params }, request) => mediaJobs(app.db, actorOf(request), params.id),
  });

  route(app, 'PUT /v1/media/remove-proofreader/:id', {
    ...dispatchOf(app),
    summary: 'Admins: take the proofreader off every open job of the media',
    handler: async ({ params }, request) =>
      removeMediaProofreader(app.deps, actorOf(request), params.id),
  });
}

/** The editor's player and waveform. */
function playbackRoutes(app: FastifyInstance) {
  route(app, 'GET /v1/media/rendition/:id', {
    ...dispatchOf(app),
    summary:
      "The editor's player: signed URLs of the browser-playable rendition, whole for admins and on a demo, else a clip per run of the caller's job ranges; its state until made",
    handler: async ({ params }, request) => mediaRendition(app.deps, actorOf(request), params.id),
  });

  route(app, 'GET /v1/media/waveform/:id', {
    ...dispatchOf(app),
    summary:
      "The editor's waveform: peaks of the ranges the caller may hear (as the rendition gives them)",
    handler: async ({ params }, request) => mediaWaveform(app.deps, actorOf(request), params.id),
  });
}

/** The typist demo: its recording and job, and the recording's download. */
function demoRoutes(app: FastifyInstance) {
  route(app, 'GET /v1/media/demo/init', {
    ...dispatchOf(app),
    summary:
      'The typist demo: the demo recording and its job, made once from the recording shipped with the API',
    handler: async () => initDemo(app.deps),
  });

  route(app, 'GET /v1/media/demo/download/:id', {
    ...dispatchOf(app),
    summary: 'A signed URL to download a demo recording',
    handler: async ({ params }) => ({
      presignedUrl: await demoDownloadUrl(app.deps, params.id),
    }),
  });
}

/**
 * Media (client spec sections 4 to 9; staff spec section 7). The upload: create the media, PUT
 * its bytes to presigned storage URLs (one, or one per 10 MB part), then process it into the
 * cart; each of those routes is the owner's only: a signed-in user's, or an anonymous visitor's
 * by session id; an admin or super admin uploads for a business client by naming them
 * (`user_id`) when creating the media. Besides: the media info and its removal, price estimates
 * and quotes (the server prices every line itself with the contracts' engine), the media's file
 * and transcript documents for whoever may read its project (admins and super admins: all), and
 * for the admins who run assignment (restricted admins too) the assign grid's list and its
 * batch query.
 */
export default async function mediaRoutes(app: FastifyInstance) {
  scheduleAbandonedUploadCleanup(app, app.deps);
  assignGridRoutes(app);
  await uploadRoutes(app);
  mediaItemRoutes(app);
  pricingRoutes(app);
  documentRoutes(app);
  mediaJobRoutes(app);
  playbackRoutes(app);
  demoRoutes(app);
}
