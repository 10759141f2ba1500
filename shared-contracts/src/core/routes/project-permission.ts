import { defineRoutes } from './contract.ts';

export const projectPermissionRoutes = defineRoutes({});
