// Deviations from the wire contract (notes/contracts.md):
// - DELETE /v1/media/{id} answers 200 { isSuccess: true }, as it did for the upload flow, not 204.
// - GET /v1/media/{id} answers the media (with partCount) plus serviceName, hasTranscript and
//   hasNotes;
//   its projectId is null for a media still in the caller's cart, outside any project.
// - The endpoint behind useDeleteMediaMutation is named deleteProjectMedia: the cart entry
//   already injects a deleteMedia endpoint (the upload flow's).
import type { Currency } from '../../core/constants.ts';
import type { ServiceOptions } from '../../core/services.ts';
import type { MediaStatus, ProjectStatus } from '../../core/statuses.ts';
import type { ProjectAccess } from '../../core/project-access.ts';
// Through the package's main entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts';
import type { ProjectSortKey } from '../../core/limits.ts';

export * from '../../core/limits.ts';

/** The library's tabs; each lists the projects reached one way (see libraryTypesAllowed). */
export type LibraryType = 'my' | 'transcript-only' | 'upload-only' | 'full-access';

/** The ways of reaching a project a list can be limited to (types_allowed[]). */
export type ProjectTypeAllowed = 'owner' | 'full' | 'read' | 'write';

/** Library tab → the access its list asks for. */
export const libraryTypesAllowed: Record<LibraryType, ProjectTypeAllowed> = {
  my: 'owner',
  'transcript-only': 'read',
  'upload-only': 'write',
  'full-access': 'full',
};

/** One page of a list (client spec section 3, Paginator). */
export interface Page<T> {
  result: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ProjectView {
  id: number;
  shortId: string;
  title: string;
  status: ProjectStatus;
  ownerId: number;
  ownerName: string;
  company: string | null;
  /** Unix seconds. */
  deadline: number | null;
  mediaDue: number | null;
  poNumber: string | null;
  duplicateOnCompletion: boolean;
  createdAt: number;
  mediaCount: number;
  /** The caller's own access. */
  access: ProjectAccess;
}

export interface ProjectListQuery {
  /** Default 1. */
  page?: number;
  /** Default 25, at most 100. */
  pageSize?: number;
  status?: ProjectStatus[];
  typesAllowed?: ProjectTypeAllowed[];
  /** The text filters match anywhere, ignoring case. */
  title?: string;
  shortId?: string;
  ownerName?: string;
  company?: string;
  /** Default createdAt desc. */
  sort?: ProjectSortKey;
  order?: 'asc' | 'desc';
}

export interface ProjectMediaView {
  id: number;
  projectId: number;
  title: string;
  extension: string;
  mime: string;
  size: number;
  duration: number | null;
  billedDuration: number | null;
  currency: Currency;
  /** Minor units. */
  price: number | null;
  fullPrice: number | null;
  grossPrice: number | null;
  serviceOptions: ServiceOptions | null;
  serviceName: string | null;
  status: MediaStatus;
  createdAt: number;
  hasTranscript: boolean;
  /** Whether the media has notes, the document a notes job makes beside the transcript. */
  hasNotes: boolean;
}

export interface ProjectMediaQuery {
  id: number;
  /** Default 1. */
  page?: number;
  /** Default 50, at most 100. */
  pageSize?: number;
  /** Default ordered, assigned, done, returned. */
  status?: MediaStatus[];
}

export interface ProjectInput {
  title: string;
  deadline?: number | null;
  mediaDue?: number | null;
  poNumber?: string | null;
  duplicateOnCompletion?: boolean;
  /** Admins: the client the project is made for. */
  userId?: number;
}

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
    getProjects: build.query<Page<ProjectView>, ProjectListQuery>({
      query: (params) => ({ url: '/v1/project', params: { ...params } }),
      providesTags: (result) => [
        listTag,
        ...(result?.result.map((project) => projectTag(project.id)) ?? []),
      ],
    }),
    getProject: build.query<ProjectView, number>({
      query: (id) => ({ url: `/v1/project/${id}` }),
      providesTags: (_result, _error, id) => [projectTag(id)],
    }),
    getProjectMedia: build.query<Page<ProjectMediaView>, ProjectMediaQuery>({
      query: ({ id, ...params }) => ({ url: `/v1/project/media/${id}`, params }),
      providesTags: (_result, _error, { id }) => [{ type: 'ProjectMedia', id }],
    }),
    createProject: build.mutation<ProjectView, ProjectInput>({
      query: (body) => ({ url: '/v1/project/create', method: 'POST', body: { ...body } }),
      invalidatesTags: (result) => (result ? [listTag] : []),
    }),
    updateProject: build.mutation<ProjectView, { id: number } & Partial<ProjectInput>>({
      query: ({ id, ...input }) => ({
        url: `/v1/project/${id}`,
        method: 'PUT',
        body: clearable(input),
      }),
      invalidatesTags: (result, _error, { id }) => (result ? [listTag, projectTag(id)] : []),
    }),
    /** A new project with the same details and no media. */
    copyProject: build.mutation<ProjectView, { id: number } & ProjectInput>({
      query: ({ id, ...body }) => ({ url: `/v1/project/copy/${id}`, method: 'POST', body }),
      invalidatesTags: (result) => (result ? [listTag] : []),
    }),
    /** Moves the caller's own media, not yet ordered, into the project. */
    assignProjectMedia: build.mutation<ProjectView, { id: number; mediaList: number[] }>({
      query: ({ id, mediaList }) => ({
        url: `/v1/project/assign/${id}`,
        method: 'PUT',
        body: { mediaList },
      }),
      invalidatesTags: (result, _error, { id }) =>
        result ? [listTag, projectTag(id), { type: 'ProjectMedia', id }, 'Cart'] : [],
    }),
    /** Marks the project deleted. */
    deleteProject: build.mutation<null, number>({
      query: (id) => ({ url: `/v1/project/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [listTag, projectTag(id)]),
    }),
    getMediaInfo: build.query<ProjectMediaView, number>({
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
} = projectsApi;
