import type { Currency } from '../../core/constants.ts';
import type { MeetingDetails } from '../../core/meeting-details.ts';
import type { Media } from '../../core/schemas/media.ts';
import type { ServiceOptions } from '../../core/services.ts';
import { api } from '@portal/contracts';

export interface CreateMediaRequest {
  title: string;
  extension: string;
  mime: string;
  size: number;
  currency: Currency;
  serviceOptions?: ServiceOptions;
  /** Uploads straight into a project the caller may upload to (the upload-to-project dialog). */
  projectId?: number;
  /**
   * The client an admin or super admin uploads for: the media is theirs and goes into their
   * cart; later calls on it need no userId.
   */
  userId?: number;
}

export interface UploadedPart {
  PartNumber: number;
  ETag: string;
}

export interface UpdateMediaRequest {
  id: number;
  title?: string;
  currency?: Currency;
  serviceOptions?: ServiceOptions;
  /** The meeting details, replacing what was there. */
  extraFields?: MeetingDetails;
}

/**
 * The media upload flow (client spec sections 4 and 7): create, presigned URLs for the bytes,
 * process into the cart, update the options, remove. The bytes themselves go to the presigned
 * URLs by XMLHttpRequest, in the upload page.
 */
export const mediaApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createMedia: build.mutation<Media, CreateMediaRequest>({
      query: (body) => ({ url: '/v1/media', method: 'POST', body: { ...body } }),
    }),
    // Signed URLs expire: asked for when needed, never cached (hence mutations).
    getPresignedUrl: build.mutation<{ presignedUrl: string }, { id: number }>({
      query: (params) => ({ url: '/v1/media/get-presigned-url', params }),
    }),
    getPresignedPartUrl: build.mutation<
      { presignedUrl: string },
      { id: number; partNumber: number }
    >({
      query: (params) => ({ url: '/v1/media/get-presigned-url-multipart', params }),
    }),
    /** After the bytes: the server reads the duration, prices the media and puts it in the cart. */
    processMedia: build.mutation<Media, { id: number; parts?: UploadedPart[] }>({
      query: ({ id, parts }) => ({
        url: `/v1/media/process/${id}`,
        method: 'PUT',
        body: parts ? { parts } : {},
      }),
      invalidatesTags: (result) => (result ? ['Cart'] : []),
    }),
    /** The server prices the new options; the page refetches the cart's totals, debounced. */
    updateMedia: build.mutation<Media, UpdateMediaRequest>({
      query: ({ id, ...body }) => ({ url: `/v1/media/${id}`, method: 'PUT', body }),
    }),
    /** Cancels an upload, or removes a media not yet ordered (and so from the cart). */
    deleteMedia: build.mutation<{ isSuccess: true }, { id: number }>({
      query: ({ id }) => ({ url: `/v1/media/${id}`, method: 'DELETE' }),
    }),
  }),
});

export const {
  useCreateMediaMutation,
  useProcessMediaMutation,
  useUpdateMediaMutation,
  useDeleteMediaMutation,
} = mediaApi;
