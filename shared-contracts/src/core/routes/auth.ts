import { defineRoutes } from './contract.ts';

export const authRoutes = defineRoutes({});
