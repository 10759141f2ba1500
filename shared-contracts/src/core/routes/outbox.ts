import { defineRoutes } from './contract.ts';

export const outboxRoutes = defineRoutes({});
