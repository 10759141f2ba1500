import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { actorOf } from '../../lib/caller.ts';
import { ensureContractsSigned } from '../staff-contracts/gate.ts';

/**
 * onRequest hook after `authenticate`: a typist or proofreader works no job until both contracts
 * are signed (staff spec section 2, the contract gate; 403 saying so). Other roles pass.
 */
export const contractsGate = (app: FastifyInstance): onRequestAsyncHookHandler =>
  async function contractsSigned(request: FastifyRequest) {
    await ensureContractsSigned(app.deps, actorOf(request));
  };

/** The hooks of a job route: signed in, contracts signed (the policy's gate follows). */
export const jobWork = (app: FastifyInstance) => [app.authenticate, contractsGate(app)];
