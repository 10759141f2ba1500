import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Unlisten } from '../db/index.ts';
import { scheduleTask } from '../lib/schedule.ts';
import {
  hearRevocations,
  joinRevocations,
  leaveRevocations,
} from '../modules/session/live-families.ts';

/** How soon a lost listening connection is tried again; sign-ins are looked up meanwhile. */
const RELISTEN_MS = 5_000;

export interface RevocationsOptions {
  database: Pick<Database, 'listen'>;
}

/**
 * This process hears the sign-ins other processes revoke (modules/session/live-families.ts), so
 * it may remember the live ones between requests.
 */
export default fp(
  async function revocations(app: FastifyInstance, options: RevocationsOptions) {
    const ear = joinRevocations();
    let unlisten: Unlisten | undefined;
    app.addHook('onClose', async () => {
      leaveRevocations(ear);
      await unlisten?.();
    });
    scheduleTask(app, 'sign-in revocations', RELISTEN_MS, async () => {
      unlisten ??= await hearRevocations(options.database, ear, () => {
        unlisten = undefined;
      });
    });
  },
  { name: 'revocations' },
);
