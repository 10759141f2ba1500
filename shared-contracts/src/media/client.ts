import type { Args, Reply } from '../routes/contract.ts';
import type { mediaRoutes } from './routes.ts';
import type { ProcessMediaParts, UploadedPart } from './schema.ts';
import { api } from '@portal/contracts/app/api';

type MediaRoutes = typeof mediaRoutes;

/**
 * A file about to be uploaded; with `projectId`, straight into a project the caller may upload
 * to (the upload-to-project dialog); with `userId`, for the client an admin or super admin
 * uploads for: the media is theirs and goes into their cart; later calls on it need no userId.
 */
export type CreateMediaRequest = Args<MediaRoutes['POST /v1/media'], 'body'>;

export type { UploadedPart };

/** What the owner may change before ordering; extraFields replaces the meeting details. */
export type UpdateMediaRequest = Args<MediaRoutes['PUT /v1/media/:id(^\\d+$)'], 'params' | 'body'>;

type PresignedUrl = Reply<MediaRoutes['GET /v1/media/get-presigned-url']>;

/**
 * The media upload flow (client spec sections 4 and 7): create, presigned URLs for the bytes,
 * process into the cart, update the options, remove. The bytes themselves go to the presigned
 * URLs by XMLHttpRequest, in the upload page.
 */
export const mediaApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createMedia: build.mutation<Reply<MediaRoutes['POST /v1/media']>, CreateMediaRequest>({
      query: (body) => ({ url: '/v1/media', method: 'POST', body: { ...body } }),
    }),
    // Signed URLs expire: asked for when needed, never cached (hence mutations).
    getPresignedUrl: build.mutation<
      PresignedUrl,
      Args<MediaRoutes['GET /v1/media/get-presigned-url'], 'querystring'>
    >({
      query: (params) => ({ url: '/v1/media/get-presigned-url', params }),
    }),
    getPresignedPartUrl: build.mutation<
      Reply<MediaRoutes['GET /v1/media/get-presigned-url-multipart']>,
      Args<MediaRoutes['GET /v1/media/get-presigned-url-multipart'], 'querystring'>
    >({
      query: (params) => ({ url: '/v1/media/get-presigned-url-multipart', params }),
    }),
    /** After the bytes: the server reads the duration, prices the media and puts it in the cart. */
    processMedia: build.mutation<
      Reply<MediaRoutes['PUT /v1/media/process/:id(^\\d+$)']>,
      Args<MediaRoutes['PUT /v1/media/process/:id(^\\d+$)'], 'params'> & ProcessMediaParts
    >({
      query: ({ id, parts }) => ({
        url: `/v1/media/process/${String(id)}`,
        method: 'PUT',
        body: parts ? { parts } : {},
      }),
      invalidatesTags: (result) => (result ? ['Cart'] : []),
    }),
    /** The server prices the new options; the page refetches the cart's totals, debounced. */
    updateMedia: build.mutation<
      Reply<MediaRoutes['PUT /v1/media/:id(^\\d+$)']>,
      UpdateMediaRequest
    >({
      query: ({ id, ...body }) => ({ url: `/v1/media/${String(id)}`, method: 'PUT', body }),
    }),
    /** Cancels an upload, or removes a media not yet ordered (and so from the cart). */
    deleteMedia: build.mutation<
      Reply<MediaRoutes['DELETE /v1/media/:id(^\\d+$)']>,
      Args<MediaRoutes['DELETE /v1/media/:id(^\\d+$)'], 'params'>
    >({
      query: ({ id }) => ({ url: `/v1/media/${String(id)}`, method: 'DELETE' }),
    }),
  }),
});

export const {
  useCreateMediaMutation,
  useProcessMediaMutation,
  useUpdateMediaMutation,
  useDeleteMediaMutation,
} = mediaApi;
