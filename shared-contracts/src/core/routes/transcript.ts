import { defineRoutes } from './contract.ts';

export const transcriptRoutes = defineRoutes({});
