import { defineRoutes } from './contract.ts';

export const activatorRoutes = defineRoutes({});
