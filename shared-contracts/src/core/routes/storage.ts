import { defineRoutes } from './contract.ts';

export const storageRoutes = defineRoutes({});
