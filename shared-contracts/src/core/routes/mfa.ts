import { defineRoutes } from './contract.ts';

export const mfaRoutes = defineRoutes({});
