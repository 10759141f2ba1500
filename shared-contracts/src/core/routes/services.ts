import { defineRoutes } from './contract.ts';

export const servicesRoutes = defineRoutes({});
