// @portal/contracts/api: the API slice (RTK Query) and the signed-in user's own endpoints, shared
// on their own so a visitor's first load does without them; the slice joins the store on load.
export { api } from './api/api.ts';
export { skipToken } from '@reduxjs/toolkit/query';
export * from './api/user.ts';
