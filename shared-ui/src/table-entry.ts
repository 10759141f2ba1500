// @portal/ui/table: the data table and its paginator, shared on their own so the portal's first
// load (which shows no table) does without them.
export * from './data-table/index.ts';
