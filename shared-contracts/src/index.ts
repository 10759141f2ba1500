export * from './roles.ts';
export * from './statuses.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './user.ts';
export * from './auth.ts';
export * from './flags.ts';
export * from './remotes.ts';
