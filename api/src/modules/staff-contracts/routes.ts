import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_FILE_NAMES } from '@portal/contracts/common/constants';
import { securityRequirementsRoutes } from '@portal/contracts/routes/security-requirements';
import { userRoutes } from '@portal/contracts/user/routes';
import { actorOf } from '../../lib/caller.ts';
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
export default async function staffContractsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  app.get('/v1/user/consultancy-agreement/:id', {
    onRequest: app.authenticate,
    schema: {
      tags: ['staff contracts'],
      summary:
        "A typist's or proofreader's consultancy agreement as a PDF (contract.pdf), with their signature once signed; for themself, admins and super admins",
      security,
      ...userRoutes['GET /v1/user/consultancy-agreement/:id'],
    },
    handler: async (request, reply) => {
      const pdf = await consultancyAgreementPdf(app.deps, actorOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', disposition('attachment', DEFAULT_FILE_NAMES.contract))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  app.put('/v1/user/consultancy-agreement/:id', {
    onRequest: app.authenticate,
    schema: {
      tags: ['staff contracts'],
      summary:
        'Sign the consultancy agreement: the typist or proofreader themself, once, with their typed full name, postal address and agree=true',
      security,
      ...userRoutes['PUT /v1/user/consultancy-agreement/:id'],
    },
    handler: (request) =>
      signConsultancyAgreement(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        app.now(),
      ),
  });

  app.get('/v1/security-requirements/get-own', {
    onRequest: app.authenticate,
    schema: {
      tags: ['staff contracts'],
      summary: "The signed-in typist's or proofreader's IT security form, null before submitting",
      security,
      ...securityRequirementsRoutes['GET /v1/security-requirements/get-own'],
    },
    handler: (request) => ownSecurityRequirements(app.db, actorOf(request)),
  });

  app.post('/v1/security-requirements', {
    onRequest: app.authenticate,
    schema: {
      tags: ['staff contracts'],
      summary:
        'Submit the IT security form, once: every statement and the declaration ticked, the devices named, signed with the full name',
      security,
      ...securityRequirementsRoutes['POST /v1/security-requirements'],
    },
    handler: (request) =>
      submitSecurityRequirements(app.db, actorOf(request), request.body, app.now()),
  });
}
