import { defineRoutes } from './contract.ts';

export const cartRoutes = defineRoutes({});
