import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Role } from '@portal/contracts/core';
import { actorOf } from '../../lib/caller.ts';
import { ensureContractsSigned } from '../staff-contracts/gate.ts';

/** Who works jobs: typists, proofreaders and the admins who run assignment. */
export const jobStaff = [
  Role.TYPIST,
  Role.PROOFREADER,
  Role.RESTRICTED_ADMIN,
  Role.ADMIN,
  Role.SUPER_ADMIN,
] as const;

/** Who opens the transcript editor (staff spec section 2): restricted admins do not. */
export const editorStaff = [Role.TYPIST, Role.PROOFREADER, Role.ADMIN, Role.SUPER_ADMIN] as const;

/** The admins who run assignment (`runsAssignment`). */
export const assigners = [Role.RESTRICTED_ADMIN, Role.ADMIN, Role.SUPER_ADMIN] as const;

/**
 * onRequest hook after `authenticate`: a typist or proofreader works no job until both contracts
 * are signed (staff spec section 2, the contract gate; 403 saying so). Other roles pass.
 */
export const contractsGate = (app: FastifyInstance): onRequestAsyncHookHandler =>
  async function contractsSigned(request: FastifyRequest) {
    await ensureContractsSigned(app.deps, actorOf(request));
  };

/** The hooks of a job route: signed in, one of these roles, contracts signed. */
export const jobWork = (app: FastifyInstance, roles: readonly Role[] = jobStaff) => [
  app.authenticate,
  app.requireRoles(...roles),
  contractsGate(app),
];
