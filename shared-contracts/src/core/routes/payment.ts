import { defineRoutes } from './contract.ts';

export const paymentRoutes = defineRoutes({});
