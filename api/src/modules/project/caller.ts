// The caller helpers are the API's (lib/caller.ts); modules still importing them here take them on.
export { actorOf, callerOf } from '../../lib/caller.ts';
