// Deviations from the wire contract (notes/contracts.md):
// - DELETE /v1/media/{id} answers 200 { isSuccess: true }, as it did for the upload flow, not 204.
// - GET /v1/media/{id} answers the media (with partCount) plus serviceName, hasTranscript and
//   hasNotes;
//   its projectId is null for a media still in the caller's cart, outside any project.
// - The endpoint behind useDeleteMediaMutation is named deleteProjectMedia: the cart entry
//   already injects a deleteMedia endpoint (the upload flow's).
import type { Args, Reply } from '../routes/contract.ts';
import type { mediaRoutes } from '../media/routes.ts';
import type { projectRoutes } from './routes.ts';
import type { MediaInfo } from '../media/schema.ts';
import type { Page } from '../common/page-schema.ts';
import type { ProjectMediaView, ProjectTypeAllowed, ProjectView } from './schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

export * from '../common/limits.ts';
export type { Page, ProjectMediaView, ProjectTypeAllowed, ProjectView };

type Routes = typeof projectRoutes;

/** The library's tabs; each lists the projects reached one way (see libraryTypesAllowed). */
export type LibraryType = 'my' | 'transcript-only' | 'upload-only' | 'full-access';

/** Library tab → the access its list asks for. */
export const libraryTypesAllowed: Record<LibraryType, ProjectTypeAllowed> = {
  my: 'owner',
  'transcript-only': 'read',
  'upload-only': 'write',
  'full-access': 'full',
};

/**
 * Page (default 1) and pageSize (default 25, at most 100); the text filters match anywhere,
 * ignoring case; sort by default createdAt desc.
 */
export type ProjectListQuery = Args<Routes['GET /v1/project'], 'querystring'>;

/** The project `id`; page (default 1), pageSize (default 50), status (ordered to returned). */
export type ProjectMediaQuery = Args<
  Routes['GET /v1/project/media/:id(^\\d+$)'],
  'params' | 'querystring'
>;

/** A new project's details; admins name the client (userId) it is made for. */
export type ProjectInput = Args<Routes['POST /v1/project/create'], 'body'>;

// The form encoding drops nulls: an empty value is how an update clears a field (a field left
// undefined is left as it is).
const clearable = (input: Partial<ProjectInput>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, value === null ? '' : value]),
  );

const projectTag = (id: number) => ({ type: 'Project' as const, id });
const listTag = { type: 'Project' as const, id: 'LIST' };

/**
 * The client library (client spec sections 6 and 7): projects, their media, and the media
 * dialogs (info, delete, hard delete).
 */
export const projectsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getProjects: build.query<Reply<Routes['GET /v1/project']>, ProjectListQuery>({
      query: (params) => ({ url: '/v1/project', params: { ...params } }),
      providesTags: (result) => [
        listTag,
        ...(result?.result.map((project) => projectTag(project.id)) ?? []),
      ],
    }),
    getProject: build.query<Reply<Routes['GET /v1/project/:id(^\\d+$)']>, number>({
      query: (id) => ({ url: `/v1/project/${id}` }),
      providesTags: (_result, _error, id) => [projectTag(id)],
    }),
    getProjectMedia: build.query<
      Reply<Routes['GET /v1/project/media/:id(^\\d+$)']>,
      ProjectMediaQuery
    >({
      query: ({ id, ...params }) => ({ url: `/v1/project/media/${id}`, params }),
      providesTags: (_result, _error, { id }) => [{ type: 'ProjectMedia', id }],
    }),
    createProject: build.mutation<Reply<Routes['POST /v1/project/create']>, ProjectInput>({
      query: (body) => ({ url: '/v1/project/create', method: 'POST', body: { ...body } }),
      invalidatesTags: (result) => (result ? [listTag] : []),
    }),
    updateProject: build.mutation<
      Reply<Routes['PUT /v1/project/:id(^\\d+$)']>,
      Args<Routes['PUT /v1/project/:id(^\\d+$)'], 'params' | 'body'>
    >({
      query: ({ id, ...input }) => ({
        url: `/v1/project/${id}`,
        method: 'PUT',
        body: clearable(input),
      }),
      invalidatesTags: (result, _error, { id }) => (result ? [listTag, projectTag(id)] : []),
    }),
    /** A new project with the same details and no media. */
    copyProject: build.mutation<
      Reply<Routes['POST /v1/project/copy/:id(^\\d+$)']>,
      Args<Routes['POST /v1/project/copy/:id(^\\d+$)'], 'params' | 'body'>
    >({
      query: ({ id, ...body }) => ({ url: `/v1/project/copy/${id}`, method: 'POST', body }),
      invalidatesTags: (result) => (result ? [listTag] : []),
    }),
    /** Moves the caller's own media, not yet ordered, into the project. */
    assignProjectMedia: build.mutation<
      Reply<Routes['PUT /v1/project/assign/:id(^\\d+$)']>,
      Args<Routes['PUT /v1/project/assign/:id(^\\d+$)'], 'params' | 'body'>
    >({
      query: ({ id, mediaList }) => ({
        url: `/v1/project/assign/${id}`,
        method: 'PUT',
        body: { mediaList },
      }),
      invalidatesTags: (result, _error, { id }) =>
        result ? [listTag, projectTag(id), { type: 'ProjectMedia', id }, 'Cart'] : [],
    }),
    /** Marks the project deleted. */
    deleteProject: build.mutation<Reply<Routes['DELETE /v1/project/:id(^\\d+$)'], 204>, number>({
      query: (id) => ({ url: `/v1/project/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [listTag, projectTag(id)]),
    }),
    getMediaInfo: build.query<MediaInfo, number>({
      query: (id) => ({ url: `/v1/media/${id}` }),
      providesTags: ['ProjectMedia'],
    }),
    // Named apart from the upload flow's deleteMedia, which the cart entry injects.
    deleteProjectMedia: build.mutation<{ isSuccess: true }, number>({
      query: (id) => ({ url: `/v1/media/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['ProjectMedia', 'Project']),
    }),
    /** Hard delete: the bytes and the transcript go, the record stays for billing. */
    removeSensitive: build.mutation<null, number>({
      query: (id) => ({ url: `/v1/media/remove-sensitive/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['ProjectMedia']),
    }),
    /** The media file itself (GET /v1/media/download/{id}): signed URLs expire, so each click asks. */
    getMediaDownloadUrl: build.mutation<
      Reply<(typeof mediaRoutes)['GET /v1/media/download/:id']>,
      number
    >({
      query: (id) => ({ url: `/v1/media/download/${id}` }),
    }),
  }),
});

export const {
  useGetProjectsQuery,
  useGetProjectQuery,
  useGetProjectMediaQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useCopyProjectMutation,
  useAssignProjectMediaMutation,
  useDeleteProjectMutation,
  useGetMediaInfoQuery,
  useDeleteProjectMediaMutation: useDeleteMediaMutation,
  useRemoveSensitiveMutation,
  useGetMediaDownloadUrlMutation,
} = projectsApi;
