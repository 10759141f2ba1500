import { encapsulated } from '../../lib/encapsulated.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featureFlagsFor } from '@portal/contracts/portal/flags';
import { mediaRoutes as contracts } from '@portal/contracts/media/routes';
import { addFormParser } from '../../plugins/wire-format.ts';
import { ownerOf } from '../../lib/owner.ts';
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
const bearerSecurity = [{ bearer: [] }];

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
export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A request's own logger: what goes wrong while serving it is logged with its id.
  const deps = (request: FastifyRequest) => ({ ...app.deps, log: request.log });
  const sendFile = (reply: FastifyReply, file: DocumentFile) =>
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', disposition('attachment', file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  scheduleAbandonedUploadCleanup(app, app.deps);

  app.get('/v1/media', {
    onRequest: jobWork(app),
    schema: {
      tags: ['media', 'job'],
      summary:
        'The assign grid: a page of media with their client, service and jobs, filtered and sorted; with no status, media ordered, assigned or done without issue; live=true, the live note-taking sessions with their meeting and note-taker, else recordings only',
      security: bearerSecurity,
      ...contracts['GET /v1/media'],
    },
    handler: async (request) => listStaffMedia(app.db, request.query),
  });

  app.post('/v1/media/batch-query', {
    onRequest: jobWork(app),
    schema: {
      tags: ['media', 'job'],
      summary: "The assign grid's rows of these media again, after an action changed them",
      security: bearerSecurity,
      ...contracts['POST /v1/media/batch-query'],
    },
    handler: async (request) => batchStaffMedia(app.db, request.body.ids),
  });
  // The environment's flag (client spec section 6): off locally and in e2e unless overridden.
  const hardDeleteOn = featureFlagsFor(
    app.config.portalEnv,
    app.config.featureOverrides,
  ).hardDelete;

  app.post('/v1/media', {
    onRequest: app.identify,
    schema: {
      tags: ['media'],
      summary:
        'Announce a file to upload: a pending media with its storage; files over 10 MB are uploaded in parts',
      security: ownerSecurity,
      ...contracts['POST /v1/media'],
    },
    handler: async (request) => {
      const owner = await uploadOwner(app, request, request.body.user_id);
      await mayUploadTo(app.db, callerOf(request), request.body.project_id);
      return createMedia(deps(request), owner, request.body);
    },
  });

  app.get('/v1/media/get-presigned-url', {
    onRequest: app.identify,
    schema: {
      tags: ['media'],
      summary: 'The URL to PUT the whole file to (files of one 10 MB chunk at most)',
      security: ownerSecurity,
      ...contracts['GET /v1/media/get-presigned-url'],
    },
    handler: async (request) => ({
      presignedUrl: await presignedUrl(
        deps(request),
        await mediaOwner(app, request, request.query.id),
        request.query.id,
      ),
    }),
  });

  app.get('/v1/media/get-presigned-url-multipart', {
    onRequest: app.identify,
    schema: {
      tags: ['media'],
      summary: 'The URL to PUT one 10 MB part of the file to; its answer carries the ETag',
      security: ownerSecurity,
      ...contracts['GET /v1/media/get-presigned-url-multipart'],
    },
    handler: async (request) => ({
      presignedUrl: await presignedPartUrl(
        deps(request),
        await mediaOwner(app, request, request.query.id),
        request.query.id,
        request.query.part_number,
      ),
    }),
  });

  // The part list of a 5 GB file is 512 entries: more than the portal's usual form limits.
  await app.register(
    encapsulated(async function processScope(scope) {
      scope.removeContentTypeParser('application/x-www-form-urlencoded');
      addFormParser(scope, { arrayLimit: 10_000, parameterLimit: 20_010 });
      scope.withTypeProvider<ZodTypeProvider>().put('/v1/media/process/:id(^\\d+$)', {
        onRequest: app.identify,
        schema: {
          tags: ['media'],
          summary:
            'After the upload: assemble the parts, read the real duration, price the media and put it in the cart',
          security: ownerSecurity,
          ...contracts['PUT /v1/media/process/:id(^\\d+$)'],
        },
        handler: async (request) =>
          processMedia(
            deps(request),
            await mediaOwner(app, request, request.params.id),
            request.params.id,
            request.body ?? {},
          ),
      });
    }),
  );

  app.get('/v1/media/:id(^\\d+$)', {
    onRequest: app.identify,
    schema: {
      tags: ['media'],
      summary: 'One of your media, or a media of a project you can see (the media info)',
      security: ownerSecurity,
      ...contracts['GET /v1/media/:id(^\\d+$)'],
    },
    handler: async (request) =>
      mediaInfo(app.db, ownerOf(request), callerOf(request), request.params.id),
  });

  app.put('/v1/media/:id(^\\d+$)', {
    onRequest: app.identify,
    schema: {
      tags: ['media'],
      summary:
        "Change the title, currency, service options, meeting details (extra_fields, replacing those saved) or project (one you can upload to) of a media not yet ordered; staff, on an ordered media: on hold, cancelled, return notes, priority, difficulty, deadline, service options (the price kept), client comments, meeting details, poor audio and a message to the admins' chat",
      security: ownerSecurity,
      ...contracts['PUT /v1/media/:id(^\\d+$)'],
    },
    handler: async (request) => {
      const caller = callerOf(request);
      if (
        isStaffEdit(request.body) ||
        (await isStaffOrderEdit(app.db, caller, request.params.id, request.body))
      )
        return staffEditMedia(app.deps, caller, request.params.id, request.body);
      await mayUploadTo(app.db, callerOf(request), request.body.project_id);
      const owner = await mediaOwner(app, request, request.params.id);
      return updateMedia(deps(request), owner, request.params.id, request.body);
    },
  });

  app.delete('/v1/media/:id(^\\d+$)', {
    onRequest: app.identify,
    schema: {
      tags: ['media'],
      summary:
        'Remove your media not yet ordered, with its bytes (cancels an upload; takes it out of the cart), or mark an ordered media of a project you manage deleted',
      security: ownerSecurity,
      ...contracts['DELETE /v1/media/:id(^\\d+$)'],
    },
    handler: async (request) => {
      const owner = await mediaOwner(app, request, request.params.id);
      await deleteMedia(deps(request), owner, callerOf(request), request.params.id);
      return { isSuccess: true as const };
    },
  });

  app.delete('/v1/media/remove-sensitive/:id(^\\d+$)', {
    onRequest: app.authenticate,
    schema: {
      tags: ['media'],
      summary:
        "Hard delete (when the environment's flag is on): remove an ordered media's bytes and transcript, keeping its record for billing",
      security: bearerSecurity,
      ...contracts['DELETE /v1/media/remove-sensitive/:id(^\\d+$)'],
    },
    handler: async (request, reply) => {
      await removeSensitive(
        deps(request),
        hardDeleteOn,
        ownerOf(request),
        callerOf(request),
        request.params.id,
      );
      return reply.code(204).send(null);
    },
  });

  app.get('/v1/media/estimate-price', {
    onRequest: app.identify,
    schema: {
      tags: ['pricing'],
      summary:
        "A recording's price at every turnaround its service offers: full price, price and price with VAT, in minor units",
      security: anyoneSecurity,
      ...contracts['GET /v1/media/estimate-price'],
    },
    handler: async (request) => estimatePrice(app.db, request.query, app.config.vatPercent),
  });

  app.post('/v1/media/send-estimated-price', {
    onRequest: app.identify,
    preHandler: passBotCheck(app.botCheck),
    schema: {
      tags: ['pricing'],
      summary: 'Mail a quote for one or more recordings, with the quote as a PDF',
      security: anyoneSecurity,
      ...contracts['POST /v1/media/send-estimated-price'],
    },
    handler: async (request) => {
      await sendQuote(app.deps, request.body, request.ip);
      return { isSuccess: true as const };
    },
  });

  app.get('/v1/media/download-product/:id', {
    onRequest: app.authenticate,
    schema: {
      tags: ['documents'],
      summary:
        'The transcript of a media (kind=notes: its notes) as a document file (SRT_S: SRT with inline speakers); kept per transcript version, made again on regenerate',
      security: bearerSecurity,
      ...contracts['GET /v1/media/download-product/:id'],
    },
    handler: async (request, reply) =>
      sendFile(
        reply,
        await transcriptDocument(deps(request), actorOf(request), request.params.id, request.query),
      ),
  });

  app.get('/v1/media/download/:id', {
    onRequest: app.authenticate,
    schema: {
      tags: ['documents', 'media'],
      summary: 'A signed URL to download the media file itself, named by its title',
      security: bearerSecurity,
      ...contracts['GET /v1/media/download/:id'],
    },
    handler: async (request) => ({
      presignedUrl: await readableMediaUrl(deps(request), actorOf(request), request.params.id),
    }),
  });

  app.get('/v1/media/job-statuses/:id', {
    onRequest: jobWork(app),
    schema: {
      tags: ['media', 'job'],
      summary:
        'The status of every job of a media, for admins and the typists and proofreaders working on it',
      security: bearerSecurity,
      ...contracts['GET /v1/media/job-statuses/:id'],
    },
    handler: async (request) => mediaJobStatuses(app.db, actorOf(request), request.params.id),
  });

  app.get('/v1/media/job/:id', {
    onRequest: jobWork(app),
    schema: {
      tags: ['media', 'job'],
      summary: "A media's jobs: every one for admins, a typist's or proofreader's own",
      security: bearerSecurity,
      ...contracts['GET /v1/media/job/:id'],
    },
    handler: async (request) => mediaJobs(app.db, actorOf(request), request.params.id),
  });

  app.put('/v1/media/remove-proofreader/:id', {
    onRequest: jobWork(app),
    schema: {
      tags: ['media', 'job'],
      summary: 'Admins: take the proofreader off every open job of the media',
      security: bearerSecurity,
      ...contracts['PUT /v1/media/remove-proofreader/:id'],
    },
    handler: async (request) =>
      removeMediaProofreader(app.deps, actorOf(request), request.params.id),
  });

  app.get('/v1/media/rendition/:id', {
    onRequest: jobWork(app),
    schema: {
      tags: ['media', 'job'],
      summary:
        "The editor's player: signed URLs of the browser-playable rendition, whole for admins and on a demo, else a clip per run of the caller's job ranges; its state until made",
      security: bearerSecurity,
      ...contracts['GET /v1/media/rendition/:id'],
    },
    handler: async (request) => mediaRendition(app.deps, actorOf(request), request.params.id),
  });

  app.get('/v1/media/waveform/:id', {
    onRequest: jobWork(app),
    schema: {
      tags: ['media', 'job'],
      summary:
        "The editor's waveform: peaks of the ranges the caller may hear (as the rendition gives them)",
      security: bearerSecurity,
      ...contracts['GET /v1/media/waveform/:id'],
    },
    handler: async (request) => mediaWaveform(app.deps, actorOf(request), request.params.id),
  });

  app.get('/v1/media/demo/init', {
    onRequest: jobWork(app),
    schema: {
      tags: ['media', 'job'],
      summary:
        'The typist demo: the demo recording and its job, made once from the recording shipped with the API',
      security: bearerSecurity,
      ...contracts['GET /v1/media/demo/init'],
    },
    handler: async (request) => initDemo(app.deps, actorOf(request).userId),
  });

  app.get('/v1/media/demo/download/:id', {
    onRequest: jobWork(app),
    schema: {
      tags: ['media', 'job'],
      summary: 'A signed URL to download a demo recording',
      security: bearerSecurity,
      ...contracts['GET /v1/media/demo/download/:id'],
    },
    handler: async (request) => ({
      presignedUrl: await demoDownloadUrl(app.deps, request.params.id),
    }),
  });
}
