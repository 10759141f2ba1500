import type { FastifyInstance } from 'fastify';

/**
 * Runs every task due by the app's clock until none is left, on this app's worker: tests move
 * the test clock and drain instead of waiting for a poll.
 */
export const drainTasks = (app: FastifyInstance): Promise<void> => app.tasks.drain();
