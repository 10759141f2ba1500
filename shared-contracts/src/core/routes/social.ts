import { defineRoutes } from './contract.ts';

export const socialRoutes = defineRoutes({});
