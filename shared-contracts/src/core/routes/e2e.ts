import { defineRoutes } from './contract.ts';

export const e2eRoutes = defineRoutes({});
