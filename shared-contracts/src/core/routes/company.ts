import { defineRoutes } from './contract.ts';

export const companyRoutes = defineRoutes({});
