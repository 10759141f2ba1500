export * from './api/media-return.ts';
