import type { Args, Reply } from '../routes/contract.ts';
import type { mediaImportRoutes } from './routes.ts';
import { api } from '@portal/contracts/app/api';

type Routes = typeof mediaImportRoutes;

export type CreateMediaImportRequest = Args<Routes['POST /v1/media/import'], 'body'>;
export type MediaImportAnswer = Reply<Routes['GET /v1/media/import/:id']>;

/** How often the upload page asks how far an import is. */
export const MEDIA_IMPORT_POLL_MS = 1_000;

/** Import from a link (the upload page): ask for it, then follow it by polling. */
export const mediaImportApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    importMedia: build.mutation<MediaImportAnswer, CreateMediaImportRequest>({
      query: (body) => ({ url: '/v1/media/import', method: 'POST', body: { ...body } }),
    }),
    getMediaImport: build.query<
      MediaImportAnswer,
      Args<Routes['GET /v1/media/import/:id'], 'params'>
    >({ query: ({ id }) => ({ url: `/v1/media/import/${id}` }) }),
  }),
});

export const { useImportMediaMutation, useGetMediaImportQuery } = mediaImportApi;
