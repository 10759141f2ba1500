import { defineRoutes } from './contract.ts';

export const mediaRoutes = defineRoutes({});
