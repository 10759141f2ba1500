import type { FastifyInstance } from 'fastify';
import { DEFAULT_FILE_NAMES } from '@portal/contracts/common/constants';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { disposition } from '../documents/service.ts';
import {
  consultancyAgreementPdf,
  ownSecurityRequirements,
  signConsultancyAgreement,
  submitSecurityRequirements,
} from './service.ts';

/**
 * The paperwork typists and proofreaders sign before working (staff spec sections 2 and 7):
 * the consultancy agreement as a PDF and its signing, and the IT security form. The spec names
 * no call for signing the agreement: it is PUT on the agreement's own URL, with the typed full
 * name, the postal address and agree=true.
 */
export default async function staffContractsRoutes(app: FastifyInstance) {
  const onRequest = app.authenticate;

  route(app, 'GET /v1/user/consultancy-agreement/:id', {
    tags: ['staff contracts'],
    summary:
      "A typist's or proofreader's consultancy agreement as a PDF (contract.pdf), with their signature once signed; for themself, admins and super admins",
    onRequest,
    handler: async ({ params }, request, reply) => {
      const pdf = await consultancyAgreementPdf(app.deps, actorOf(request), params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', disposition('attachment', DEFAULT_FILE_NAMES.contract))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  route(app, 'PUT /v1/user/consultancy-agreement/:id', {
    tags: ['staff contracts'],
    summary:
      'Sign the consultancy agreement: the typist or proofreader themself, once, with their typed full name, postal address and agree=true',
    onRequest,
    handler: ({ params, body }, request) =>
      signConsultancyAgreement(app.db, actorOf(request), params.id, body, app.now()),
  });

  route(app, 'GET /v1/security-requirements/get-own', {
    tags: ['staff contracts'],
    summary: "The signed-in typist's or proofreader's IT security form, null before submitting",
    onRequest,
    handler: (_input, request) => ownSecurityRequirements(app.db, actorOf(request)),
  });

  route(app, 'POST /v1/security-requirements', {
    tags: ['staff contracts'],
    summary:
      'Submit the IT security form, once: every statement and the declaration ticked, the devices named, signed with the full name',
    onRequest,
    handler: ({ body }, request) =>
      submitSecurityRequirements(app.db, actorOf(request), body, app.now()),
  });
}
