import { defineRoutes } from './contract.ts';

export const projectRoutes = defineRoutes({});
