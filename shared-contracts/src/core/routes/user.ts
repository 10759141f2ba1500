import { defineRoutes } from './contract.ts';

export const userRoutes = defineRoutes({});
